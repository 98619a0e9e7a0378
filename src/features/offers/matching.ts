import { and, eq, exists, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { artistStyles, artists, clients, jobs, users } from "../../../db/schema.ts";
import type { ArtistAvailability } from "../availability/index.ts";
import type { Province } from "../../platform/contract/places.ts";
import { zoneInstant } from "../../platform/places/clock-rules.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import { readAvailabilities } from "../availability/index.ts";
import { artistStyleNames, fromStylesOf, outerArtistId } from "../artists/index.ts";
import { isFreeFor, type Session } from "../availability/index.ts";
import { type JobSchedule, jobScheduleColumns, jobSessions, scheduledSessions } from "../jobs/index.ts";
import { type JobPlace, reachesPlace } from "../../platform/places/places.ts";
import { zoneDateSql } from "../../platform/places/zone-sql.ts";
import { type CredentialNeeds, type HeldCredential, heldCredentialsSql, missingCredentials, VULNERABLE_SECTOR_CHECK } from "../credentials/index.ts";

/**
 * The matching rule (booking rules): which artists a job is for. One rule for the
 * artist's offers and their count, the `job.matching` notification, the opt-in, and
 * the agency's applicants and confirm: an approved artist with an active account,
 * whose styles include the job's style, whose travel distance reaches the job's place
 * (`reachesPlace`: an unknown place, or no distance given, reaches), who is free
 * for every session of the job (`isFreeFor`: weekly hours and blackouts) and who holds the
 * credentials the job requires, verified and valid through its last session
 * (`missingCredentials`: a vulnerable sector check for a job with minors, first aid when asked).
 *
 * Lists run its first parts in SQL (`openJob`, `eligibleArtist`, `hasStyleSql`) and the
 * rest (`restOfRule`) in TypeScript over the rows they narrowed to; a single job is
 * checked by `mismatchOf`, the same parts in TypeScript. The grid test in
 * matching.test.ts holds the offers, the notified artists and `mismatchOf` to one answer.
 */

/** What the rule reads of an artist. */
export interface MatchingArtist {
  id: string;
  userId: string;
  status: "pending" | "approved" | "rejected";
  accountStatus: string;
  /** Its styles' English names (what jobs keep). */
  styles: readonly string[];
  city: string | null;
  province: Province | null;
  travelKm: number | null;
  availability: ArtistAvailability;
  /** Its verified credentials. */
  credentials: HeldCredential[];
}

/** What the rule reads of a job: its style, its place (the studio's province, else its postal code's) and its sessions. */
export interface MatchingJob extends JobSchedule, CredentialNeeds {
  style: string;
  city: string;
  postalCode: string;
  province: Province | null;
}

/** Why an artist does not match a job, the first part that fails in the rule's order. */
export type Mismatch = "not_approved" | "style" | "travel" | "availability" | CredentialMismatch;

/** The credentials an artist lacks for a job: the check, first aid, or both. */
export type CredentialMismatch = "no_check" | "no_first_aid" | "no_check_or_first_aid";

// ---- The parts in SQL (lists and counts) ----

/** A job still offered: posted and pending, not ended before `on`. */
/**
 * Whether a job's last day is today or later by its own zone's clock at `now`. Every Canadian zone's date is UTC's
 * or the day before, so the first bound (the same for every job) lets the indexes on the end date narrow the rows.
 */
export function notEndedOn(now: Date | Placeholder = new Date()): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  const utcDate = sql`(${at}::timestamptz at time zone 'UTC')::date`;
  // Only a job ending the day before UTC's date needs its zone's date (read last: most jobs end later).
  return sql`(${jobs.endDate} >= ${utcDate} - 1 and (${jobs.endDate} >= ${utcDate} or ${jobs.endDate} >= ${zoneDateSql(jobs.timeZone, sql`${at}::timestamptz`)}))`;
}

/** A job still open to artists at `now`: pending, and not ended by its own zone's clock. */
export const openJob = (now: Date | Placeholder = new Date()): SQL => and(eq(jobs.status, "pending"), notEndedOn(now))!;

/** An approved artist whose account is active (the query joins `users` on the artist's user). */
export const eligibleArtist: SQL = and(eq(artists.status, "approved"), eq(users.status, "active"))!;

/** A style (by default the job's of the query) is one of the artist's. */
export const hasStyleSql = (artistId: string | SQL, style: string | SQL = sql`${jobs.style}`): SQL =>
  exists(sql`(select 1 ${fromStylesOf(artistId)} and ${artistStyles.name} = ${style})`);

// ---- The parts in TypeScript (one artist, one job) ----

const eligible = (artist: MatchingArtist) => artist.status === "approved" && artist.accountStatus === "active";

const hasStyle = (artist: MatchingArtist, job: MatchingJob) => artist.styles.includes(job.style);

/** Whether the artist's travel distance reaches a job's place (a job, or a place of `jobPlaceColumns`). */
export const reachesJobPlace = (artist: MatchingArtist, place: JobPlace): boolean => reachesPlace(artist, place);

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The job's sessions still held (`jobSessions`) as instants of the job's zone: an end at or before the start is the next morning. */
export function sessionsOf(job: MatchingJob): Session[] {
  const zone = job.timeZone ?? AGENCY_TIME_ZONE;
  return scheduledSessions(jobSessions(job)).map(({ date, startTime, endTime }) => ({
    startsAt: zoneInstant(zone, date, startTime),
    endsAt: zoneInstant(zone, endTime <= startTime ? nextDay(date) : date, endTime),
    zone,
  }));
}

