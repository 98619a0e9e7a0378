import { type AnyColumn, and, desc, eq, getTableName, inArray, isNull, ne, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artists, artistStyles, clients, jobApplications, jobPreferredArtists, jobs, users } from "../../../db/schema.ts";
import {
  type BookingStatus,
  type ConfirmedJob,
  DRAFT,
  type Job,
  type JobDetail,
  type JobInput,
  type JobStatus,
  type PreferredArtist,
} from "./jobs.contract.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { artistLookupNames, rosterArtistIds } from "../artists/index.ts";
import { inLocaleSql } from "../catalogue/index.ts";
import { requireClient } from "../studios/index.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { jobSessions } from "./job-sessions.ts";
import { artistRateSql, cancelledDatesOfJob, outerJobId } from "./job-columns.ts";
import { hasStyleSql, notEndedOn, openJob } from "../offers/index.ts";
import { paginate } from "../../platform/db/paging.ts";
import { dateIn, zoneOfJob } from "../../platform/places/time-zones.ts";
import type { Province } from "../../platform/contract/places.ts";
import { zoneInstantSql } from "../../platform/places/zone-sql.ts";
import { isUrgent } from "./urgency.ts";

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
  weekdays: jobs.weekdays,
  createdAt: jobs.createdAt,
  status: jobs.status,
  timeZone: jobs.timeZone,
  withMinors: jobs.withMinors,
  requiresFirstAid: jobs.requiresFirstAid,
  urgent: jobs.urgent,
};

/** The outer query's job style, always qualified (see `outerArtistId`): inside the subquery below a bare "name" is the style's. */
const outerJobStyle = sql.raw(`"${getTableName(jobs)}"."style"`);

/** A job's preferred artists with their names, by name, as one correlated aggregate of the outer query's job. */
export const preferredArtistsOfJob = sql<PreferredArtist[]>`coalesce((
  select json_agg(json_build_object('id', pa.id, 'name', pu.name) order by pu.name, pa.id)
  from ${jobPreferredArtists} pp join ${artists} pa on pa.id = pp.artist_id join ${users} pu on pu.id = pa.user_id
  where pp.job_id = ${outerJobId}), '[]'::json)`;

/** A job's sessions from its row and its called-off days, as the wire carries them (in the job's zone, which the job names once). */
export const sessionsOf = (
  { startDate, endDate, startTime, endTime, weekdays }: Pick<JobRow, "startDate" | "endDate" | "startTime" | "endTime" | "weekdays">,
  cancelledDates: readonly string[],
) => jobSessions({ startDate, endDate, startTime, endTime, weekdays, cancelledDates });

/** Whether the studio named `artistId` when posting the outer query's job. */
export const preferredOnJob = (artistId: string | SQL) =>
  sql<boolean>`exists (select 1 from ${jobPreferredArtists} where ${jobPreferredArtists.jobId} = ${outerJobId} and ${jobPreferredArtists.artistId} = ${artistId})`;

/**
 * A job's style as a reader of `locale` sees it: jobs keep the style's
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

/** What an artist reads of a job: `jobColumnsIn`, its `rate` the artist's own pay, never the studio's bill rate. */
export const artistJobColumnsIn = (locale: Locale = DEFAULT_LOCALE) => ({ ...jobColumnsIn(locale), rate: artistRateSql });

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
    weekdays: row.weekdays,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    timeZone: row.timeZone,
    withMinors: row.withMinors,
    requiresFirstAid: row.requiresFirstAid,
    urgent: row.urgent,
  };
}

/**
 * `toJob` in SQL: one job as a JSON object, for lists PostgreSQL serializes
 * itself (the artist's offers), its style named in `locale`, its `rate` the one given (an artist's pay,
 * `artistRateSql`). The same keys and formats: job-offers.test.ts holds the two to each other.
 */
export const jobJsonIn = (locale: Locale, rate: SQL | typeof jobs.rate = jobs.rate) => sql<Job>`json_build_object(
  '_id', ${jobs.id}, 'studioName', ${jobs.studioName}, 'style', ${jobStyleIn(locale)}, 'rate', ${rate},
  'city', ${jobs.city}, 'postalCode', ${jobs.postalCode}, 'address', ${jobs.address}, 'description', ${jobs.description},
  'startDate', ${jobs.startDate}, 'endDate', ${jobs.endDate}, 'startTime', ${jobs.startTime}, 'endTime', ${jobs.endTime},
  'weekdays', ${jobs.weekdays}, 'createdAt', to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', ${jobs.status},
  'timeZone', ${jobs.timeZone}, 'withMinors', ${jobs.withMinors}, 'requiresFirstAid', ${jobs.requiresFirstAid}, 'urgent', ${jobs.urgent})`;

