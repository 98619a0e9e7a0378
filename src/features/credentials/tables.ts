import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, oneOf } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";
import { jobs } from "../jobs/tables.ts";
import { CREDENTIAL_STATUSES } from "./credentials.contract.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/** The kinds of credential the agency records, each valid `validityMonths` from its issue date (migration 0045 seeds two). */
export const credentialKinds = pgTable(
  "credential_kinds",
  {
    key: text("key").primaryKey(),
    name: text("name").notNull(),
    nameFr: text("name_fr").notNull(),
    validityMonths: integer("validity_months").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("credential_kinds_key_check", sql`${t.key} ~ '^[a-z][a-z0-9_]{1,39}$'`),
    check("credential_kinds_validity_check", sql`${t.validityMonths} between 1 and 240`),
  ],
);

/**
 * An artist's credential: its kind, issue date and document (a private file). The agency verifies it, which
 * sets `expiresOn` (the first day it no longer holds), or refuses it with a reason.
 */
export const artistCredentials = pgTable(
  "artist_credentials",
  {
    id: id(),
    artistId: belongsTo("artist_id", () => artists.id),
    kind: text("kind")
      .notNull()
      .references(() => credentialKinds.key),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    documentKey: text("document_key").notNull(),
    documentType: text("document_type").notNull(),
    status: text("status", { enum: CREDENTIAL_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    expiresOn: date("expires_on", { mode: "string" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("artist_credentials_artist_idx").on(t.artistId, t.kind, t.status, t.expiresOn),
    index("artist_credentials_status_idx").on(t.status, t.createdAt),
    // The roster's badges and facet read the credentials holding today, by kind (migration 0057).
    index("artist_credentials_valid_idx").on(t.kind, t.expiresOn, t.artistId).where(sql`${t.status} = 'verified'`),
    oneOf("artist_credentials_status_check", t.status, CREDENTIAL_STATUSES),
    check("artist_credentials_verified_check", sql`(${t.status} = 'verified') = (${t.expiresOn} IS NOT NULL)`),
  ],
);

/**
 * The reminders sent before a verified credential runs out, one row per credential and stage (60, 30 or 7 days
 * before): the scheduler of every instance tries to insert it, and only the instance whose insert wrote the row
 * sends (migration 0057).
 */
export const credentialReminders = pgTable(
  "credential_reminders",
  {
    credentialId: belongsTo("credential_id", () => artistCredentials.id),
    daysBefore: smallint("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.daysBefore] }), check("credential_reminders_days_check", sql`${t.daysBefore} in (60, 30, 7)`)],
);

/**
 * A confirmed booking whose artist's required credential no longer holds on one of its coming sessions
 * (`first_day`, the first such session), flagged to the agency once per booking and artist: claimed as the
 * reminders are (migration 0057).
 */
export const lapsedBookingFlags = pgTable(
  "lapsed_booking_flags",
  {
    jobId: belongsTo("job_id", () => jobs.id),
    artistId: belongsTo("artist_id", () => artists.id),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    flaggedAt: timestamp("flagged_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.artistId] })],
);
