import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
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