/** `jobJsonIn` in English: the names jobs keep. */
export const jobJson = jobJsonIn(DEFAULT_LOCALE);

/** A job's first day and start time, in its own zone, as an instant. */
export const jobStartsAt = zoneInstantSql(jobs.timeZone, sql`(${jobs.startDate} + ${jobs.startTime}::time)`);

/** A job's last day and end time, in its own zone, as an instant: a job is over once it passed. */
export const jobEndsAt = zoneInstantSql(jobs.timeZone, sql`(${jobs.endDate} + ${jobs.endTime}::time)`);

/**
 * Today's date (YYYY-MM-DD) in the agency's zone, whatever the server's: a container runs on UTC,
 * which turns Toronto's evening into tomorrow and would refuse a job posted for today.
 */
export const today = (now = new Date()): string => agencyDate(now);

/**
 * The matching rule's SQL parts (src/features/offers/matching.ts): jobs pending, not yet ended by their zone's clock at `now`,
 * in one of the artist's styles. The offers list then keeps those within the artist's reach and availability, and
 * drops the jobs it already opted in to; the detail view still shows them.
 */
export function offeredTo(artistId: string | SQL, now: Date | Placeholder = new Date()): SQL {
  return and(openJob(now), hasStyleSql(artistId))!;
}

/**
 * What an artist may open and opt in to: its offers (`offeredTo`), and the pending jobs whose studio named it
 * (a preferred artist hears of the job whatever its styles). The offers list keeps to `offeredTo`.
 */
export function openTo(artistId: string | SQL, now: Date = new Date()): SQL {
  return sql`(${offeredTo(artistId, now)} or (${jobs.status} = 'pending' and ${notEndedOn(now)} and ${preferredOnJob(artistId)}))`;
}

/** The columns of a confirmed job: the job and its artist (one join, no N+1), the names in `locale`, the rate its reader sees. */
export const confirmedJobColumns = (locale?: Locale, reader: "studio" | "artist" = "studio") => ({
  job: jobs,
  style: jobStyleIn(locale),
  rate: reader === "artist" ? artistRateSql : sql<number>`${jobs.rate}`.mapWith(Number),
  artistId: artists.id,
  artistName: users.name,
  headshotKey: artists.headshotKey,
  artistStyle: artistLookupNames("styles", locale),
});

function toConfirmedJob(
  row: { job: JobRow; style: string; rate: number; artistId: string; artistName: string; headshotKey: string; artistStyle: string[] },
  files: FileStore,
): ConfirmedJob {
  return {
    ...toJob({ ...row.job, style: row.style, rate: row.rate }),
    artistId: row.artistId,
    username: row.artistName,
    artistheadshot: files.publicUrl(row.headshotKey),
    artistStyle: row.artistStyle,
    confirmedAt: row.job.confirmedAt?.toISOString() ?? null,
  };
}

/** Confirmed jobs (with their artist) matching `where`, named in `locale`, rated for their `reader`; the base of every "confirmed" list and view. */
export function selectConfirmedJobs(db: Database, where: SQL | undefined, locale?: Locale, reader: "studio" | "artist" = "studio") {
  return db
    .select(confirmedJobColumns(locale, reader))
    .from(jobs)
    .innerJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(inArray(jobs.status, ["confirmed", "completed"]), where));
}

type ConfirmedJobsQuery = { where: SQL | undefined; locale?: Locale; reader?: "studio" | "artist" };

/** A page of the confirmed jobs matching `where`, the latest by `latestFirst` first (then by id). */
export async function pageOfConfirmedJobs(
  db: Database,
  files: FileStore,
  { where, locale, reader, latestFirst, page }: ConfirmedJobsQuery & { latestFirst: AnyColumn; page?: PageRequest },
): Promise<Paged<ConfirmedJob>> {
  const query = selectConfirmedJobs(db, where, locale, reader).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(latestFirst), desc(jobs.id)], page);
  return { items: rows.map((r) => toConfirmedJob(r, files)), total };
}

