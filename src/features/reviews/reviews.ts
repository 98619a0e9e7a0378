import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, clients, jobs, reviews, users } from "../../../db/schema.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { AdminReview, ArtistReview, JobReview, PublicReview, ReviewInput, ReviewSummary, ReviewVisibilityInput } from "./reviews.contract.ts";
import { onRoster, requireApprovedArtist } from "../artists/index.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";

/** How many reviews the profile page shows under the average. */
export const PROFILE_REVIEWS = 3;

const NEWEST_FIRST = [desc(reviews.createdAt), desc(reviews.id)];

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  studioName: clients.studioName,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hidden: reviews.hidden,
  hiddenReason: reviews.hiddenReason,
  artistId: reviews.artistId,
  jobId: reviews.jobId,
};

const selectReviews = (db: Database) => db.select(reviewColumns).from(reviews).innerJoin(clients, eq(clients.id, reviews.clientId));
type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

const toPublicReview = (row: Pick<ReviewRow, keyof PublicReview | "createdAt" | "repliedAt">): PublicReview => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  studioName: row.studioName,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

const toArtistReview = (row: ReviewRow): ArtistReview => ({ ...toPublicReview(row), hidden: row.hidden });

/**
 * `POST /api/review`: the studio that posted a completed job reviews the artist who
 * did it, once. Someone else's job, or an unknown one, is not found; a job not yet
 * completed, or already reviewed (the unique index decides between two posts racing), is a conflict.
 */
export async function postReview(db: Database, events: EventPublisher, clientUserId: string, input: ReviewInput): Promise<PublicReview> {
  const [job] = await db
    .select({ status: jobs.status, artistId: jobs.confirmedArtistId, clientId: clients.id, studioName: clients.studioName })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(jobs.id, input.jobId), eq(clients.userId, clientUserId)))
    .limit(1);
  if (!job) throw notFound("api.job.notFound");
  if (job.status !== "completed" || !job.artistId) throw conflict("api.review.notCompleted");
  const [row] = await db
    .insert(reviews)
    .values({ jobId: input.jobId, artistId: job.artistId, clientId: job.clientId, rating: input.rating, comment: input.comment })
    .onConflictDoNothing({ target: reviews.jobId })
    .returning();
  if (!row) throw conflict("api.review.already");
  events.publish({ type: "review.changed", artistId: job.artistId });
  events.publish({ type: "review.posted", reviewId: row.id, artistId: job.artistId, jobId: input.jobId });
  return toPublicReview({ ...row, studioName: job.studioName });
}

/** `GET /api/review/job/:jobId`: the studio's review of one of its jobs (null before it reviews); another studio's job is not found. */
export async function getJobReview(db: Database, clientUserId: string, jobId: string): Promise<JobReview> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(jobs.id, jobId), eq(clients.userId, clientUserId)))
    .limit(1);
  if (!job) throw notFound("api.job.notFound");
  const [row] = await selectReviews(db).where(eq(reviews.jobId, jobId)).limit(1);
  return { review: row ? toPublicReview(row) : null };
}

/** An approved artist on the public roster, or not found: whose reviews the public may read. */
async function requirePublicArtist(db: Database, artistId: string): Promise<{ ratingSum: number; reviewCount: number }> {
  const [artist] = await db
    .select({ ratingSum: artists.ratingSum, reviewCount: artists.reviewCount })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(artists.id, artistId), eq(artists.status, "approved"), onRoster))
    .limit(1);
  if (!artist) throw notFound("api.artist.notFound");
  return artist;
}

const visibleOf = (artistId: string) => and(eq(reviews.artistId, artistId), eq(reviews.hidden, false));

