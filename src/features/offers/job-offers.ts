import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistBlackouts, artists, artistStyles, artistWeeklyHours, clients, jobApplications, jobOfferCounts, jobs, users } from "../../../db/schema.ts";
import { earliestBlackoutEnd } from "../availability/index.ts";
import type { ConfirmedJob, Job, MyOptIn, OptInState } from "../jobs/index.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { artistStyleNames, fromStylesOf, noApprovedArtist, outerArtistId, requireApprovedArtist } from "../artists/index.ts";
import { ALREADY_CONFIRMED, bookApplicant, clashConflict, clashOf, getBookingSettings, lockArtistBookings, sessionsOfJob } from "../bookings/index.ts";
import { conflict, DomainError, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import {
  availabilityNarrows,
  bookingMismatchOf,
  jobPlaceColumns,
  jobPlaceKeySql,
  loadMatchingArtist,
  loadMatchingJob,
  matchingJobColumns,
  notEndedOn,
  reachesJobPlace,
  restOfRule,
} from "./matching.ts";
import { MAX_WHOLE_LIST, paginate } from "../../platform/db/paging.ts";
import { preparedPerDatabase } from "../../platform/db/prepared.ts";
import type { JsonText, PagedJson } from "../../platform/db/json-text.ts";
import { artistJobColumnsIn, artistRateSql, jobJsonIn, offeredTo, openTo, preferredOnJob, toJob, oneConfirmedJob, pageOfConfirmedJobs } from "../jobs/index.ts";
import { zoneDateSql } from "../../platform/places/zone-sql.ts";

/** The offers' order: urgent jobs (a substitute wanted within 48 hours) first, then the newest. */
const OFFER_ORDER = sql.raw("o.urgent desc, o.created_at desc, o.id desc");

const offerQueries = preparedPerDatabase((db) => {
  const now = sql.placeholder("now");
  // The style names again as a set, not `= any(artistStyleNames)` (the array the same
  // statement returns): the planner joins a set, and the array form measured a quarter
  // slower on the offers page.
  const inStyles = sql`(select ${artistStyles.name} ${fromStylesOf(outerArtistId)})`;
  // A job is offered through its last day in its own zone, and every Canadian zone's date is UTC's or the day
  // before: the counts from UTC's yesterday on, less the jobs that ended yesterday where it is today already.
  const utcYesterday = sql`((${now}::timestamptz at time zone 'UTC')::date - 1)`;
  const pendingInStyles = sql`((select coalesce(sum(${jobOfferCounts.pending}), 0) from ${jobOfferCounts}
      where ${jobOfferCounts.endDate} >= ${utcYesterday} and ${jobOfferCounts.style} in ${inStyles})
    - (select count(*) from ${jobs} where ${jobs.status} = 'pending' and ${jobs.endDate} = ${utcYesterday}
      and ${zoneDateSql(jobs.timeZone, sql`${now}::timestamptz`)} > ${jobs.endDate} and ${jobs.style} in ${inStyles}))`;
  const optedIn = sql`(select count(*) from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.jobId}
    where ${jobApplications.artistId} = ${outerArtistId} and ${offeredTo(outerArtistId, now)})`;
  const artistId = sql.placeholder("artistId");
  const offered = sql`${jobs.status} = 'pending' and ${notEndedOn(now)} and ${jobs.style} = any(${sql.placeholder("styles")})
    and not exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.artistId} = ${artistId})`;
  const page = (locale: Locale, name: string, from: SQL = sql`${jobs}`, where: SQL = offered) =>
    db
      .select({
        json: sql<JsonText<Job[]>>`coalesce(json_agg(o.job order by ${OFFER_ORDER}), '[]')::text`,
      })
      .from(
        sql`(select ${jobJsonIn(locale, artistRateSql)} as job, ${jobs.urgent}, ${jobs.createdAt}, ${jobs.id} from ${from} where ${where}
          order by ${jobs.urgent} desc, ${jobs.createdAt} desc, ${jobs.id} desc limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) o`,
      )
      .prepare(name);
  // A narrowed artist's candidates (`listNarrowedOffers`): its offered jobs within its reach, every place when
  // `everyPlace`, else the places whose keys are `places` (the query joins `clients`).
  const withClients = sql`${jobs} inner join ${clients} on ${clients.id} = ${jobs.clientId}`;
  const inReach = sql`${offered} and (${sql.placeholder("everyPlace")}::boolean or ${jobPlaceKeySql} = any(${sql.placeholder("places")}::text[]))`;
  const askingCredentials = sql`(${jobs.withMinors} or ${jobs.requiresFirstAid})`;
  const narrowedPage = (locale: Locale, name: string) =>
    page(locale, name, withClients, sql`${inReach} and ${jobs.id} <> all(${sql.placeholder("lacking")}::uuid[])`);
  return {
    artist: db
      .select({
        id: artists.id,
        status: artists.status,
        account: sql<string>`(select ${users.status} from ${users} where ${users.id} = ${artists.userId})`,
        styles: artistStyleNames,
        total: sql<number>`(${pendingInStyles} - ${optedIn})::int`,
        // Whether the rule's TypeScript parts can leave out any offer: a travel distance, weekly hours or blackouts,
        // or a job of its styles that requires credentials (the counts know nothing of them).
        narrowed: sql<boolean>`(${artists.travelKm} is not null
          or exists (select 1 from ${jobs} where ${jobs.status} = 'pending' and ${jobs.endDate} >= ${utcYesterday}
            and (${jobs.withMinors} or ${jobs.requiresFirstAid}) and ${jobs.style} in ${inStyles})
          or exists (select 1 from ${artistWeeklyHours} where ${artistWeeklyHours.artistId} = ${outerArtistId})
          or exists (select 1 from ${artistBlackouts} where ${artistBlackouts.artistId} = ${outerArtistId}
            and ${artistBlackouts.lastDay} >= ${sql.placeholder("blackoutsFrom")}))`,
      })
      .from(artists)
      .where(eq(artists.userId, sql.placeholder("userId")))
      .limit(1)
      .prepare("job_offers_artist"),
    // Urgent first, then newest: jobs_status_urgent_created_idx read backwards, stopping after `limit` rows (without a page: MAX_WHOLE_LIST).
    // One statement per language: English sends the style names the jobs keep, French their French names.
    page: { en: page("en", "job_offers_page"), fr: page("fr", "job_offers_page_fr") } satisfies Record<Locale, unknown>,
    /** The places of a narrowed artist's candidates, with how many there are at each and how many of those ask for credentials. */
    places: db
      .select({
        ...jobPlaceColumns,
        key: jobPlaceKeySql,
        jobs: sql<number>`count(*)::int`,
        askingCredentials: sql<number>`(count(*) filter (where ${askingCredentials}))::int`,
      })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(offered)
      .groupBy(jobPlaceColumns.city, jobPlaceColumns.province, jobPlaceColumns.postalCode)
      .prepare("job_offers_places"),
    /** The candidates within reach as the rule reads them, newest first: all of them, or those asking for credentials. */
    candidates: db
      .select({ id: jobs.id, ...matchingJobColumns })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(sql`${inReach} and (not ${sql.placeholder("askingCredentialsOnly")}::boolean or ${askingCredentials})`)
      .orderBy(desc(jobs.urgent), desc(jobs.createdAt), desc(jobs.id))
      .prepare("job_offers_candidates"),
    /** A page of the candidates within reach, less the jobs `lacking` (those asking for credentials the artist lacks). */
    narrowedPage: { en: narrowedPage("en", "job_offers_narrowed_page"), fr: narrowedPage("fr", "job_offers_narrowed_page_fr") } satisfies Record<
      Locale,
      unknown
    >,
    /** The offers whose ids are `ids`, in the offers' order. */
    byIds: {
      en: page("en", "job_offers_by_ids", sql`${jobs}`, sql`${jobs.id} = any(${sql.placeholder("ids")}::uuid[])`),
      fr: page("fr", "job_offers_by_ids_fr", sql`${jobs}`, sql`${jobs.id} = any(${sql.placeholder("ids")}::uuid[])`),
    } satisfies Record<Locale, unknown>,
  };
});

/**
 * `GET /job/available-jobs`: approved artists with an active account only; urgent first, then newest. The
 * jobs the matching rule gives the artist (src/features/offers/matching.ts) minus those it opted in to. An
 * artist whose reach or availability leaves some out, or with a job of its styles requiring credentials,
 * goes through `listNarrowedOffers`; any other is offered exactly `offeredTo`'s jobs (the rule's SQL parts),
 * in two prepared statements. The first reads the artist, its style names and the
 * total: the pending jobs of those styles summed from job_offer_counts (a few
 * rows per style, kept exact by triggers) instead of counting thousands of
 * jobs, less this artist's opt-ins among them. The second takes the styles as a
 * parameter (the planner cannot see them in a subquery), walks the newest
 * pending jobs until it has the page, and serializes it (`jobJson`): the JSON is
 * sent as it comes, not decoded column by column and stringified again. The
 * styles are named in `locale` (matching keeps to their English names).
 */
export async function listJobOffers(
  db: Database,
  { userId, page, now = new Date(), locale = DEFAULT_LOCALE }: { userId: string; page?: PageRequest; now?: Date; locale?: Locale },
): Promise<PagedJson<Job>> {
  const queries = offerQueries(db);
  const at = now.toISOString();
  const [artist] = await queries.artist.execute({ userId, now: at, blackoutsFrom: earliestBlackoutEnd() });
  if (artist?.status !== "approved") throw noApprovedArtist();
  // A disabled account is offered nothing, as it hears of nothing (`eligibleArtist`).
  if (artist.styles.length === 0 || artist.account !== "active") return { json: "[]", total: 0 };
  if (artist.narrowed) return listNarrowedOffers(db, { artistId: artist.id, styles: artist.styles, total: artist.total, page, now, locale });
  const [rows] = await queries.page[locale].execute({
    artistId: artist.id,
    styles: artist.styles,
    now: at,
    limit: page?.limit ?? MAX_WHOLE_LIST,
    offset: page?.offset ?? 0,
  });
  return { json: rows!.json, total: artist.total };
}

/**
 * The offers of an artist whose reach, availability or credentials leave some out, in prepared statements. Its
 * reach is asked once per place of its candidate jobs (grouped and counted in SQL) and the reachable places kept
 * by key. Without weekly hours or blackouts, only the reachable jobs asking for credentials are then read, those
 * it lacks the credentials for are left out, and SQL counts and cuts the page; with them, every reachable
 * candidate's sessions are read and the rest of the rule kept in TypeScript.
 */
async function listNarrowedOffers(
  db: Database,
  { artistId, styles, total, page, now, locale }: { artistId: string; styles: string[]; total: number; page?: PageRequest; now: Date; locale: Locale },
): Promise<PagedJson<Job>> {
  const queries = offerQueries(db);
  const artist = await loadMatchingArtist(db, artistId);
  if (!artist) throw noApprovedArtist();
  const offered = { artistId, styles, now: now.toISOString() };
  let inReach = { everyPlace: true, places: [] as string[] };
  let reachable = { jobs: total, askingCredentials: 1 };
  if (artist.travelKm !== null) {
    const places = (await queries.places.execute(offered)).filter((place) => reachesJobPlace(artist, place));
    inReach = { everyPlace: false, places: places.map((place) => place.key) };
    reachable = {
      jobs: places.reduce((sum, place) => sum + place.jobs, 0),
      askingCredentials: places.reduce((sum, place) => sum + place.askingCredentials, 0),
    };
  }
  if (reachable.jobs === 0) return { json: "[]", total: 0 };
  const limit = page?.limit ?? MAX_WHOLE_LIST;
  const offset = page?.offset ?? 0;
  if (availabilityNarrows(artist)) {
    const candidates = await queries.candidates.execute({ ...offered, ...inReach, askingCredentialsOnly: false });
    const kept = candidates.filter((job) => restOfRule(artist, job));
    const ids = kept.slice(offset, offset + limit).map((job) => job.id);
    if (ids.length === 0) return { json: "[]", total: kept.length };
    const [rows] = await queries.byIds[locale].execute({ ids, limit, offset: 0 });
    return { json: rows!.json, total: kept.length };
  }
  const asking = reachable.askingCredentials === 0 ? [] : await queries.candidates.execute({ ...offered, ...inReach, askingCredentialsOnly: true });
  const lacking = asking.filter((job) => !restOfRule(artist, job)).map((job) => job.id);
  const [rows] = await queries.narrowedPage[locale].execute({ ...offered, ...inReach, lacking, limit, offset });
  return { json: rows!.json, total: reachable.jobs - lacking.length };
}

export const ALREADY_OPTED_IN = "api.job.alreadyOptedIn";

/**
 * `PUT /job/job-accept/:jobId`: an approved artist opts in to a job offered to
 * it, once. A job it may not see is not found; a second opt-in is a conflict
 * (the unique index decides between racing requests), and so is a job whose sessions
 * overlap one the artist is booked on.
 */
export async function optInToJob(
  db: Database,
  events: EventPublisher,
  { userId, jobId, note = "" }: { userId: string; jobId: string; note?: string },
): Promise<{ confirmed: boolean }> {
  const artist = await requireApprovedArtist(db, userId);
  const [job] = await db
    .select({ id: jobs.id, preferred: preferredOnJob(artist.id), urgent: jobs.urgent })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), openTo(artist.id)))
    .limit(1);
  if (!job) throw await whyNotOpen(db, jobId);
  // The rule's reach and availability: a job beyond reach is not offered (404); one the artist is not free for says so.
  const [matching, matchingJob] = await Promise.all([loadMatchingArtist(db, artist.id), loadMatchingJob(db, jobId)]);
  const mismatch = matching && matchingJob ? bookingMismatchOf(matching, matchingJob, job.preferred) : "not_approved";
  if (mismatch === "availability") throw conflict("api.job.youAreNotFree");
  if (mismatch) throw notFound("api.job.notFound");
  // No double booking: a job meeting while the artist is booked elsewhere is refused, naming that booking.
  const clash = await clashOf(db, artist.id, (await sessionsOfJob(db, jobId)) ?? [], jobId);
  if (clash) throw clashConflict(clash, true);
  const bookAtOnce = job.urgent && (await getBookingSettings(db)).autoConfirmUrgent;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobApplications)
      .values({ jobId, artistId: artist.id, note })
      .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.artistId] })
      .returning({ id: jobApplications.id });
    if (inserted.length === 0) throw conflict(ALREADY_OPTED_IN);
    if (bookAtOnce) await bookFirstToOptIn(tx, jobId, artist.id);
  });
  events.publish({ type: "job.opted_in", jobId, artistId: artist.id });
  if (bookAtOnce) events.publish({ type: "job.confirmed", jobId, artistId: artist.id });
  return { confirmed: bookAtOnce };
}

