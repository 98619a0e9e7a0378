/**
 * What a restore refuses, and that a refusal changes nothing: a place that is
 * not empty (unless --force, which keeps DATA_DIR's part aside), an archive from a newer
 * schema, one whose checksums do not match, one that is not an archive at all. And an
 * archive from an older schema restores at its level, then migrates.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { executedRows, openDatabase } from "../../platform/db/client.ts";
import { appliedSchema, migrate, schemaLevel } from "../../platform/db/migrator.ts";
import { applyAsNewArtist, fetchLookups } from "../../../tests/artist-fixtures.ts";
import { backupSuite } from "../../../tests/backup-fixtures.ts";
import { createTestDatabase } from "../../../tests/harness.ts";
import { localFileStore } from "../../platform/storage/local-store.ts";
import { databaseSourceOf } from "./database-dump.ts";
import { MANIFEST_NAME } from "./manifest.ts";
import { RestoreError, restoreBackup, type RestoreTarget } from "./restore.ts";
import { END_OF_ARCHIVE, fileHeader, padding, readTar } from "./tar.ts";
import { writeBackupFile } from "./write.ts";

const { t, work, source, later } = await backupSuite("restore");

const l = await fetchLookups(t);
await applyAsNewArtist(t, l, {}, "Léa Gagnon");
const archive = join(work, "good.tar.gz");
await writeBackupFile(source, archive);

/** The archive's entries, in order. */
async function entriesOf(path: string): Promise<[string, Uint8Array][]> {
  const entries: [string, Uint8Array][] = [];
  for await (const entry of readTar(Bun.file(path).stream().pipeThrough(new DecompressionStream("gzip")))) {
    const parts: Uint8Array[] = [];
    for await (const chunk of entry.chunks()) parts.push(chunk);
    entries.push([entry.name, new Uint8Array(Buffer.concat(parts))]);
  }
  return entries;
}

/** `archive` with its entries changed by `change`, written as a backup writes one. */
async function altered(name: string, change: (entries: [string, Uint8Array][]) => [string, Uint8Array][]): Promise<string> {
  const entries = change(await entriesOf(archive));
  const tar = Buffer.concat([
    ...entries.flatMap(([entry, bytes]) => [fileHeader(entry, bytes.length, new Date()), bytes, padding(bytes.length)]),
    END_OF_ARCHIVE,
  ]);
  const path = join(work, name);
  writeFileSync(path, Bun.gzipSync(new Uint8Array(tar)));
  return path;
}

const editManifest = (entries: [string, Uint8Array][], edit: (manifest: Record<string, unknown>) => void) =>
  entries.map(([name, bytes]): [string, Uint8Array] => {
    if (name !== MANIFEST_NAME) return [name, bytes];
    const manifest = JSON.parse(Buffer.from(bytes).toString());
    edit(manifest);
    return [name, new TextEncoder().encode(JSON.stringify(manifest))];
  });

/** An empty place: a new DATA_DIR, and its embedded database or a new PostgreSQL one. */
async function emptyPlace(): Promise<RestoreTarget> {
  const dataDir = mkdtempSync(join(work, "place-"));
  if (!process.env.TEST_DATABASE_URL) return { dataDir, databaseUrl: undefined, storage: { driver: "local" } };
  const database = await createTestDatabase();
  later(database.drop);
  return { dataDir, databaseUrl: database.url, storage: { driver: "local" } };
}

/** What the place holds: DATA_DIR's names, and the database's tables (none in an empty PostgreSQL database). */
async function contentsOf(place: RestoreTarget) {
  const names = readdirSync(place.dataDir).toSorted();
  if (!place.databaseUrl) return { names };
  const database = await openDatabase(place.databaseUrl, place.dataDir, 1, { migrate: false });
  try {
    const rows = executedRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public'`));
    return { names, tables: rows[0]!.n };
  } finally {
    await database.close();
  }
}

const refusal = (path: string, place: RestoreTarget, force = false) =>
  restoreBackup(path, place, { force }).then(
    () => undefined,
    (error: unknown) => error,
  );

/** Refused with `message`, and the place as it was. */
async function expectRefused(path: string, message: string | RegExp) {
  const place = await emptyPlace();
  const before = await contentsOf(place);
  const error = await refusal(path, place);
  expect(error).toBeInstanceOf(RestoreError);
  expect((error as Error).message).toMatch(message);
  expect(await contentsOf(place)).toEqual(before);
}

