import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, keyedBy } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * A user's private calendar feed: `GET /calendar/<token>.ics`. The token is
 * derived from `seed` under a key of JWT_SECRET (src/features/calendar/feed-tokens.ts), so the
 * settings screen can show it again while a leaked table names no feed; it is found by
 * its SHA-256 (`token_hash`). Reset: a new seed, the old link answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: keyedBy("user_id", () => users.id),
    seed: text("seed").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash)],
);