/** A job no longer open to the artist: an urgent one already booked is said to be taken (an artist late to it had it on screen); any other is not found. */
async function whyNotOpen(db: Database, jobId: string) {
  const [job] = await db
    .select({ urgent: jobs.urgent, booked: isNotNull(jobs.confirmedArtistId) })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job?.urgent && job.booked ? conflict("api.job.urgentTaken") : notFound("api.job.notFound");
}

/**
 * An urgent job, with the agency's `autoConfirmUrgent`: the artist who opted in is booked in the same transaction,
 * by the agency's own booking (the same rule, clash and race checks). Of artists racing, the first holds the job's
 * row; the others find it booked and are told it is taken, their opt-in undone with it.
 */
async function bookFirstToOptIn(tx: Queryable, jobId: string, artistId: string) {
  try {
    await bookApplicant(tx, jobId, { artistId });
  } catch (error) {
    if (error instanceof DomainError && error.ref === ALREADY_CONFIRMED) throw conflict("api.job.urgentTaken");
    throw error;
  }
}

/**
 * `DELETE /job/job-accept/:jobId`: the artist takes back its opt-in while the job still waits for an artist. Once
 * the job is booked (on it or another artist), completed or cancelled it is a 409; an opt-in it does not have, a 404
 * (so a retry after a withdrawal says it is gone). The artist's row is held as a confirm holds it: a confirm and a
 * withdrawal of the same artist run one after the other, and neither books an artist who has just withdrawn.
 */
