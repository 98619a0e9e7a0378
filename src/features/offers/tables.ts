import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * How many pending jobs each style has, by end date: what an artist's offers
 * total is summed from (counting ~2,800 index entries on every
 * request was most of PostgreSQL's work on the offers page). Kept exact by
 * statement triggers on `jobs` (db/migrations/0003_job_offer_counts_triggers.sql),
 * so no writer has to remember it and no reader sees it stale.
 */
export const jobOfferCounts = pgTable(
  "job_offer_counts",
  {
    style: text("style").notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pending: integer("pending").notNull(),
  },
  (t) => [primaryKey({ columns: [t.style, t.endDate] })],
);
