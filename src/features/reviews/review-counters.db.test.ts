import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { dayFromToday, insertJob, insertStudio } from "../../../tests/artist-fixtures.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { expectKeptAsFresh } from "../../../tests/kept-by-triggers.ts";
import { openDatabase, type DatabaseHandle } from "../../platform/db/client.ts";
import { artists, jobs, reviews } from "../../../db/schema.ts";

// PGlite by default; the same assertions hold on PostgreSQL (TEST_DATABASE_URL=postgres://...).
const dataDir = mkdtempSync(join(tmpdir(), "review-counters-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
let clientId: string;
const artistIds: string[] = [];
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir);
  ({ clientId } = await insertStudio(handle.db));
  for (const name of ["Maya Chen", "Léa Tremblay", "Omar Haddad"]) artistIds.push((await insertArtist(handle.db, { name, status: "approved" })).artist.id);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `n` completed jobs of the studio, each reviewed by it: the artists in turn, ratings 1 to 5 in turn. */
async function insertReviews(n: number) {
  const done: string[] = [];
  for (let i = 0; i < n; i++) done.push(await insertJob(handle.db, clientId, { status: "completed", startDate: dayFromToday(-3), endDate: dayFromToday(-2) }));
  return handle.db
    .insert(reviews)
    .values(done.map((jobId, i) => ({ jobId, artistId: artistIds[i % artistIds.length]!, clientId, rating: 1 + (i % 5), comment: `Review ${i}` })))
    .returning({ id: reviews.id });
}

/** Each artist's counters as kept, and as summed from its visible reviews, as "artist: sum/count" lines. */
async function keptAndSummed() {
  const { db } = handle;
  const kept = await db.select({ id: artists.id, sum: artists.ratingSum, n: artists.reviewCount }).from(artists).where(inArray(artists.id, artistIds));
  const summed = await db
    .select({
      id: artists.id,
      sum: sql<number>`coalesce(sum(${reviews.rating}) filter (where not ${reviews.hidden}), 0)::int`,
      n: sql<number>`(count(${reviews.id}) filter (where not ${reviews.hidden}))::int`,
    })
    .from(artists)
    .leftJoin(reviews, eq(reviews.artistId, artists.id))
    .where(inArray(artists.id, artistIds))
    .groupBy(artists.id);
  const line = (r: { id: string; sum: number; n: number }) => `${r.id}: ${r.sum}/${r.n}`;
  return { kept: kept.map(line).sort(), fresh: summed.map(line).sort() };
}

const expectCountersFollowReviews = () => expectKeptAsFresh(keptAndSummed);

test("one statement inserting many reviews adds each to its artist's sum and count", async () => {
  await insertReviews(30);
  const summed = await expectCountersFollowReviews();
  // 30 reviews over 3 artists: 10 each, every counter moved.
  expect(summed.every((line) => line.endsWith("/10"))).toBe(true);
});

test("hiding and showing again move the counters; a changed rating moves the sum; a reply moves nothing", async () => {
  const { db } = handle;
  const some = await db.select({ id: reviews.id }).from(reviews).limit(6);
  const [a, b, c, d] = some.map((r) => r.id);
  await db
    .update(reviews)
    .set({ hidden: true, hiddenReason: "Off topic" })
    .where(inArray(reviews.id, [a!, b!]));
  await expectCountersFollowReviews();
  await db.update(reviews).set({ hidden: false, hiddenReason: null }).where(eq(reviews.id, a!));
  await expectCountersFollowReviews();
  await db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, c!));
  await expectCountersFollowReviews();
  const before = await keptAndSummed();
  await db.update(reviews).set({ reply: "Thank you!", repliedAt: new Date() }).where(eq(reviews.id, d!));
  expect(await keptAndSummed()).toEqual(before);
  // A hidden review whose rating changes moves nothing either.
  await db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, b!));
  expect(await keptAndSummed()).toEqual(before);
});

test("deleted reviews leave the counters (a job deleted takes its review), and a rolled-back write changes nothing", async () => {
  const { db } = handle;
  const [first] = await db.select({ id: reviews.id, jobId: reviews.jobId }).from(reviews).limit(1);
  await db.delete(reviews).where(eq(reviews.id, first!.id));
  await expectCountersFollowReviews();
  const [second] = await db.select({ jobId: reviews.jobId }).from(reviews).limit(1);
  await db.delete(jobs).where(eq(jobs.id, second!.jobId));
  await expectCountersFollowReviews();
  const before = await keptAndSummed();
  await expect(
    db.transaction(async (tx) => {
      await tx.update(reviews).set({ hidden: true });
      throw new Error("the agency changed its mind");
    }),
  ).rejects.toThrow("the agency changed its mind");
  expect(await keptAndSummed()).toEqual(before);
  await db.update(reviews).set({ hidden: true });
  expect((await expectCountersFollowReviews()).every((line) => line.endsWith(": 0/0"))).toBe(true);
});
