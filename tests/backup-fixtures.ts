import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseSourceOf } from "../src/features/backups/database-dump.ts";
import type { BackupSource } from "../src/features/backups/write.ts";
import { createTestApp } from "./harness.ts";

/**
 * A backup test file's app and folder: the JWT secret generated into DATA_DIR as on a real
 * first start (the archive carries it), a temporary folder for archives and places, and
 * `later` for what the file creates and must drop (databases), all undone after its tests.
 */
export async function backupSuite(name: string) {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const t = await createTestApp({ env: { JWT_SECRET: "" } });
  const cleanups: (() => Promise<unknown>)[] = [];
  // Dropping the PostgreSQL databases the file made takes seconds on a busy server.
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);
  const source: BackupSource = { database: databaseSourceOf(t.runtime.database, t.config.databaseUrl), files: t.deps.files, dataDir: t.config.dataDir };
  return { t, work, source, later: (cleanup: () => Promise<unknown>) => cleanups.push(cleanup) };
}
