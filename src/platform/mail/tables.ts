import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id } from "../db/columns.ts";
import { outboxColumns, outboxIndexes } from "../outbox/columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * Mail waiting to go, written in the same transaction as the change that causes
 * it. A worker claims due rows with FOR UPDATE SKIP LOCKED, so with
 * several instances each row goes once; claiming pushes `next_attempt_at` ahead as
 * a lease, so a row whose sender died is tried again when the lease ends. After
 * the last try a row is "dead" and shows in the console. `params` holds what the
 * template needs; the mail is rendered when sent, in `locale`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    template: text("template").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    ...outboxColumns(),
  },
  (t) => [...outboxIndexes("mail_outbox", t), check("mail_outbox_locale_check", sql`${t.locale} in ('en', 'fr')`)],
);
