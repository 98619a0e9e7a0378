import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/harness.ts";
import { executedRows, openDatabase } from "./client.ts";
import { appliedSchema, knownMigrations, migrate, NewerSchemaError, schemaLevel } from "./migrator.ts";

const dataDir = mkdtempSync(join(tmpdir(), "migrator-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("the schema level is the number of migrations in the journal", async () => {
  const journal = (await Bun.file(join(import.meta.dir, "..", "..", "..", "db", "migrations", "meta", "_journal.json")).json()) as { entries: unknown[] };
  expect(schemaLevel()).toBe(journal.entries.length);
  expect(knownMigrations().map((m) => m.folderMillis)).toEqual(
    knownMigrations()
      .map((m) => m.folderMillis)
      .toSorted((a, b) => a - b),
  );
});

// An empty database, then migrated part of the way (a restore stops at its archive's level), then the rest.
test("migrate stops at the level asked and goes on from there", async () => {
  const database = await createTestDatabase();
  const handle = await openDatabase(database.url, dataDir, 1, { migrate: false });
  try {
    // In memory without migrating: PGlite's empty database; on PostgreSQL the fresh one.
    expect(await appliedSchema(handle.db)).toEqual({ level: 0, newestAt: undefined });
    expect(await migrate(handle.db, { upTo: 20 })).toBe(20);
    expect((await appliedSchema(handle.db)).level).toBe(20);
    expect(await migrate(handle.db)).toBe(schemaLevel());
    expect(await appliedSchema(handle.db)).toEqual({ level: schemaLevel(), newestAt: knownMigrations().at(-1)!.folderMillis });
    // Nothing left: the same level, nothing applied twice.
    expect(await migrate(handle.db)).toBe(schemaLevel());
    const [row] = executedRows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    expect(row!.n).toBe(schemaLevel());
  } finally {
    await handle.close();
    await database.drop();
  }
}, 60_000);

// On the embedded default (a folder) or PostgreSQL: what a start opens again.
test("a database a newer version migrated is refused at open with one line, and left as it is", async () => {
  const database = await createTestDatabase();
  const url = database.url === "memory://" ? undefined : database.url;
  const newer = knownMigrations().at(-1)!.folderMillis + 1;
  try {
    const upgraded = await openDatabase(url, dataDir);
    await upgraded.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${newer})`);
    await upgraded.close();

    const refused = await openDatabase(url, dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NewerSchemaError);
    const message = (refused as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toBe(
      `The database's schema is at level ${schemaLevel() + 1}, newer than this version of DanceLink knows (level ${schemaLevel()}): run the version that upgraded it, or a newer one.`,
    );
    // Refused before any statement ran; the embedded folder is free again.
    const asFound = await openDatabase(url, dataDir, 1, { migrate: false });
    expect(await appliedSchema(asFound.db)).toEqual({ level: schemaLevel() + 1, newestAt: newer });
    await asFound.close();
  } finally {
    await database.drop();
  }
}, 60_000);
