import { and, desc, eq, exists, getTableName, gte, inArray, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { artists, artistStyles, clients, jobs, users } from "../../db/schema.ts";
import type { ConfirmedJob, Job, JobInput } from "../contracts/jobs.ts";
import type { PageRequest, Paged } from "../contracts/pagination.ts";
import type { SessionUser } from "../contracts/roles.ts";
import { AGENCY_TIME_ZONE } from "../i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import type { FileStore } from "../storage/file-store.ts";
import { artistLookupNames, fromStylesOf } from "./artists.ts";
import { inLocale, inLocaleSql } from "./catalog.ts";
import { requireClient } from "./clients.ts";
import { conflict, invalid, notFound } from "./errors.ts";
import type { EventPublisher } from "./events.ts";
import { paginate } from "./paging.ts";

export type JobRow = typeof jobs.$inferSelect;

/** The columns a job shows on the wire: lists select these, not the whole row (less to read and decode). */
export const jobColumns = {
  id: jobs.id,
  studioName: jobs.studioName,
  style: jobs.style,
  rate: jobs.rate,
  city: jobs.city,
  postalCode: jobs.postalCode,
  address: jobs.address,
  description: jobs.description,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  startTime: jobs.startTime,
  endTime: jobs.endTime,
  createdAt: jobs.createdAt,
  status: jobs.status,
};

/** The outer query's job style, always qualified (see `outerArtistId`): inside the subquery below a bare "name" is the style's. */
const outerJobStyle = sql.raw(`"${getTableName(jobs)}"."style"`);

/**
 * A job's style as a reader of `locale` sees it (issue 18): jobs keep the style's
 * English name (offers match on it), shown as the style's French name where it has
 * one; a style since removed from the list keeps the name the job has.
 */
export function jobStyleIn(locale: Locale = DEFAULT_LOCALE): SQL<string> {
  if (locale === DEFAULT_LOCALE) return sql<string>`${jobs.style}`;
  return sql<string>`coalesce((select ${inLocaleSql(locale, artistStyles.name, artistStyles.nameFr)} from ${artistStyles}
    where ${artistStyles.name} = ${outerJobStyle}), ${outerJobStyle})`;
}

/** `jobColumns` with the style named in `locale`; English is `jobColumns` itself. */
export const jobColumnsIn = (locale: Locale = DEFAULT_LOCALE) => (locale === DEFAULT_LOCALE ? jobColumns : { ...jobColumns, style: jobStyleIn(locale) });

/** A job row as SPEC §3 puts it on the wire. */
export function toJob(row: Pick<JobRow, keyof typeof jobColumns>): Job {
  return {
    _id: row.id,
    studioName: row.studioName,
    style: row.style,
    rate: row.rate,
    city: row.city,
    postalCode: row.postalCode,
    address: row.address,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

/**
 * `toJob` in SQL: one job as a JSON object, for lists PostgreSQL serializes
 * itself (the artist's offers), its style named in `locale`. The same keys and
 * formats: job-offers.test.ts holds the two to each other.
 */
export const jobJsonIn = (locale: Locale) => sql<Job>`json_build_object(
  '_id', ${jobs.id}, 'studioName', ${jobs.studioName}, 'style', ${jobStyleIn(locale)}, 'rate', ${jobs.rate},
  'city', ${jobs.city}, 'postalCode', ${jobs.postalCode}, 'address', ${jobs.address}, 'description', ${jobs.description},
  'startDate', ${jobs.startDate}, 'endDate', ${jobs.endDate}, 'startTime', ${jobs.startTime}, 'endTime', ${jobs.endTime},
  'createdAt', to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', ${jobs.status})`;

/** `jobJsonIn` in English: the names jobs keep. */
export const jobJson = jobJsonIn(DEFAULT_LOCALE);

/** A job's first day and start time, in the agency's zone, as an instant. */
export const jobStartsAt = sql`((${jobs.startDate} + ${jobs.startTime}::time) at time zone ${AGENCY_TIME_ZONE})`;

/** A job's last day and end time, in the agency's zone, as an instant: a job is over once it passed. */
export const jobEndsAt = sql`((${jobs.endDate} + ${jobs.endTime}::time) at time zone ${AGENCY_TIME_ZONE})`;

/** Today's date (YYYY-MM-DD) in the server's zone: jobs ending before it are no longer offered. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * DESIGN §4: the jobs offered to an artist are pending, in one of the artist's
 * styles, and not yet ended. (The offers list also drops the jobs the artist
 * already opted in to; the detail view still shows them.)
 */
export function offeredTo(artistId: string | SQL, on: string | Placeholder = today()): SQL {
  return and(eq(jobs.status, "pending"), gte(jobs.endDate, on), exists(sql`(select 1 ${fromStylesOf(artistId)} and ${artistStyles.name} = ${jobs.style})`))!;
}

/** The columns of a confirmed job: the job and its artist (one join, no N+1), the names in `locale`. */
export const confirmedJobColumns = (locale?: Locale) => ({
  job: jobs,
  style: jobStyleIn(locale),
  artistId: artists.id,
  artistName: users.name,
  headshotKey: artists.headshotKey,
  artistStyle: artistLookupNames("styles", locale),
});

export function toConfirmedJob(
  row: { job: JobRow; style: string; artistId: string; artistName: string; headshotKey: string; artistStyle: string[] },
  files: FileStore,
): ConfirmedJob {
  return {
    ...toJob({ ...row.job, style: row.style }),
    artistId: row.artistId,
    username: row.artistName,
    artistheadshot: files.publicUrl(row.headshotKey),
    artistStyle: row.artistStyle,
    confirmedAt: row.job.confirmedAt?.toISOString() ?? null,
  };
}

/** Confirmed jobs (with their artist) matching `where`, named in `locale`; the base of every "confirmed" list and view. */
export function selectConfirmedJobs(db: Database, where: SQL | undefined, locale?: Locale) {
  return db
    .select(confirmedJobColumns(locale))
    .from(jobs)
    .innerJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(inArray(jobs.status, ["confirmed", "completed"]), where));
}

/**
 * `GET /job/detail/:id` (DESIGN §4): the owning client, an approved artist while
 * the job is offered to them or they are confirmed on it, the admin. Anyone
 * else: not found.
 */
export async function getJobDetail(db: Database, viewer: SessionUser, jobId: string, locale?: Locale): Promise<Job> {
  const [row] = await db
    .select(jobColumnsIn(locale))
    .from(jobs)
    .where(and(eq(jobs.id, jobId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound("api.job.notFound");
  return toJob(row);
}

function visibleTo(viewer: SessionUser): SQL | undefined {
  switch (viewer.role) {
    case "admin":
      return undefined;
    case "client":
      return ownedByClientUser(viewer.userId);
    case "artist": {
      const approved = sql`(select ${artists.id} from ${artists} where ${artists.userId} = ${viewer.userId} and ${artists.status} = 'approved')`;
      return sql`(${jobs.confirmedArtistId} = ${approved} or (${offeredTo(approved)}))`;
    }
  }
}

/** Jobs posted by the studio of a client account. */
function ownedByClientUser(userId: string): SQL {
  return sql`${jobs.clientId} in (select ${clients.id} from ${clients} where ${clients.userId} = ${userId})`;
}

/**
 * A client posts a job (SPEC §4): it needs a studio profile, a listed style and a start date from today on.
 * The reply names the style in `locale`.
 */
export async function postJob(
  db: Database,
  events: EventPublisher,
  userId: string,
  input: JobInput,
  on: string = today(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Job> {
  const client = await requireClient(db, userId);
  // The style as listed in English or in French (a French booking form lists the French names); the job keeps the
  // English name, which offers match on.
  const wanted = input.style.toLowerCase();
  const [style] = await db
    .select({ name: artistStyles.name, nameFr: artistStyles.nameFr })
    .from(artistStyles)
    .where(sql`lower(${artistStyles.name}) = ${wanted} or lower(trim(${artistStyles.nameFr})) = ${wanted}`)
    .orderBy(sql`lower(${artistStyles.name}) = ${wanted} desc`)
    .limit(1);
  if (!style) throw invalid("api.job.badStyle");
  if (input.startDate < on) throw invalid("api.job.startInPast");
  const [row] = await db
    .insert(jobs)
    .values({ ...input, style: style.name, clientId: client.id })
    .returning();
  events.publish({ type: "job.posted", jobId: row!.id, clientUserId: userId });
  return { ...toJob(row!), style: inLocale(locale, style.name, style.nameFr) };
}

/** The client's booking requests: its pending jobs, newest first, styles named in `locale`. */
export async function listClientPendingJobs(db: Database, userId: string, page?: PageRequest, locale?: Locale): Promise<Paged<Job>> {
  const query = db
    .select(jobColumnsIn(locale))
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), ownedByClientUser(userId)))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.createdAt), desc(jobs.id)], page);
  return { items: rows.map(toJob), total };
}

/** The client's bookings: its confirmed and completed jobs with their artist, latest start first, names in `locale`. */
export async function listClientConfirmedJobs(
  db: Database,
  files: FileStore,
  userId: string,
  page?: PageRequest,
  locale?: Locale,
): Promise<Paged<ConfirmedJob>> {
  const query = selectConfirmedJobs(db, ownedByClientUser(userId), locale).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.startDate), desc(jobs.id)], page);
  return { items: rows.map((r) => toConfirmedJob(r, files)), total };
}

/** One of the client's bookings with its artist; anyone else's is not found. */
export async function getClientConfirmedJob(db: Database, files: FileStore, userId: string, jobId: string, locale?: Locale): Promise<ConfirmedJob> {
  const [row] = await selectConfirmedJobs(db, and(eq(jobs.id, jobId), ownedByClientUser(userId)), locale).limit(1);
  if (!row) throw notFound("api.job.notFound");
  return toConfirmedJob(row, files);
}

/** DESIGN §4: a client may cancel its own pending job, and nothing else. */
export async function cancelClientJob(db: Database, events: EventPublisher, userId: string, jobId: string, locale?: Locale): Promise<Job> {
  const [own] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ownedByClientUser(userId)))
    .limit(1);
  if (!own) throw notFound("api.job.notFound");
  // Conditional on the status, so a confirm racing with this cancel cannot both win.
  const [row] = await db
    .update(jobs)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "pending")))
    .returning(jobColumnsIn(locale));
  if (!row) throw conflict("api.job.onlyPendingCancel");
  events.publish({ type: "job.cancelled", jobId, by: "client" });
  return toJob(row);
}
