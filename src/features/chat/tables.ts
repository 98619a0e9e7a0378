import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, keyedBy } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    senderId: belongsTo("sender_id", () => users.id),
    receiverId: belongsTo("receiver_id", () => users.id),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When a socket of the receiver first had it (sent / delivered / read). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    /**
     * The agency's messages: which staff member wrote it, and the name they had then (what the
     * studio or artist reads beside it). The sender stays the agency's fixed id (migration 0048).
     */
    staffUserId: uuid("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name"),
  },
  (t) => [
    index("chat_messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("chat_messages_receiver_idx").on(t.receiverId, t.readAt),
    // A socket joining marks what waited for it as delivered: found without reading the receiver's whole history.
    index("chat_messages_undelivered_idx").on(t.receiverId).where(sql`${t.deliveredAt} is null`),
    index("chat_messages_staff_user_idx").on(t.staffUserId).where(sql`${t.staffUserId} is not null`),
  ],
);

/**
 * Who of the agency's staff answers a studio or an artist (`partner_id`, one row per
 * conversation; none: nobody yet, every coordinator hears of new messages). Migration 0048.
 */
export const chatAssignments = pgTable(
  "chat_assignments",
  {
    partnerId: keyedBy("partner_id", () => users.id),
    staffUserId: belongsTo("staff_user_id", () => users.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("chat_assignments_staff_idx").on(t.staffUserId)],
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
    ownerId: belongsTo("owner_id", () => users.id),
    partnerId: belongsTo("partner_id", () => users.id),
    lastMessageId: belongsTo("last_message_id", () => chatMessages.id),
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
    userId: belongsTo("user_id", () => users.id),
    partnerId: belongsTo("partner_id", () => users.id),
    pendingSince: timestamp("pending_since", { withTimezone: true, mode: "date" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] }), index("chat_mail_digests_pending_idx").on(t.pendingSince)],
);
