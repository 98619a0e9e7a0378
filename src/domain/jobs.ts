import { and, desc, eq, exists, gte, inArray, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { artists, artistStyles, clients, jobs, users } from "../../db/schema.ts";
import type { ConfirmedJob, Job, JobInput } from "../contracts/jobs.ts";
import type { PageRequest, Paged } from "../contracts/pagination.ts";
import type { SessionUser } from "../contracts/roles.ts";
import type { FileStore } from "../storage/file-store.ts";
import { artistStyleNames, fromStylesOf } from "./artists.ts";
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
 * itself (the artist's offers). The same keys and formats: job-offers.test.ts
 * holds the two to each other.
 */
export const jobJson = sql<Job>`json_build_object(
  '_id', ${jobs.id}, 'studioName', ${jobs.studioName}, 'style', ${jobs.style}, 'rate', ${jobs.rate},
  'city', ${jobs.city}, 'postalCode', ${jobs.postalCode}, 'address', ${jobs.address}, 'description', ${jobs.description},
  'startDate', ${jobs.startDate}, 'endDate', ${jobs.endDate}, 'startTime', ${jobs.startTime}, 'endTime', ${jobs.endTime},
  'createdAt', to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', ${jobs.status})`;

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

/** The columns of a confirmed job: the job and its artist (one join, no N+1). */
export const confirmedJobColumns = {
  job: jobs,
  artistId: artists.id,
  artistName: users.name,
  headshotKey: artists.headshotKey,
  artistStyle: artistStyleNames,
};

export function toConfirmedJob(
  row: { job: JobRow; artistId: string; artistName: string; headshotKey: string; artistStyle: string[] },
  files: FileStore,
): ConfirmedJob {
  return {
    ...toJob(row.job),
    artistId: row.artistId,
    username: row.artistName,
    artistheadshot: files.publicUrl(row.headshotKey),
    artistStyle: row.artistStyle,
    confirmedAt: row.job.confirmedAt?.toISOString() ?? null,
  };
}

/** Confirmed jobs (with their artist) matching `where`; the base of every "confirmed" list and view. */
export function selectConfirmedJobs(db: Database, where: SQL | undefined) {
  return db
    .select(confirmedJobColumns)
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
export async function getJobDetail(db: Database, viewer: SessionUser, jobId: string): Promise<Job> {
  const [row] = await db
    .select()
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

/** A client posts a job (SPEC §4): it needs a studio profile, a listed style and a start date from today on. */
export async function postJob(db: Database, events: EventPublisher, userId: string, input: JobInput, on: string = today()): Promise<Job> {
  const client = await requireClient(db, userId);
  // The style as listed in English or in French (a French booking form lists the French names); the job keeps the
  // English name, which offers match on.
  const wanted = input.style.toLowerCase();
  const [style] = await db
    .select({ name: artistStyles.name })
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
  return toJob(row!);
}

/** The client's booking requests: its pending jobs, newest first. */
export async function listClientPendingJobs(db: Database, userId: string, page?: PageRequest): Promise<Paged<Job>> {
  const query = db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), ownedByClientUser(userId)))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.createdAt), desc(jobs.id)], page);
  return { items: rows.map(toJob), total };
}

/** The client's bookings: its confirmed and completed jobs with their artist, latest start first. */
export async function listClientConfirmedJobs(db: Database, files: FileStore, userId: string, page?: PageRequest): Promise<Paged<ConfirmedJob>> {
  const query = selectConfirmedJobs(db, ownedByClientUser(userId)).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.startDate), desc(jobs.id)], page);
  return { items: rows.map((r) => toConfirmedJob(r, files)), total };
}

/** One of the client's bookings with its artist; anyone else's is not found. */
export async function getClientConfirmedJob(db: Database, files: FileStore, userId: string, jobId: string): Promise<ConfirmedJob> {
  const [row] = await selectConfirmedJobs(db, and(eq(jobs.id, jobId), ownedByClientUser(userId))).limit(1);
  if (!row) throw notFound("api.job.notFound");
  return toConfirmedJob(row, files);
}

/** DESIGN §4: a client may cancel its own pending job, and nothing else. */
export async function cancelClientJob(db: Database, events: EventPublisher, userId: string, jobId: string): Promise<Job> {
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
    .returning();
  if (!row) throw conflict("api.job.onlyPendingCancel");
  events.publish({ type: "job.cancelled", jobId, by: "client" });
  return toJob(row);
}
