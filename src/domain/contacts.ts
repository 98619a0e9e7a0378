import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contacts } from "../../db/schema.ts";
import type { AdminContact, ContactInput, PageRequest, Paged } from "../contracts/index.ts";
import { pagedRows, withPage } from "./paging.ts";

export async function addContact(db: Database, input: ContactInput): Promise<void> {
  await db.insert(contacts).values(input);
}

/** Contact-form messages, newest first (for the admin). */
export async function listContacts(db: Database, page?: PageRequest): Promise<Paged<AdminContact>> {
  const rows = withPage(db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id)).$dynamic(), page);
  const paged = await pagedRows(rows, page, async () => (await db.select({ n: count() }).from(contacts))[0]!.n);
  return { total: paged.total, items: paged.items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}
