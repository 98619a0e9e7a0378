import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { databaseUnavailableCode } from "../src/http/error-handler.ts";
import { createTestDatabase } from "../tests/harness.ts";
import { openDatabase } from "./client.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createTestDatabase();
afterAll(() => database.drop());

test("instances starting at once on one PostgreSQL migrate it exactly once", async () => {
  const handles = await Promise.all([1, 2, 3].map(() => openDatabase(database.url, "/tmp")));
  try {
    const [{ n }] = (await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as [{ n: number }];
    const files = [...new Bun.Glob("*.sql").scanSync(`${import.meta.dir}/migrations`)];
    expect(n).toBe(files.length);
    for (const h of handles) await h.ping();
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
});

/**
 * A connection the server drops (a restart, a failover, an idle killer) must fail
 * the queries caught on it at once and serve the next ones on a new connection.
 * postgres.js 3.4.9 left a query sent in that instant unanswered forever and sent
 * the next connection's handshake never, so requests hung until their caller gave
 * up (patches/postgres@3.4.9.patch).
 */
test("queries on a connection the server drops fail fast, and the next ones succeed", async () => {
  const handle = await openDatabase(database.url, "/tmp", 1);
  const admin = await openDatabase(database.url, "/tmp", 1);
  const within = <T>(ms: number, work: Promise<T>) => Promise.race([work, Bun.sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]);
  try {
    for (let round = 0; round < 3; round++) {
      const [{ pid }] = (await handle.db.execute(sql`select pg_backend_pid()::int as pid`)) as unknown as [{ pid: number }];
      await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        outcomes.push(
          await within(
            3_000,
            handle.db.execute(sql`select 1`).then(
              () => "ok",
              (e) => databaseUnavailableCode(e) ?? String(e),
            ),
          ),
        );
      }
      // Failures are the ones a request answers with 503; the pool serves again within a few queries.
      for (const outcome of outcomes) expect(["ok", "ECONNRESET", "CONNECTION_CLOSED", "57P01"]).toContain(outcome);
      expect(outcomes.at(-1)).toBe("ok");
      await within(3_000, handle.ping());
    }
  } finally {
    await Promise.all([handle.close(), admin.close()]);
  }
});

test("every connection of the pool plans a prepared statement once, not on every run", async () => {
  const handle = await openDatabase(database.url, "/tmp", 2);
  try {
    const modes = await Promise.all(
      [1, 2].map(
        async () =>
          ((await handle.db.execute(sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)`)) as unknown as [{ mode: string }])[0].mode,
      ),
    );
    expect(modes).toEqual(["force_generic_plan", "force_generic_plan"]);
  } finally {
    await handle.close();
  }
});
