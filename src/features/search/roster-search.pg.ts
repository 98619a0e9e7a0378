import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { STATEMENT_TIMEOUT_MS } from "../../platform/db/client.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";

// PostgreSQL only: PGlite is one connection, shared by everything.
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATABASE_POOL_SIZE: "1" } });
}, BOOT_TIMEOUT);
afterAll(() => t.close());

test("a roster search answers while a long statement holds the main pool's only connection: searches have connections of their own", async () => {
  const finished: string[] = [];
  // As long as PostgreSQL lets a statement run.
  const held = t.runtime.database.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS - 300) / 1000})`).then(() => finished.push("main pool"));
  // The statement is on its connection before the search starts.
  await Bun.sleep(200);
  const reply = await t.call<{ total: number }>("GET", "/api/artist/search?q=ballet&sort=rating");
  finished.push("search");
  expect(reply.status).toBe(200);
  expect(reply.body.total).toBeGreaterThanOrEqual(0);
  await held;
  expect(finished).toEqual(["search", "main pool"]);
});
