import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { artists, jobs } from "../../../db/schema.ts";
import type { ApplicantClash } from "./admin.contract.ts";
import { msg } from "../../platform/i18n/api-messages.ts";
import { conflict } from "../../platform/errors.ts";
import { firstOverlap, type JobSession, jobScheduleColumns, jobSessions } from "../jobs/index.ts";

/** A job an artist is booked on whose sessions overlap another's: what the console and the 409 name. */
export type Clash = ApplicantClash;

/** A job's schedule and its called-off days, read together. */
const scheduleColumns = {
  id: jobs.id,
  studioName: jobs.studioName,
  style: jobs.style,
  confirmedArtistId: jobs.confirmedArtistId,
  ...jobScheduleColumns,
};

/** The sessions of one job, or null when there is no such job. */
export async function sessionsOfJob(db: Queryable, jobId: string): Promise<JobSession[] | null> {
  const [row] = await db.select(scheduleColumns).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row ? jobSessions(row) : null;
}

/**
 * For each artist, the first job it is booked on (confirmed, not yet over) whose held sessions overlap `sessions`,
 * `exceptJobId` aside (the job being booked). Only bookings whose dates come within a day of the sessions are read:
 * a session past midnight reaches the next morning.
 */
export async function clashesOf(
  db: Queryable,
  artistIds: readonly string[],
  sessions: readonly JobSession[],
  exceptJobId: string,
): Promise<Map<string, Clash>> {
  const clashes = new Map<string, Clash>();
  const held = sessions.filter((s) => s.status === "scheduled");
  if (artistIds.length === 0 || held.length === 0) return clashes;
  const first = held[0]!.date;
  const last = held.at(-1)!.date;
  const booked = await db
    .select(scheduleColumns)
    .from(jobs)
    .where(
      and(
        inArray(jobs.confirmedArtistId, [...artistIds]),
        eq(jobs.status, "confirmed"),
        ne(jobs.id, exceptJobId),
        sql`${jobs.startDate} <= ${last}::date + 1 and ${jobs.endDate} + 1 >= ${first}::date`,
      ),
    )
    .orderBy(jobs.startDate, jobs.id);
  for (const job of booked) {
    const artistId = job.confirmedArtistId!;
    if (clashes.has(artistId)) continue;
    const overlap = firstOverlap(jobSessions(job), held);
    if (overlap) clashes.set(artistId, { jobId: job.id, studioName: job.studioName, style: job.style, date: overlap[0].date });
  }
  return clashes;
}

/** The job an artist is booked on that overlaps `sessions`, or null. */
export async function clashOf(db: Queryable, artistId: string, sessions: readonly JobSession[], exceptJobId: string): Promise<Clash | null> {
  return (await clashesOf(db, [artistId], sessions, exceptJobId)).get(artistId) ?? null;
}

/** The 409 naming the clashing booking: to the artist itself (`self`) or to the agency. */
export const clashConflict = (clash: Clash, self: boolean) =>
  conflict(msg(self ? "api.job.clashSelf" : "api.job.clash", { style: clash.style, studio: clash.studioName, date: clash.date }));

/**
 * Holds the artist's row until the transaction ends: bookings of one artist are made one at a time, so of two
 * confirms on overlapping jobs the second reads the first's booking and is refused. (`no key update`: rows that only
 * refer to the artist, such as its opt-ins, are not held up.)
 */
export async function lockArtistBookings(tx: Queryable, artistId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${artists} where ${artists.id} = ${artistId} for no key update`);
}
