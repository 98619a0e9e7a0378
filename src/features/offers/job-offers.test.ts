import { expect, test } from "bun:test";
import { inArray, sql } from "drizzle-orm";
import { jobs } from "../../../db/schema.ts";
import type { Job } from "../jobs/jobs.contract.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import {
  approvedArtist,
  dayFromToday,
  fetchLookups,
  insertJob,
  insertStudio,
  styleId,
  applyAsNewArtist,
  setArtistStatus,
} from "../../../tests/artist-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { renameLookupItem } from "../catalogue/catalog-admin.ts";
import { listJobOffers } from "./job-offers.ts";
import { cancelClientJob, jobColumns, jobColumnsIn, jobJson, jobJsonIn, toJob } from "../jobs/jobs.ts";

const t = await suiteApp();

/** listJobOffers with its JSON text parsed, as a client reads it. */
async function offers(userId: string, page: PageRequest | undefined, now?: Date): Promise<Paged<Job>> {
  const { json, total } = await listJobOffers(t.db, { userId, page, now });
  return { items: JSON.parse(json) as Job[], total };
}

test("a page of offers and its total agree with the whole list: styles, dates, status and opt-ins all count", async () => {
  const l = await fetchLookups(t);
  const { clientId } = await insertStudio(t.db);
  // Two styles: the total is counted across both.
  const artist = await applyAsNewArtist(t, l, { artistStyle: `${styleId(l, "Jazz")},${styleId(l, "Hip Hop")}` });
  await setArtistStatus(t, artist.artistId, "approved");
  const offered: string[] = [];
  for (let i = 0; i < 7; i++) offered.push(await insertJob(t.db, clientId, { style: i % 2 ? "Jazz" : "Hip Hop" }));
  await insertJob(t.db, clientId, { style: "Ballet" });
  await insertJob(t.db, clientId, { style: "Jazz", startDate: dayFromToday(-6), endDate: dayFromToday(-1) });
  await insertJob(t.db, clientId, { style: "Jazz", status: "cancelled" });
  const optedIn = offered.slice(0, 2);
  for (const jobId of optedIn) expect((await t.call("PUT", `/api/job/job-accept/${jobId}`, { cookie: artist.cookie })).status).toBe(200);
  // Another artist's opt-in changes nothing for this one.
  const other = await approvedArtist(t, l, "Jazz");
  expect((await t.call("PUT", `/api/job/job-accept/${offered[3]}`, { cookie: other.cookie })).status).toBe(200);

  const whole = await offers(artist.user.userId, undefined);
  const expected = offered.filter((id) => !optedIn.includes(id));
  expect(whole.items.map((j: Job) => j._id).sort()).toEqual([...expected].sort());
  expect(whole.total).toBe(5);

  const first = await offers(artist.user.userId, { limit: 2, offset: 0 });
  const rest = await offers(artist.user.userId, { limit: 10, offset: 2 });
  expect(first.total).toBe(5);
  expect(rest.total).toBe(5);
  // A page beyond the last is empty and still knows the total.
  expect(await offers(artist.user.userId, { limit: 10, offset: 20 })).toEqual({ items: [], total: 5 });
  // Newest first, pages continuing one another.
  expect([...first.items, ...rest.items].map((j) => j._id)).toEqual(whole.items.map((j) => j._id));
  expect(whole.items.map((j) => j.createdAt)).toEqual([...whole.items.map((j) => j.createdAt)].sort().reverse());
});

