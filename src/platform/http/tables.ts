import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * Replies to requests sent with an `Idempotency-Key` header (src/platform/http/idempotency.ts):
 * a retry with the same key gets the first reply instead of doing the change twice.
 * Scoped to the signed-in user (`user:<id>`) or, for anonymous calls, the client
 * address (`ip:<address>`). `status_code` is null while the first request runs;
 * `body_hash` is null until its body has been read (a multipart body is hashed as it
 * streams). Rows older than 24 hours are purged.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    bodyHash: text("body_hash"),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Every rate limit's windows: sign-in, sign-up, mailed links,
 * the contact form, the password checks and each signed-in user's write budgets.
 * Kept here so that every instance draws on one budget per caller. `key` is a
 * SHA-256 of the address or user id: no address is stored. A window keeps its end
 * (not its start), so one statement can count calls of limiters with different
 * windows. A lost count in a crash costs nothing.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_windows_end_idx").on(t.windowEnd)],
);
