import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { executedRows, openDatabase } from "./client.ts";

// Memory databases after the first load a migrated image (src/platform/db/client.ts): each must still be whole and its own.
test("in-memory databases are each migrated and each their own", async () => {
  const [first, second] = await Promise.all([openDatabase("memory://", "/tmp"), openDatabase("memory://", "/tmp")]);
  const third = await openDatabase("memory://", "/tmp");
  try {
    const migrationFiles = [...new Bun.Glob("*.sql").scanSync(`${import.meta.dir}/../../../db/migrations`)].length;
    for (const { db } of [first, second, third]) {
      const [row] = executedRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      expect(row!.n).toBe(migrationFiles);
    }
    await first.db.execute(sql`insert into roster_generation values (2)`);
    const count = async (handle: typeof first) =>
      executedRows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from roster_generation`))[0]!.n;
    expect(await count(first)).toBe((await count(third)) + 1);
    expect(await count(second)).toBe(await count(third));
  } finally {
    await Promise.all([first.close(), second.close(), third.close()]);
  }
  // The process's first in-memory database runs every migration: seconds on a busy machine (the PostgreSQL pass opens no other).
}, 60_000);
