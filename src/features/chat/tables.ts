import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When a socket of the receiver first had it (sent / delivered / read). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("chat_messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("chat_messages_receiver_idx").on(t.receiverId, t.readAt),
    // A socket joining marks what waited for it as delivered: found without reading the receiver's whole history.
    index("chat_messages_undelivered_idx").on(t.receiverId).where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * Each person's latest message with each other person: the agency's inbox reads
 * one row per conversation instead of every message ever sent (it grew with the
 * history: 15 ms after 12,000 messages). Kept by a statement trigger on
 * chat_messages (db/migrations/0005_chat_threads_triggers.sql), in the same
 * transaction as the message. A message from A to B moves both A's and B's row.
 */
export const chatThreads = pgTable(
  "chat_threads",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageId: uuid("last_message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.partnerId] })],
);

/**
 * Chat mail digests: one mail per conversation at most every 15
 * minutes to a user who had no open socket. `pending_since` is the first unmailed
 * message's time (null: nothing waiting); `last_mailed_at` spaces the mails.
 */
export const chatMailDigests = pgTable(
  "chat_mail_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pendingSince: timestamp("pending_since", { withTimezone: true, mode: "date" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] }), index("chat_mail_digests_pending_idx").on(t.pendingSince)],
);
