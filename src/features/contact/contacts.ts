import { desc } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { contacts } from "../../../db/schema.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { AdminContact } from "../bookings/index.ts";
import type { ContactInput } from "./contact.contract.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";

export async function addContact(db: Database, events: EventPublisher, input: ContactInput): Promise<void> {
  const [row] = await db.insert(contacts).values(input).returning({ id: contacts.id });
  events.publish({ type: "contact.received", contactId: row!.id });
}

/** Contact-form messages, newest first (for the admin). */
export async function listContacts(db: Database, page?: PageRequest): Promise<Paged<AdminContact>> {
  const query = db.select().from(contacts).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(contacts.createdAt), desc(contacts.id)], page);
  return { total, items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}