test("the total stays the length of the whole list as jobs are cancelled, renamed and end", async () => {
  const l = await fetchLookups(t);
  const { clientId, userId: studioUserId } = await insertStudio(t.db);
  const artist = await applyAsNewArtist(t, l, { artistStyle: `${styleId(l, "Tap")},${styleId(l, "Contemporary")}` });
  await setArtistStatus(t, artist.artistId, "approved");
  const tap = [];
  for (let i = 0; i < 3; i++) tap.push(await insertJob(t.db, clientId, { style: "Tap", endDate: dayFromToday(7 + i) }));
  await insertJob(t.db, clientId, { style: "Contemporary", startDate: dayFromToday(1), endDate: dayFromToday(2) });
  const agree = async (expected: number, now?: Date) => {
    const whole = await offers(artist.user.userId, undefined, now);
    const page = await offers(artist.user.userId, { limit: 1, offset: 0 }, now);
    expect(whole.items).toHaveLength(expected);
    expect(page.total).toBe(expected);
  };
  await agree(4);
  await cancelClientJob(t.db, t.deps.events, { userId: studioUserId, jobId: tap[0]! });
  await agree(3);
  // The agency renames Tap: its jobs follow the new name, and so does the artist.
  await renameLookupItem(t.db, t.deps.events, { kind: "styles", id: styleId(l, "Tap"), input: { name: "Tap Dance" } });
  await agree(3);
  // Three days on, the Contemporary job has ended.
  await agree(2, new Date(Date.now() + 3 * 86_400_000));
});

test("a job is offered through its last day in its own zone: Vancouver's evening is Toronto's tomorrow", async () => {
  const l = await fetchLookups(t);
  const { clientId } = await insertStudio(t.db);
  const artist = await applyAsNewArtist(t, l, { artistStyle: styleId(l, "Ballet") });
  await setArtistStatus(t, artist.artistId, "approved");
  const common = { style: "Ballet", startDate: "2099-01-14", endDate: "2099-01-15" };
  const vancouver = await insertJob(t.db, clientId, { ...common, timeZone: "America/Vancouver" });
  await insertJob(t.db, clientId, { ...common, timeZone: "America/Toronto" });
  // 22:00 in Vancouver on the 15th is 01:00 on the 16th in Toronto: only the Vancouver job is still on.
  const evening = new Date("2099-01-16T06:00:00Z");
  const whole = await offers(artist.user.userId, undefined, evening);
  expect(whole.items.map((j) => j._id)).toEqual([vancouver]);
  expect((await offers(artist.user.userId, { limit: 1, offset: 0 }, evening)).total).toBe(1);
  // At 00:30 in Vancouver on the 16th it has ended too.
  expect(await offers(artist.user.userId, undefined, new Date("2099-01-16T08:30:00Z"))).toEqual({ items: [], total: 0 });
});

test("jobJson, the offers' JSON made by the database, parses to exactly what toJob makes: keys, dates, times, rate, timestamps", async () => {
  const { clientId } = await insertStudio(t.db, 'Studio "Élan" & Co');
  const ids = [
    await insertJob(t.db, clientId, { rate: 72.5, description: 'Line one\nline two, with "quotes" and é' }),
    await insertJob(t.db, clientId, { rate: 60, status: "confirmed", startTime: "09:05", endTime: "23:59" }),
  ];
  // Microseconds JavaScript dates do not keep: both must cut them the same way.
  await t.db.update(jobs).set({ createdAt: sql`'2026-11-23 10:00:00.999999+00'` }).where(inArray(jobs.id, ids));
  const rows = await t.db
    .select({ ...jobColumns, json: sql<string>`${jobJson}::text` })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  expect(rows).toHaveLength(2);
  for (const { json, ...row } of rows) expect(JSON.parse(json)).toEqual(toJob(row));
});

test("in French, jobJson and toJob name the style alike: the French name, English where there is none", async () => {
  const { clientId } = await insertStudio(t.db);
  const ids = [await insertJob(t.db, clientId, { style: "Hip Hop" }), await insertJob(t.db, clientId, { style: "No Longer Listed" })];
  const rows = await t.db
    .select({ ...jobColumnsIn("fr"), json: sql<string>`${jobJsonIn("fr")}::text` })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  expect(rows.map((r) => r.style).sort()).toEqual(["Hip-hop", "No Longer Listed"]);
  for (const { json, ...row } of rows) expect(JSON.parse(json)).toEqual(toJob(row));
});