/** The one confirmed job matching `where`; none is not found. */
export async function oneConfirmedJob(db: Database, files: FileStore, { where, locale, reader }: ConfirmedJobsQuery): Promise<ConfirmedJob> {
  const [row] = await selectConfirmedJobs(db, where, locale, reader).limit(1);
  if (!row) throw notFound("api.job.notFound");
  return toConfirmedJob(row, files);
}

/**
 * `GET /job/detail/:id`: the owning client, an approved artist while
 * the job is offered to them or they are confirmed on it, the admin. Anyone
 * else: not found.
 */
export async function getJobDetail(db: Database, viewer: SessionUser, jobId: string, locale?: Locale): Promise<JobDetail> {
  if (viewer.role === "artist") return getArtistJobDetail(db, viewer.userId, jobId, locale);
  return jobWithPreferences(db, and(eq(jobs.id, jobId), visibleTo(viewer)), locale);
}

/** The studio's and the agency's view of a job: the job and the artists the studio preferred. */
async function jobWithPreferences(db: Queryable, where: SQL | undefined, locale?: Locale): Promise<JobDetail> {
  const [row] = await db
    .select({ job: jobColumnsIn(locale), preferredArtists: preferredArtistsOfJob, cancelledDates: cancelledDatesOfJob })
    .from(jobs)
    .where(where)
    .limit(1);
  if (!row) throw notFound("api.job.notFound");
  return {
    ...toJob(row.job),
    sessions: sessionsOf(row.job, row.cancelledDates),
    preferredArtistIds: row.preferredArtists.map((a) => a.id),
    preferredArtists: row.preferredArtists,
  };
}

/** The artist's view also says when this artist opted in: its own opt-in only, never anyone else's. */
async function getArtistJobDetail(db: Database, userId: string, jobId: string, locale?: Locale): Promise<JobDetail> {
  const artistId = sql`(select ${artists.id} from ${artists} where ${artists.userId} = ${userId} and ${artists.status} = 'approved')`;
  const [row] = await db
    .select({ job: artistJobColumnsIn(locale), optedInAt: jobApplications.createdAt, cancelledDates: cancelledDatesOfJob })
    .from(jobs)
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.artistId, artistId)))
    .where(and(eq(jobs.id, jobId), sql`(${jobs.confirmedArtistId} = ${artistId} or ${openTo(artistId)})`))
    .limit(1);
  if (!row) throw notFound("api.job.notFound");
  return { ...toJob(row.job), sessions: sessionsOf(row.job, row.cancelledDates), optedInAt: row.optedInAt?.toISOString() ?? null };
}

/** The client's and the admin's view (the artist's is `getArtistJobDetail`). */
function visibleTo(viewer: SessionUser): SQL | undefined {
  // A draft is its studio's alone until posted (SPEC §4).
  return viewer.role === "admin" ? ne(jobs.status, DRAFT) : ownedByClientUser(viewer.userId);
}

/** Jobs posted by the studio of a client account. */
function ownedByClientUser(userId: string): SQL {
  return sql`${jobs.clientId} in (select ${clients.id} from ${clients} where ${clients.userId} = ${userId})`;
}

/**
 * What posting, editing and posting a draft check beyond the contract: a style of the list, named in English or in
 * French (a French booking form lists the French names), and a start from today on, today in the job's zone at
 * `now`. Resolves to the listed style.
 */
async function checkStyleAndStart(db: Database, input: Pick<JobInput, "style" | "startDate">, zone: string, now: Date) {
  const wanted = input.style.toLowerCase();
  const [style] = await db
    .select({ name: artistStyles.name, nameFr: artistStyles.nameFr })
    .from(artistStyles)
    .where(sql`lower(${artistStyles.name}) = ${wanted} or lower(trim(${artistStyles.nameFr})) = ${wanted}`)
    .orderBy(sql`lower(${artistStyles.name}) = ${wanted} desc`)
    .limit(1);
  if (!style) throw invalid("api.job.badStyle");
  if (input.startDate < dateIn(zone, now)) throw invalid("api.job.startInPast");
  return style;
}

/** The preferred artists of a job's body: each must be on the public roster. */
async function checkPreferredArtists(db: Database, ids: readonly string[]) {
  const onRoster = await rosterArtistIds(db, ids);
  if (ids.some((id) => !onRoster.has(id))) throw invalid("api.job.preferredNotOnRoster");
}

/**
 * A posted or edited job checked: its zone (the studio's province, else its postal code's), its listed style and
 * start, its preferred artists on the roster. Resolves to the style, the zone, the preferred artists and the rest.
 */