export async function withdrawOptIn(db: Database, events: EventPublisher, userId: string, jobId: string): Promise<void> {
  const artist = await requireApprovedArtist(db, userId);
  await db.transaction(async (tx) => {
    await lockArtistBookings(tx, artist.id);
    const [job] = await tx
      .select({ status: jobs.status, confirmedArtistId: jobs.confirmedArtistId })
      .from(jobs)
      .innerJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.artistId, artist.id)))
      .where(eq(jobs.id, jobId))
      .limit(1);
    if (!job) throw notFound("api.job.youHaveNotOptedIn");
    if (job.status === "cancelled") throw conflict("api.job.wasCancelled");
    if (job.status !== "pending" || job.confirmedArtistId) throw conflict("api.job.tooLateToWithdraw");
    await tx.delete(jobApplications).where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.artistId, artist.id)));
  });
  events.publish({ type: "job.opt_in_withdrawn", jobId, artistId: artist.id });
}

/** What became of an opt-in, from its job's row (`artistId`: the artist who opted in). */
const optInState = (artistId: string) => sql<OptInState>`case
  when ${jobs.status} = 'cancelled' then 'cancelled'
  when ${jobs.confirmedArtistId} = ${artistId} then 'confirmed'
  when ${jobs.status} in ('confirmed', 'completed') then 'taken'
  else 'waiting' end`;

