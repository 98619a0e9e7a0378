import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";
import { jobs } from "../jobs/tables.ts";
import { clients } from "../studios/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * A studio's review of the artist who did one of its completed jobs:
 * one per job (the unique index settles two posts racing), the artist's one reply,
 * and the agency's hiding with its reason. `artists.rating_sum` and `review_count`
 * follow the visible rows through statement triggers
 * (db/migrations/0022_review_counters_triggers.sql), whatever writes them.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    jobId: belongsTo("job_id", () => jobs.id),
    artistId: belongsTo("artist_id", () => artists.id),
    clientId: belongsTo("client_id", () => clients.id),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "date" }),
    hidden: boolean("hidden").notNull().default(false),
    /** The agency's reason when it hid the review; cleared when it shows it again. */
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_job_idx").on(t.jobId),
    // An artist's visible reviews, newest first: the profile and its public list read a page of this index.
    index("reviews_artist_created_idx").on(t.artistId, t.createdAt, t.id).where(sql`not ${t.hidden}`),
    // Every review by age, for the agency's list.
    index("reviews_created_idx").on(t.createdAt, t.id),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