async function checkJobInput(db: Database, input: JobInput, studioProvince: Province | null, now: Date) {
  const timeZone = zoneOfJob(studioProvince, input.postalCode);
  const style = await checkStyleAndStart(db, input, timeZone, now);
  const { preferredArtistIds, ...fields } = input;
  await checkPreferredArtists(db, preferredArtistIds);
  return { style, timeZone, preferredArtistIds, fields };
}

/** Replaces a job's preferred artists with `ids`. */
async function setPreferredArtists(tx: Queryable, jobId: string, ids: readonly string[]) {
  await tx.delete(jobPreferredArtists).where(eq(jobPreferredArtists.jobId, jobId));
  if (ids.length > 0) await tx.insert(jobPreferredArtists).values(ids.map((artistId) => ({ jobId, artistId })));
}

/**
 * A client posts a job (SPEC §4): it needs a studio profile, a listed style and a start date from today on.
 * The job keeps the style's English name, which offers match on; the reply names it in `locale`.
 */
export async function postJob(
  db: Database,
  events: EventPublisher,
  { userId, input, now = new Date(), locale = DEFAULT_LOCALE }: { userId: string; input: JobInput; now?: Date; locale?: Locale },
): Promise<JobDetail> {
  const client = await requireClient(db, userId);
  const { style, timeZone, preferredArtistIds, fields } = await checkJobInput(db, input, client.province, now);
  const job = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...fields, style: style.name, clientId: client.id, timeZone, urgent: isUrgent({ ...fields, timeZone }, now) })
      .returning({ id: jobs.id });
    await setPreferredArtists(tx, row!.id, preferredArtistIds);
    return jobWithPreferences(tx, eq(jobs.id, row!.id), locale);
  });
  events.publish({ type: "job.posted", jobId: job._id, clientUserId: userId });
  return job;
}

/** One of the studio's jobs, drafts included; another studio's is not found. */
async function ownJob(db: Database, userId: string, jobId: string): Promise<JobRow> {
  const [own] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ownedByClientUser(userId)))
    .limit(1);
  if (!own) throw notFound("api.job.notFound");
  return own;
}

/** What the studio may still change: its drafts and its jobs waiting for an artist (SPEC §4). */
const EDITABLE: JobStatus[] = [DRAFT, "pending"];

/** Why a job can no longer be changed: an artist is confirmed on it, or it was cancelled. */
const locked = (status: JobStatus) => conflict(status === "cancelled" ? "api.job.lockedCancelled" : "api.job.lockedConfirmed");

/**
 * SPEC §4: the studio edits a draft, or a posted job until an artist is confirmed, with the checks of posting one.
 * A posted job's change is published (`job.changed`): the artists who opted in hear of it.
 */
export async function updateClientJob(
  db: Database,
  events: EventPublisher,
  { userId, jobId, input, now = new Date(), locale = DEFAULT_LOCALE }: { userId: string; jobId: string; input: JobInput; now?: Date; locale?: Locale },
): Promise<JobDetail> {
  const own = await ownJob(db, userId, jobId);
  if (!EDITABLE.includes(own.status)) throw locked(own.status);
  const { style, timeZone, preferredArtistIds, fields } = await checkJobInput(db, input, (await requireClient(db, userId)).province, now);
  const job = await db.transaction(async (tx) => {
    // Conditional on the status, so a confirm racing with this edit cannot both win.
    const [row] = await tx
      .update(jobs)
      .set({ ...fields, style: style.name, timeZone, updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, EDITABLE), isNull(jobs.confirmedArtistId)))
      .returning({ id: jobs.id });
    if (!row) return null;
    await setPreferredArtists(tx, jobId, preferredArtistIds);
    return jobWithPreferences(tx, eq(jobs.id, jobId), locale);
  });
  if (!job) throw locked((await ownJob(db, userId, jobId)).status);
  if (job.status === "pending") events.publish({ type: "job.changed", jobId });
  return job;
}

/** What a duplicate copies of its job: what the studio wrote, its zone, and who the class is for. */
const DUPLICATED_FIELDS = [
  "clientId",
  "studioName",
  "style",
  "rate",
  "city",
  "postalCode",
  "address",
  "description",
  "startDate",
  "endDate",
  "startTime",
  "endTime",
  "timeZone",
  "weekdays",
  "withMinors",
  "requiresFirstAid",
] as const satisfies readonly (keyof JobRow)[];

