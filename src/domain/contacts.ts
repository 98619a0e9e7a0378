import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contacts } from "../../db/schema.ts";
import type { ContactInput, PageRequest, Paged } from "../contracts/index.ts";

export async function addContact(db: Database, input: ContactInput): Promise<void> {
  await db.insert(contacts).values(input);
}

/** Contact-form messages, newest first (for the admin). */
export async function listContacts(db: Database, page?: PageRequest): Promise<Paged<typeof contacts.$inferSelect>> {
  const query = db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
  const items = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const total = page ? (await db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]!.n : items.length;
  return { items, total };
}
