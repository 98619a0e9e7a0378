import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, keyedBy, oneOf, recordOf, updatedAt } from "../../platform/db/columns.ts";
import { PROVINCES } from "../../platform/contract/places.ts";
import { users } from "../accounts/tables.ts";
import { artists } from "../artists/tables.ts";
import { jobs } from "../jobs/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/** One payment of the agency to one artist (migration 0051): the pay lines it settles point to it. */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: id(),
    artistId: recordOf("artist_id", () => artists.id),
    /** The bookkeeper's own words for the payment: the e-Transfer or cheque number. */
    reference: text("reference").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("payout_batches_artist_idx").on(t.artistId, t.paidAt)],
);

/**
 * What the agency owes an artist for one session held, written in the transaction that completes the job (one per
 * job and day: a retry finds them). A trigger (migration 0051) refuses any change but the one payment (`paid_at`
 * and `batch_id` together, once) and any deletion: a line, once written, says what was earned.
 */
export const payLines = pgTable(
  "pay_lines",
  {
    id: id(),
    jobId: recordOf("job_id", () => jobs.id),
    artistId: recordOf("artist_id", () => artists.id),
    /** The session's day, in its job's zone. */
    date: date("date", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    artistRateCents: integer("artist_rate_cents").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    batchId: uuid("batch_id").references(() => payoutBatches.id, { onDelete: "restrict" }),
  },
  (t) => [
    uniqueIndex("pay_lines_job_date_idx").on(t.jobId, t.date),
    index("pay_lines_artist_date_idx").on(t.artistId, t.date),
    index("pay_lines_batch_idx").on(t.batchId),
    check("pay_lines_paid_check", sql`(${t.paidAt} IS NULL) = (${t.batchId} IS NULL)`),
    check("pay_lines_amount_check", sql`${t.amountCents} >= 0 AND ${t.minutes} > 0`),
  ],
);

/**
 * Where an artist receives mail (migration 0062): the recipient's address the T4A slip prints. Private: only the
 * artist and the agency's bookkeeping read it; given with the payout details on the Earnings screen.
 */
export const artistMailingAddresses = pgTable(
  "artist_mailing_addresses",
  {
    artistId: keyedBy("artist_id", () => artists.id),
    street: text("street").notNull(),
    city: text("city").notNull(),
    province: text("province", { enum: PROVINCES }).notNull(),
    postalCode: text("postal_code").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf("artist_mailing_addresses_province_check", t.province, PROVINCES)],
);