/**
 * SPEC §4: any of the studio's jobs copied into a new draft (its fields, dates included: the studio changes them
 * before posting). A draft is no one else's business: no event.
 */
export async function duplicateClientJob(db: Database, userId: string, jobId: string, locale?: Locale): Promise<JobDetail> {
  const own = await ownJob(db, userId, jobId);
  const copied = Object.fromEntries(DUPLICATED_FIELDS.map((field) => [field, own[field]])) as Pick<JobRow, (typeof DUPLICATED_FIELDS)[number]>;
  return db.transaction(async (tx) => {
    // The called-off sessions stay with the original: the copy's dates are new plans.
    const [row] = await tx
      .insert(jobs)
      .values({
        ...copied,
        status: DRAFT,
      })
      .returning({ id: jobs.id });
    // The preferred artists come along, as every other field does.
    await tx.execute(
      sql`insert into ${jobPreferredArtists} (job_id, artist_id) select ${row!.id}::uuid, artist_id from ${jobPreferredArtists} where job_id = ${jobId}`,
    );
    return jobWithPreferences(tx, eq(jobs.id, row!.id), locale);
  });
}

/**
 * SPEC §4: the studio posts its draft: it becomes `pending`, dated now, and everything posting a job does follows.
 * The style and the start are checked again: the day may have passed, or the style left the list, since it was saved.
 */
export async function postDraftJob(
  db: Database,
  events: EventPublisher,
  { userId, jobId, now = new Date(), locale }: { userId: string; jobId: string; now?: Date; locale?: Locale },
): Promise<Job> {
  const draft = await ownJob(db, userId, jobId);
  if (draft.status !== DRAFT) throw conflict("api.job.notDraft");
  await checkStyleAndStart(db, draft, draft.timeZone, now);
  const [row] = await db
    .update(jobs)
    .set({ status: "pending", createdAt: new Date(), updatedAt: new Date(), urgent: isUrgent(draft, now) })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, DRAFT)))
    .returning(jobColumnsIn(locale));
  if (!row) throw conflict("api.job.notDraft");
  events.publish({ type: "job.posted", jobId, clientUserId: userId });
  return toJob(row);
}

/** The client's booking requests (its pending jobs) or its drafts, newest first, styles named in `locale`. */
export async function listClientJobsIn(
  db: Database,
  { userId, status, page, locale }: { userId: string; status: "pending" | typeof DRAFT; page?: PageRequest; locale?: Locale },
): Promise<Paged<Job>> {
  const query = db
    .select(jobColumnsIn(locale))
    .from(jobs)
    .where(and(eq(jobs.status, status), ownedByClientUser(userId)))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobs.createdAt), desc(jobs.id)], page);
  return { items: rows.map(toJob), total };
}

/**
 * The client's bookings with their artist, latest start first, names in `locale`: its confirmed (upcoming) and
 * completed jobs, or those of one `status`.
 */
export async function listClientConfirmedJobs(
  db: Database,
  files: FileStore,
  { userId, page, locale, status }: { userId: string; page?: PageRequest; locale?: Locale; status?: BookingStatus },
): Promise<Paged<ConfirmedJob>> {
  return pageOfConfirmedJobs(db, files, {
    where: and(ownedByClientUser(userId), status && eq(jobs.status, status)),
    locale,
    latestFirst: jobs.startDate,
    page,
  });
}

/** One of the client's bookings with its artist; anyone else's is not found. */
export async function getClientConfirmedJob(
  db: Database,
  files: FileStore,
  { userId, jobId, locale }: { userId: string; jobId: string; locale?: Locale },
): Promise<ConfirmedJob> {
  return oneConfirmedJob(db, files, { where: and(eq(jobs.id, jobId), ownedByClientUser(userId)), locale });
}

/**
 * A client may cancel its own pending job, and nothing else; its draft, which no one else ever saw, is
 * deleted instead (the reply is the draft as it was).
 */
export async function cancelClientJob(
  db: Database,
  events: EventPublisher,
  { userId, jobId, locale }: { userId: string; jobId: string; locale?: Locale },
): Promise<Job> {
  const own = await ownJob(db, userId, jobId);
  if (own.status === DRAFT) {
    const [draft] = await db
      .delete(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.status, DRAFT)))
      .returning(jobColumnsIn(locale));
    if (draft) return toJob(draft);
  }
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
