import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { dayFromToday, insertStudio } from "../../../tests/artist-fixtures.ts";
import { createMigratedTestDatabase } from "../../../tests/harness.ts";
import { openDatabase, type DatabaseHandle } from "../../platform/db/client.ts";
import { jobOfferCounts, jobs } from "../../../db/schema.ts";

// PGlite by default; the same assertions hold on PostgreSQL (TEST_DATABASE_URL=postgres://...).
const dataDir = mkdtempSync(join(tmpdir(), "offer-counts-"));
const database = await createMigratedTestDatabase();
let handle: DatabaseHandle;
let clientId: string;
beforeAll(async () => {
  handle = await openDatabase(database.url, dataDir);
  ({ clientId } = await insertStudio(handle.db));
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Status = (typeof jobs.$inferSelect)["status"];
const job = (style: string, endInDays: number, status: Status = "pending") => ({
  clientId,
  studioName: "Pointe & Poise Academy",
  style,
  rate: 60,
  city: "Toronto",
  postalCode: "M5V 2T6",
  address: "401 Richmond St W",
  startDate: dayFromToday(endInDays - 1),
  endDate: dayFromToday(endInDays),
  startTime: "16:00",
  endTime: "18:00",
  status,
});

/** The counts as kept, and as counted from the jobs themselves, each as "style end-date: n" lines. */
async function keptAndCounted() {
  const { db } = handle;
  const line = (r: { style: string; endDate: string; n: number }) => `${r.style} ${r.endDate}: ${r.n}`;
  const kept = await db
    .select({ style: jobOfferCounts.style, endDate: jobOfferCounts.endDate, n: jobOfferCounts.pending })
    .from(jobOfferCounts)
    .where(sql`${jobOfferCounts.pending} <> 0`);
  const counted = await db
    .select({ style: jobs.style, endDate: jobs.endDate, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, "pending"))
    .groupBy(jobs.style, jobs.endDate);
  return { kept: kept.map(line).sort(), counted: counted.map(line).sort() };
}

async function expectCountsFollowJobs(atLeast: number) {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  expect(counted.length).toBeGreaterThanOrEqual(atLeast);
}

test("one statement inserting many jobs counts each pending one under its style and end date", async () => {
  const styles = ["Ballet", "Jazz", "Tap"];
  const statuses: Status[] = ["pending", "pending", "confirmed", "cancelled"];
  await handle.db.insert(jobs).values(Array.from({ length: 60 }, (_, i) => job(styles[i % 3]!, 1 + (i % 5), statuses[i % 4])));
  await expectCountsFollowJobs(10);
});

test("updates move the counts: status, style, end date, and fields that do not count", async () => {
  const { db } = handle;
  const pending = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "pending")).limit(6);
  const [a, b, c, d] = pending.map((r) => r.id);
  await db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, a!));
  await expectCountsFollowJobs(1);
  await db.update(jobs).set({ status: "confirmed" }).where(eq(jobs.id, b!));
  await expectCountsFollowJobs(1);
  await db
    .update(jobs)
    .set({ endDate: dayFromToday(30) })
    .where(eq(jobs.id, c!));
  await expectCountsFollowJobs(1);
  await db.update(jobs).set({ description: "Now with live music." }).where(eq(jobs.id, d!));
  await expectCountsFollowJobs(1);
  // A catalog rename moves every job of a style in one statement.
  await db.update(jobs).set({ style: "Jazz Funk" }).where(eq(jobs.style, "Jazz"));
  await expectCountsFollowJobs(1);
  // Back to pending (the counts know nothing of the lifecycle's rules).
  await db
    .update(jobs)
    .set({ status: "pending" })
    .where(inArray(jobs.id, [a!, b!]));
  await expectCountsFollowJobs(1);
});

test("deleted jobs leave the counts, and a rolled-back write changes nothing", async () => {
  const { db } = handle;
  await db.delete(jobs).where(and(eq(jobs.style, "Tap"), eq(jobs.status, "pending")));
  await expectCountsFollowJobs(1);
  const before = await keptAndCounted();
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(jobs).values([job("Ballet", 2), job("Hip Hop", 3)]);
      throw new Error("the studio changed its mind");
    }),
  ).rejects.toThrow("the studio changed its mind");
  expect(await keptAndCounted()).toEqual(before);
});

test("drafts count for nothing until posted; a posted draft counts, a deleted one never did", async () => {
  const { db } = handle;
  const before = await keptAndCounted();
  const drafts = await db
    .insert(jobs)
    .values([job("Contemporary", 4, "draft"), job("Contemporary", 4, "draft")])
    .returning({ id: jobs.id });
  expect(await keptAndCounted()).toEqual(before);
  await db.update(jobs).set({ status: "pending" }).where(eq(jobs.id, drafts[0]!.id));
  const { kept } = await keptAndCounted();
  expect(kept).toContain(`Contemporary ${dayFromToday(4)}: 1`);
  await db.delete(jobs).where(eq(jobs.id, drafts[1]!.id));
  await expectCountsFollowJobs(1);
});
