import { and, count, desc, eq, gte, notExists, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobApplications, jobs } from "../../db/schema.ts";
import type { ConfirmedJob, Job } from "../contracts/jobs.ts";
import type { Paged, PageRequest } from "../contracts/pagination.ts";
import type { FileStore } from "../storage/file-store.ts";
import { requireApprovedArtist, requireApprovedArtistStyles } from "./artists.ts";
import { conflict, notFound } from "./errors.ts";
import { paginate } from "./paging.ts";
import { preparedPerDatabase } from "./prepared.ts";
import { jobColumns, offeredTo, selectConfirmedJobs, today, toConfirmedJob, toJob } from "./jobs.ts";

const offerQueries = preparedPerDatabase((db) => {
  const artistId = sql.placeholder("artistId");
  const offered = and(eq(jobs.status, "pending"), sql`${jobs.style} = any(${sql.placeholder("styles")})`, gte(jobs.endDate, sql.placeholder("today")))!;
  const notOptedIn = notExists(
    sql`(select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.artistId} = ${artistId})`,
  );
  const offers = () => db.select(jobColumns).from(jobs).where(and(offered, notOptedIn)).orderBy(desc(jobs.createdAt), desc(jobs.id));
  const optedIn = db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.artistId, artistId), offered));
  return {
    all: offers().prepare("job_offers_all"),
    page: offers().limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare("job_offers_page"),
    total: db
      .select({ n: sql<number>`(count(*) - (${optedIn}))::int` })
      .from(jobs)
      .where(offered)
      .prepare("job_offers_total"),
  };
});

/**
 * `GET /job/available-jobs`: approved artists only; newest first. The offers of
 * DESIGN §4 (`offeredTo`) minus the jobs the artist opted in to, written for the
 * planner and for few round trips (issue #8): the artist and its style names
 * come in one query, so the page walks jobs_status_created_idx newest first and
 * stops after `limit` rows, while one statement counts the total from
 * jobs_status_style_idx alone (pending offers in those styles, less this
 * artist's opt-ins among them), the two in parallel. All three are prepared
 * once (preparedPerDatabase). Folding the artist lookup into the other two as
 * subqueries measured slower: the planner cannot see the styles.
 */
export async function listJobOffers(db: Database, userId: string, page: PageRequest | undefined): Promise<Paged<Job>> {
  const { id: artistId, styles } = await requireApprovedArtistStyles(db, userId);
  if (styles.length === 0) return { items: [], total: 0 };
  const queries = offerQueries(db);
  const params = { artistId, styles, today: today() };
  if (!page) {
    const rows = await queries.all.execute(params);
    return { items: rows.map(toJob), total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([queries.page.execute({ ...params, ...page }), queries.total.execute(params)]);
  return { items: rows.map(toJob), total: counted!.n };
}

export const ALREADY_OPTED_IN = "You have already opted in to this job";

/**
 * `PUT /job/job-accept/:jobId`: an approved artist opts in to a job offered to
 * it, once. A job it may not see is not found; a second opt-in is a conflict
 * (the unique index decides between racing requests).
 */
export async function optInToJob(db: Database, userId: string, jobId: string, note = ""): Promise<void> {
  const artist = await requireApprovedArtist(db, userId);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), offeredTo(artist.id)))
    .limit(1);
  if (!job) throw notFound("Job not found");
  const inserted = await db
    .insert(jobApplications)
    .values({ jobId, artistId: artist.id, note })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.artistId] })
    .returning({ id: jobApplications.id });
  if (inserted.length === 0) throw conflict(ALREADY_OPTED_IN);
}

/** `GET /job/confirmed-jobs`: the jobs this artist was confirmed on, newest first. */
export async function listArtistConfirmedJobs(
  db: Database,
  files: FileStore,
  userId: string,
  page: PageRequest | undefined,
): Promise<Paged<ConfirmedJob>> {
  const artist = await requireApprovedArtist(db, userId);
  const query = selectConfirmedJobs(db, eq(jobs.confirmedArtistId, artist.id)).orderBy(desc(jobs.createdAt), desc(jobs.id));
  const { rows, total } = await paginate(db, query.$dynamic(), page);
  return { items: rows.map((r) => toConfirmedJob(r, files)), total };
}

/** `GET /job/artist-confirmed-job/:jobId`: one of this artist's confirmed jobs; anyone else's is not found. */
export async function getArtistConfirmedJob(db: Database, files: FileStore, userId: string, jobId: string): Promise<ConfirmedJob> {
  const artist = await requireApprovedArtist(db, userId);
  const [row] = await selectConfirmedJobs(db, and(eq(jobs.id, jobId), eq(jobs.confirmedArtistId, artist.id))).limit(1);
  if (!row) throw notFound("Job not found");
  return toConfirmedJob(row, files);
}
