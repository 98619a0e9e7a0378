import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { rateLimitWindows } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { limitedApp } from "../../../tests/limited-app.ts";

const t = await suiteApp();

const hitsOf = async (bucket: string) => (await t.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, bucket))).map((r) => r.hits);

test("the first count sweeps the windows that ended, of every limiter", async () => {
  await t.db.insert(rateLimitWindows).values([
    { bucket: "ended-long-ago", key: "k", windowEnd: new Date(Date.now() - 1000), hits: 3 },
    { bucket: "still-open", key: "k", windowEnd: new Date(Date.now() + 60_000), hits: 3 },
  ]);
  const ask = limitedApp(t.db, { sweeper: { limit: 5, windowMs: 60_000 } });
  expect((await ask("sweeper", "203.0.113.50")).status).toBe(200);
  const deadline = Date.now() + 2_000;
  while ((await hitsOf("ended-long-ago")).length > 0 && Date.now() < deadline) await Bun.sleep(20);
  expect(await hitsOf("ended-long-ago")).toEqual([]);
  expect(await hitsOf("still-open")).toEqual([3]);
});

test("calls made at once are counted together: exactly the budget passes, and the flood past it never reaches the database", async () => {
  const ask = limitedApp(t.db, { "burst-a": { limit: 5, windowMs: 60_000 }, "burst-b": { limit: 3, windowMs: 600_000 } });
  const replies = await Promise.all([
    ...Array.from({ length: 20 }, () => ask("burst-a", "203.0.113.1")),
    ...Array.from({ length: 20 }, () => ask("burst-b", "203.0.113.1")),
    ...Array.from({ length: 4 }, () => ask("burst-a", "203.0.113.2")),
  ]);
  const statuses = replies.map((r) => r.status);
  expect(statuses.slice(0, 20).filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.slice(20, 40).filter((s) => s === 200)).toHaveLength(3);
  // Another caller's budget is their own.
  expect(statuses.slice(40)).toEqual([200, 200, 200, 200]);
  const refused = replies.find((r) => r.status === 429)!;
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  // This process's own count refused the calls past the limit before any query: the shared rows hold the budgets.
  expect((await hitsOf("burst-a")).sort()).toEqual([4, 5]);
  expect(await hitsOf("burst-b")).toEqual([3]);
  const [window] = await t.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, "burst-b"));
  expect(window!.windowEnd.getTime() - Date.now()).toBeGreaterThan(590_000);
});

test("a window that ended starts again, with the calls of its round", async () => {
  const ask = limitedApp(t.db, { short: { limit: 2, windowMs: 300 } });
  expect((await Promise.all([1, 2, 3].map(() => ask("short", "203.0.113.9")))).map((r) => r.status).sort()).toEqual([200, 200, 429]);
  await Bun.sleep(350);
  expect((await Promise.all([1, 2, 3].map(() => ask("short", "203.0.113.9")))).map((r) => r.status).sort()).toEqual([200, 200, 429]);
  expect(await hitsOf("short")).toEqual([2]);
});

test("another instance's hits count against this one's budget", async () => {
  const ask = limitedApp(t.db, { together: { limit: 4, windowMs: 60_000 } });
  // Three calls counted elsewhere (another process's limiter on the same table).
  const elsewhere = limitedApp(t.db, { together: { limit: 4, windowMs: 60_000 } });
  for (let i = 0; i < 3; i++) expect((await elsewhere("together", "203.0.113.7")).status).toBe(200);
  expect((await ask("together", "203.0.113.7")).status).toBe(200);
  expect((await ask("together", "203.0.113.7")).status).toBe(429);
});
