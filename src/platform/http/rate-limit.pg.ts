import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { rateLimitWindows } from "../../../db/schema.ts";
import { createTestDatabase } from "../../../tests/harness.ts";
import { limitedApp } from "../../../tests/limited-app.ts";

// Two instances' limiters (two connection pools) on one fresh PostgreSQL database.
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
const one = await openDatabase(database.url, "unused", 2);
const two = await openDatabase(database.url, "unused", 2);
afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
  await database.drop();
});

test("two instances counting the same callers at once, in opposite orders, wait for each other without a deadlock and lose no count", async () => {
  // Enough callers that the two instances' rounds overlap: counted in arrival order, they deadlocked (500s).
  const callers = Array.from({ length: 400 }, (_, i) => `10.0.${Math.floor(i / 200)}.${i % 200}`);
  const budget = { busy: { limit: 1_000, windowMs: 60_000 } };
  const [onOne, onTwo] = [limitedApp(one.db, budget), limitedApp(two.db, budget)];
  const rounds = 15;
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const replies = await Promise.all([...callers.map((caller) => onOne("busy", caller)), ...callers.toReversed().map((caller) => onTwo("busy", caller))]);
    statuses.push(...replies.map((r) => r.status));
  }
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  const rows = await one.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.bucket, "busy"));
  expect(rows.map((r) => r.hits)).toEqual(callers.map(() => 2 * rounds));
});
