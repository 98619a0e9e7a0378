import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "../db/columns.ts";

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
    status: text("status", { enum: ["pending", "sent", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'dead')`),
    check("mail_outbox_locale_check", sql`${t.locale} in ('en', 'fr')`),
  ],
);
