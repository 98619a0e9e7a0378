import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, updatedAt } from "../../platform/db/columns.ts";
import { outboxColumns, outboxIndexes } from "../../platform/outbox/columns.ts";
import { users } from "../accounts/tables.ts";
import { notifications } from "../notifications/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * A browser that asked for its signed-in user's notifications (the Push API's
 * subscription): its push service's endpoint, unique (a browser signed in as
 * another user moves it to that user), and the keys its payloads are encrypted to
 * (RFC 8291). A push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key, base64url (65 bytes, uncompressed). */
    p256dh: text("p256dh").notNull(),
    /** The authentication secret, base64url (16 bytes). */
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * A notification to push to one subscription, written by the statement that
 * writes the notification (src/features/notifications/notifications.ts), claimed by
 * the push worker like mail (src/platform/outbox/). The payload is rendered when
 * sent, in the user's language, from the notification; nothing secret is kept here.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    subscriptionId: belongsTo("subscription_id", () => pushSubscriptions.id),
    notificationId: belongsTo("notification_id", () => notifications.id),
    urgency: text("urgency", { enum: ["normal", "high"] })
      .notNull()
      .default("normal"),
    ...outboxColumns(),
  },
  (t) => [
    ...outboxIndexes("push_outbox", t),
    index("push_outbox_subscription_idx").on(t.subscriptionId),
    index("push_outbox_notification_idx").on(t.notificationId),
    check("push_outbox_urgency_check", sql`${t.urgency} in ('normal', 'high')`),
  ],
);

/** The channel the push outbox's workers LISTEN on: the statement that queues pushes NOTIFYs it, and they go at its commit. */
export const PUSH_OUTBOX_CHANNEL = "push_outbox";
