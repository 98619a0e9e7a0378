import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Job } from "../contracts/jobs.ts";
import { approvedArtist, dayFromToday, fetchLookups, insertJob, insertStudio, styleId, applyAsNewArtist, setArtistStatus } from "../../tests/artist-fixtures.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../tests/harness.ts";
import { listJobOffers } from "./job-offers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, BOOT_TIMEOUT);
afterAll(() => t.close());

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

  const whole = await listJobOffers(t.db, artist.user.userId, undefined);
  const expected = offered.filter((id) => !optedIn.includes(id));
  expect(whole.items.map((j: Job) => j._id).sort()).toEqual([...expected].sort());
  expect(whole.total).toBe(5);

  const first = await listJobOffers(t.db, artist.user.userId, { limit: 2, offset: 0 });
  const rest = await listJobOffers(t.db, artist.user.userId, { limit: 10, offset: 2 });
  expect(first.total).toBe(5);
  expect(rest.total).toBe(5);
  // A page beyond the last is empty and still knows the total.
  expect(await listJobOffers(t.db, artist.user.userId, { limit: 10, offset: 20 })).toEqual({ items: [], total: 5 });
  // Newest first, pages continuing one another.
  expect([...first.items, ...rest.items].map((j) => j._id)).toEqual(whole.items.map((j) => j._id));
  expect(whole.items.map((j) => j.createdAt)).toEqual([...whole.items.map((j) => j.createdAt)].sort().reverse());
});