/** `GET /api/artist/:artistId/reviews`: an approved artist's visible reviews, newest first. */
export async function listArtistReviews(db: Database, artistId: string, page: PageRequest | undefined): Promise<Paged<PublicReview>> {
  await requirePublicArtist(db, artistId);
  const { rows, total } = await paginate(db, selectReviews(db).where(visibleOf(artistId)).$dynamic(), NEWEST_FIRST, page);
  return { items: rows.map(toPublicReview), total };
}

/** The profile's reviews: the average of the visible ratings (one decimal), their count and the latest few. */
export async function getReviewSummary(db: Database, artistId: string): Promise<ReviewSummary> {
  const { ratingSum, reviewCount } = await requirePublicArtist(db, artistId);
  if (reviewCount === 0) return { average: null, count: 0, latest: [] };
  const latest = await selectReviews(db)
    .where(visibleOf(artistId))
    .orderBy(...NEWEST_FIRST)
    .limit(PROFILE_REVIEWS);
  return { average: Math.round((ratingSum / reviewCount) * 10) / 10, count: reviewCount, latest: latest.map(toPublicReview) };
}

/** `GET /api/review/mine`: the signed-in approved artist's reviews, hidden ones too (flagged), newest first. */
export async function listOwnReviews(db: Database, artistUserId: string, page: PageRequest | undefined): Promise<Paged<ArtistReview>> {
  const artist = await requireApprovedArtist(db, artistUserId);
  const query = selectReviews(db).where(eq(reviews.artistId, artist.id)).$dynamic();
  const { rows, total } = await paginate(db, query, NEWEST_FIRST, page);
  return { items: rows.map(toArtistReview), total };
}

/** `PUT /api/review/:id/reply`: the artist answers a review of them, once; a review of someone else is not found. */
export async function replyToReview(db: Database, artistUserId: string, reviewId: string, reply: string): Promise<ArtistReview> {
  const artist = await requireApprovedArtist(db, artistUserId);
  const ofArtist = and(eq(reviews.id, reviewId), eq(reviews.artistId, artist.id));
  const [replied] = await db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(ofArtist, isNull(reviews.reply)))
    .returning({ id: reviews.id });
  const [row] = await selectReviews(db).where(ofArtist).limit(1);
  if (!row) throw notFound("api.review.notFound");
  if (!replied) throw conflict("api.review.alreadyReplied");
  return toArtistReview(row);
}

const selectAdminReviews = (db: Database) =>
  db
    .select({ ...reviewColumns, artistName: users.name })
    .from(reviews)
    .innerJoin(clients, eq(clients.id, reviews.clientId))
    .innerJoin(artists, eq(artists.id, reviews.artistId))
    .innerJoin(users, eq(users.id, artists.userId));

const toAdminReview = (row: ReviewRow & { artistName: string }): AdminReview => ({
  ...toArtistReview(row),
  hiddenReason: row.hiddenReason,
  artistId: row.artistId,
  artistName: row.artistName,
  jobId: row.jobId,
});

/** `GET /api/admin/reviews`: every review, hidden ones too, newest first. */
export async function listAdminReviews(db: Database, page: PageRequest | undefined): Promise<Paged<AdminReview>> {
  const { rows, total } = await paginate(db, selectAdminReviews(db).$dynamic(), NEWEST_FIRST, page);
  return { items: rows.map(toAdminReview), total };
}

/** `PUT /api/admin/reviews/:id`: hides a review with the agency's reason, or shows it again; the artist's average follows (the counters' triggers). */
export async function setReviewVisibility(db: Database, events: EventPublisher, reviewId: string, input: ReviewVisibilityInput): Promise<AdminReview> {
  const [changed] = await db
    .update(reviews)
    .set({ hidden: input.hidden, hiddenReason: input.hidden ? input.reason : null })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id, artistId: reviews.artistId });
  if (!changed) throw notFound("api.review.notFound");
  events.publish({ type: "review.changed", artistId: changed.artistId });
  const [row] = await selectAdminReviews(db).where(eq(reviews.id, reviewId)).limit(1);
  return toAdminReview(row!);
}