/**
 * `GET /job/my-opt-ins`: the jobs this approved artist opted in to,
 * the latest opt-in first, each with when and what became of it. Who else opted
 * in, or who was confirmed instead, is not said.
 */
export async function listMyOptIns(db: Database, userId: string, page: PageRequest | undefined, locale?: Locale): Promise<Paged<MyOptIn>> {
  const artist = await requireApprovedArtist(db, userId);
  const query = db
    .select({ job: artistJobColumnsIn(locale), optedInAt: jobApplications.createdAt, state: optInState(artist.id) })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.artistId, artist.id))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(jobApplications.createdAt), desc(jobApplications.id)], page);
  return { items: rows.map((r) => ({ ...toJob(r.job), optedInAt: r.optedInAt.toISOString(), optInState: r.state })), total };
}

/** `GET /job/confirmed-jobs`: the jobs this artist was confirmed on, newest first, names in `locale`. */
export async function listArtistConfirmedJobs(
  db: Database,
  files: FileStore,
  { userId, page, locale }: { userId: string; page?: PageRequest; locale?: Locale },
): Promise<Paged<ConfirmedJob>> {
  const artist = await requireApprovedArtist(db, userId);
  return pageOfConfirmedJobs(db, files, { where: eq(jobs.confirmedArtistId, artist.id), locale, reader: "artist", latestFirst: jobs.createdAt, page });
}

/** `GET /job/artist-confirmed-job/:jobId`: one of this artist's confirmed jobs; anyone else's is not found. */
export async function getArtistConfirmedJob(
  db: Database,
  files: FileStore,
  { userId, jobId, locale }: { userId: string; jobId: string; locale?: Locale },
): Promise<ConfirmedJob> {
  const artist = await requireApprovedArtist(db, userId);
  return oneConfirmedJob(db, files, { where: and(eq(jobs.id, jobId), eq(jobs.confirmedArtistId, artist.id)), locale, reader: "artist" });
}
