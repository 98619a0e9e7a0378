import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";
import { artists } from "../artists/tables.ts";
import { clients } from "../studios/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    clientId: belongsTo("client_id", () => clients.id),
    studioName: text("studio_name").notNull(),
    style: text("style").notNull(),
    /** Dollars per hour. */
    rate: numeric("rate", { precision: 10, scale: 2, mode: "number" }).notNull(),
    /**
     * The artist's pay in cents per hour, set when the agency confirms (migration 0051); null before, and then the
     * artist is shown the default it would get (`artistRateCentsSql`). Studios never see it.
     */
    artistRateCents: integer("artist_rate_cents"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Weekly classes: the days of the week the job meets (0 Sunday, as in JavaScript); null: every day. */
    weekdays: smallint("weekdays").array(),
    /** `draft`: a duplicate only its studio sees, until the studio posts it (then `pending`); see SPEC §4. */
    status: text("status", { enum: ["draft", "pending", "confirmed", "completed", "cancelled"] })
      .notNull()
      .default("pending"),
    /** Set by the admin's confirm; the agency may reassign the job to another applicant. */
    confirmedArtistId: uuid("confirmed_artist_id").references(() => artists.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    /**
     * The job's calendar version (RFC 5545 SEQUENCE): bumped by a trigger
     * (db/migrations/0027_job_calendar_sequence_trigger.sql) whenever a column a calendar
     * shows changes, whoever writes it. The agency's reschedule checks it to refuse a stale edit.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** The zone its dates and times are read in (migration 0040, `zoneOfJob` in src/platform/places/time-zones.ts): its studio's province's. */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    /** Taught to children: only an artist with a valid vulnerable sector check is offered it (src/features/offers/matching.ts). */
    withMinors: boolean("with_minors").notNull().default(false),
    /** The studio asks for a valid first-aid certificate. */
    requiresFirstAid: boolean("requires_first_aid").notNull().default(false),
    /** Posted to start within 48 hours (`isUrgent`, decided at posting): first in the artists' offers, pushed at high urgency. */
    urgent: boolean("urgent").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_client_status_idx").on(t.clientId, t.status),
    index("jobs_status_style_idx").on(t.status, t.style, t.endDate),
    // Pending jobs by age, read backwards for "newest first": an artist's offers page stops after its rows instead of sorting them all.
    index("jobs_status_created_idx").on(t.status, t.createdAt, t.id),
    // The artists' offers: urgent first, then the newest (src/features/offers/job-offers.ts).
    index("jobs_status_urgent_created_idx").on(t.status, t.urgent, t.createdAt, t.id),
    // Every job by age, for the admin's list of all statuses: a page reads its rows, not a sort of the whole table.
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_confirmed_artist_idx").on(t.confirmedArtistId),
    check("jobs_status_check", sql`${t.status} in ('draft', 'pending', 'confirmed', 'completed', 'cancelled')`),
    check("jobs_rate_check", sql`${t.rate} > 0`),
    check("jobs_artist_rate_check", sql`${t.artistRateCents} IS NULL OR ${t.artistRateCents} >= 0`),
    check("jobs_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("jobs_weekdays_check", sql`${t.weekdays} IS NULL OR (cardinality(${t.weekdays}) between 1 and 7 AND ${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[])`),
  ],
);

/** A session of a job the studio or the agency called off (the job itself goes on); `date` is the day it starts. */
export const jobSessionCancellations = pgTable(
  "job_session_cancellations",
  {
    jobId: belongsTo("job_id", () => jobs.id),
    date: date("date", { mode: "string" }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.date] })],
);

/**
 * The artists a studio named when posting a job: the agency sees them first
 * among the applicants, and they hear of the job even when their styles do not match.
 */
export const jobPreferredArtists = pgTable(
  "job_preferred_artists",
  {
    jobId: belongsTo("job_id", () => jobs.id),
    artistId: belongsTo("artist_id", () => artists.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.artistId] }), index("job_preferred_artists_artist_idx").on(t.artistId)],
);
