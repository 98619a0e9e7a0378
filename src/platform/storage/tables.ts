import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * A private file kept before sealing began, being sealed by one instance (src/platform/storage/seal-pass.ts):
 * the row is claimed before, and removed after. A claim older than ten minutes is an instance
 * that stopped half-way, and is taken over.
 */
export const fileSealClaims = pgTable("file_seal_claims", {
  key: text("key").primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
