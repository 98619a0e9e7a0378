import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * What happened to a user, newest first in their bell. Title and body
 * are rendered when read, in the reader's language, from `kind` and `params`.
 * `dedupe_key` names the happening ("job.confirmed:<jobId>"): one notification
 * per user and happening, however often the event is delivered or whichever
 * instance writes it first (INSERT … ON CONFLICT DO NOTHING).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    /** A site path without language prefix: the job, profile or conversation it is about. */
    link: text("link").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A user's choice per notification kind and channel: e-mail and push, each on or off. No row: both on. In-app is always on. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    email: boolean("email").notNull().default(true),
    push: boolean("push").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