describe("a restore refuses, changing nothing", () => {
  test("an archive whose checksums do not match", async () => {
    const damaged = await altered("damaged.tar.gz", (entries) =>
      entries.map(([name, bytes]): [string, Uint8Array] => [name, name.startsWith("uploads/") ? bytes.map((b, i) => (i === 0 ? b ^ 1 : b)) : bytes]),
    );
    await expectRefused(damaged, /checksum of uploads\/.+ does not match its manifest: it is damaged\.$/);
  });

  test("an archive from a newer schema", async () => {
    const newer = await altered("newer.tar.gz", (entries) => editManifest(entries, (m) => Object.assign(m, { schemaLevel: schemaLevel() + 1 })));
    await expectRefused(newer, `comes from a newer schema (level ${schemaLevel() + 1}; this version of DanceLink knows level ${schemaLevel()})`);
  });

  test("an archive lacking a file, holding one its manifest does not list, or one no backup writes", async () => {
    await expectRefused(
      await altered("lacking.tar.gz", (entries) => entries.filter(([name]) => !name.startsWith("uploads/private/"))),
      /lacks uploads\/private\//,
    );
    await expectRefused(
      await altered("extra.tar.gz", (entries) => [[`uploads/public/${Bun.randomUUIDv7()}.png`, new Uint8Array([1])], ...entries]),
      /which its manifest does not list/,
    );
    await expectRefused(
      await altered("foreign.tar.gz", (entries) => [["../../etc/cron.d/job", new Uint8Array([1])], ...entries]),
      /which no DanceLink backup writes/,
    );
    await expectRefused(await altered("no-manifest.tar.gz", (entries) => entries.filter(([name]) => name !== MANIFEST_NAME)), /has no manifest/);
    await expectRefused(
      await altered("bad-manifest.tar.gz", (entries) => editManifest(entries, (m) => Object.assign(m, { format: "something-else/9" }))),
      /manifest is not one DanceLink writes \(format:/,
    );
  });

  test("rows that do not load, even with checksums to match (a forged archive)", async () => {
    const forged = new TextEncoder().encode("not\ta\trow\n");
    const sha256 = new Bun.CryptoHasher("sha256").update(forged).digest("hex");
    const path = await altered("forged.tar.gz", (entries) =>
      editManifest(
        entries.map(([name, bytes]): [string, Uint8Array] => [name, name === "database/jobs.copy" ? forged : bytes]),
        (m) => {
          const file = (m.files as { path: string; size: number; sha256: string }[]).find((f) => f.path === "database/jobs.copy")!;
          Object.assign(file, { size: forged.length, sha256 });
        },
      ),
    );
    await expectRefused(path, /^The archive's rows of jobs could not be loaded: /);
    // A new embedded database migrated from scratch before the load: seconds when every core is busy.
  }, 60_000);

  test("a file that is not an archive, or one cut short", async () => {
    const text = join(work, "notes.txt");
    writeFileSync(text, "just some notes");
    await expectRefused(text, /is not a backup archive/);
    const whole = await Bun.file(archive).bytes();
    const cut = join(work, "cut.tar.gz");
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expectRefused(cut, /is not a backup archive|is damaged/);
    await expectRefused(join(work, "missing.tar.gz"), /^There is no file /);
  });

  test("a place that is not empty; --force replaces it and keeps DATA_DIR's part aside", async () => {
    const place = await emptyPlace();
    await restoreBackup(archive, place, { force: false });
    const restored = await contentsOf(place);
    const error = await refusal(archive, place);
    expect(error).toBeInstanceOf(RestoreError);
    expect((error as Error).message).toMatch(
      /^The place to restore into is not empty: it holds .*jwt-secret, .*encryption-key, .*vapid-keys\.json\. Restore into an empty one, or add --force to replace it\.$/,
    );
    expect(await contentsOf(place)).toEqual(restored);

    const report = await restoreBackup(archive, place, { force: true });
    expect(report.keptAside.map((path) => path.slice(place.dataDir.length + 1).replace(/\d{14}$/, "<time>")).toSorted()).toEqual(
      [
        ...(place.databaseUrl ? [] : ["pg.replaced-<time>"]),
        "jwt-secret.replaced-<time>",
        "encryption-key.replaced-<time>",
        "vapid-keys.json.replaced-<time>",
        "uploads.replaced-<time>",
      ].toSorted(),
    );
    for (const path of report.keptAside) expect(existsSync(path)).toBe(true);
    // The replaced uploads are the same files: the archive came from the same place.
    const keys = await Array.fromAsync(localFileStore(join(place.dataDir, "uploads")).keys());
    expect(keys.length).toBeGreaterThan(0);
  }, 60_000);
});

test("an archive from an older schema is restored at its level, then migrated to this one", async () => {
  const older = schemaLevel() - 3;
  const database = await createTestDatabase();
  later(database.drop);
  const dataDir = mkdtempSync(join(work, "older-"));
  const url = database.url === "memory://" ? undefined : database.url;
  const handle = await openDatabase(url, dataDir, 1, { migrate: false });
  try {
    await migrate(handle.db, { upTo: older });
    await handle.db.execute(
      sql`insert into users (id, name, email, password_hash, role) values ('01a22600-0000-7000-8000-000000000001', 'Ana', 'ana@test.local', 'x', 'client')`,
    );
    const path = join(work, "older.tar.gz");
    const written = await writeBackupFile({ database: databaseSourceOf(handle, url), files: localFileStore(join(dataDir, "uploads")), dataDir }, path);
    expect(written.manifest.schemaLevel).toBe(older);

    const place = await emptyPlace();
    const report = await restoreBackup(path, place, { force: false });
    expect(report.schemaLevel).toBe(schemaLevel());
    const restored = await openDatabase(place.databaseUrl, place.dataDir, 1);
    try {
      expect((await appliedSchema(restored.db)).level).toBe(schemaLevel());
      const rows = executedRows<{ email: string }>(await restored.db.execute(sql`select email from users`));
      expect(rows.map((r) => r.email)).toEqual(["ana@test.local"]);
    } finally {
      await restored.close();
    }
  } finally {
    await handle.close();
  }
}, 120_000);