const isFree = (artist: MatchingArtist, job: MatchingJob) => isFreeFor(artist.availability, sessionsOf(job));

/** Which required credentials the artist lacks for every session of the job, or null when it holds them all. */
function credentialMismatch(artist: MatchingArtist, job: MatchingJob): CredentialMismatch | null {
  if (!job.withMinors && !job.requiresFirstAid) return null;
  const lastDay = scheduledSessions(jobSessions(job)).at(-1)?.date;
  const missing = missingCredentials(artist.credentials, job, lastDay);
  if (missing.length === 2) return "no_check_or_first_aid";
  if (missing.length === 0) return null;
  return missing[0] === VULNERABLE_SECTOR_CHECK ? "no_check" : "no_first_aid";
}

/** The parts the SQL leaves to TypeScript: the travel reach, being free and the credentials. */
export const restOfRule = (artist: MatchingArtist, job: MatchingJob): boolean =>
  reachesJobPlace(artist, job) && isFree(artist, job) && credentialMismatch(artist, job) === null;

/** Whether the artist's weekly hours or blackouts can leave out a job (the one part lists cannot ask once per place). */
export const availabilityNarrows = (artist: Pick<MatchingArtist, "availability">): boolean =>
  artist.availability.weekly.length > 0 || artist.availability.blackouts.length > 0;

/** The rule for one artist and one job (whether the job is still open is the caller's): null when it matches, else the first part that fails. */
export function mismatchOf(artist: MatchingArtist, job: MatchingJob): Mismatch | null {
  if (!eligible(artist)) return "not_approved";
  if (!hasStyle(artist, job)) return "style";
  if (!reachesJobPlace(artist, job)) return "travel";
  if (!isFree(artist, job)) return "availability";
  return credentialMismatch(artist, job);
}

/**
 * Whether the agency may book the artist on the job: the rule, except that an artist the
 * studio named (a preferred artist) may be booked whatever its styles and reach; being
 * approved, active and free, and the credentials the job requires, still hold.
 */
export function bookingMismatchOf(artist: MatchingArtist, job: MatchingJob, preferred: boolean): Mismatch | null {
  if (!preferred) return mismatchOf(artist, job);
  if (!eligible(artist)) return "not_approved";
  if (!isFree(artist, job)) return "availability";
  return credentialMismatch(artist, job);
}

// ---- Loading ----

/** The job's columns the rule reads, its studio's province with them (the query joins `clients`). */
export const matchingJobColumns = {
  style: jobs.style,
  city: jobs.city,
  postalCode: jobs.postalCode,
  province: clients.province,
  withMinors: jobs.withMinors,
  requiresFirstAid: jobs.requiresFirstAid,
  ...jobScheduleColumns,
};

/** The SQL for a job's postal code as the reach reads it: only when its studio has no province, and then only the first three characters (all `provinceOfPostalCode` reads). */
const postalCodeOfPlaceSql = sql<string>`case when ${clients.province} is null then upper(left(btrim(${jobs.postalCode}), 3)) else '' end`;

/**
 * Where a job is, as the travel reach reads it (the query joins `clients`): lists group open jobs by it, so the
 * reach is asked once per place rather than once per job, and keep the reachable places by `jobPlaceKeySql`.
 */
export const jobPlaceColumns = { city: jobs.city, province: clients.province, postalCode: postalCodeOfPlaceSql };

/** One text per place of `jobPlaceColumns` (unit separators between its parts). */
export const jobPlaceKeySql = sql<string>`(${jobs.city} || chr(31) || coalesce(${clients.province}, '') || chr(31) || ${postalCodeOfPlaceSql})`;

/** One job as the rule reads it, or null when there is none. */
export async function loadMatchingJob(db: Queryable, jobId: string): Promise<MatchingJob | null> {
  const [job] = await db.select(matchingJobColumns).from(jobs).innerJoin(clients, eq(clients.id, jobs.clientId)).where(eq(jobs.id, jobId)).limit(1);
  return job ?? null;
}

/** Artists as the rule reads them, with their availability, those matching `where` (the query joins `users`). */
export async function loadMatchingArtists(db: Queryable, where: SQL): Promise<MatchingArtist[]> {
  const rows = await db
    .select({
      id: artists.id,
      userId: artists.userId,
      status: artists.status,
      accountStatus: users.status,
      styles: artistStyleNames,
      city: artists.city,
      province: artists.province,
      travelKm: artists.travelKm,
      credentials: heldCredentialsSql,
    })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(where);
  const availability = await readAvailabilities(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, availability: availability.get(row.id)! }));
}

/** One artist as the rule reads it, or null. */
export async function loadMatchingArtist(db: Queryable, artistId: string): Promise<MatchingArtist | null> {
  const [artist] = await loadMatchingArtists(db, eq(artists.id, artistId));
  return artist ?? null;
}

/**
 * The artists an open job is for (the `job.matching` notification): the SQL parts pick the candidates, then their
 * reach and availability. A job no longer open at `now` (`openJob`) is for nobody.
 */
export async function artistsMatching(db: Queryable, jobId: string, now: Date = new Date()): Promise<MatchingArtist[]> {
  const [job] = await db
    .select(matchingJobColumns)
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(jobs.id, jobId), openJob(now)))
    .limit(1);
  if (!job) return [];
  const candidates = await loadMatchingArtists(db, and(eligibleArtist, hasStyleSql(outerArtistId, job.style))!);
  return candidates.filter((artist) => restOfRule(artist, job));
}
