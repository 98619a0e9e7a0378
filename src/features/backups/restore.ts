import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import postgres from "postgres";
import { type Database, embeddedDatabaseFolder } from "../../platform/db/client.ts";
import { DatabaseInUseError, lockEmbeddedDatabase } from "../../platform/db/embedded-lock.ts";
import { migrate, migrateWithin, schemaLevel, sqlExecutor } from "../../platform/db/migrator.ts";
import { createPglite } from "../../platform/db/pglite.ts";
import type { Config } from "../../platform/config.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { createKeptBytesStore } from "../../platform/storage/index.ts";
import { localFileStore } from "../../platform/storage/local-store.ts";
import { DATA_DIR_SECRETS } from "../../platform/storage/data-dir-secrets.ts";
import { ensurePrivateDir, PRIVATE_DIR_MODE, restrictToOwner } from "../../platform/storage/private-files.ts";
import { type LoadSession, loadTables, RestoreError } from "./database-load.ts";
import { type BackupManifest, entryKind, MANIFEST_MAX_BYTES, MANIFEST_NAME, manifestSchema, tableEntry, uploadEntry } from "./manifest.ts";
import { readTar, TarError } from "./tar.ts";

export { RestoreError } from "./database-load.ts";

/** Where a restore puts things: the database and file store the settings name, and DATA_DIR. */
export type RestoreTarget = Pick<Config, "databaseUrl" | "dataDir" | "storage">;

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  uploads: number;
  secrets: number;
  /** The schema level the database is at now (the archive's, then migrated to this version's). */
  schemaLevel: number;
  /** With --force: where what was replaced went (DATA_DIR's folders and files, kept aside, never deleted). */
  keptAside: string[];
}

/** What the target holds already, in words, or nothing when it is empty. */
async function whatIsThere(target: RestoreTarget, files: FileStore): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl === undefined) {
    if (existsSync(join(embeddedDatabaseFolder(target.dataDir), "PG_VERSION"))) found.push(`a database in ${embeddedDatabaseFolder(target.dataDir)}`);
  } else {
    const connection = postgres(target.databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      const [row] = await connection`select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as used`;
      if (row?.used) found.push("tables in the database");
    } finally {
      await connection.end({ timeout: 5 });
    }
  }
  for await (const _ of files.keys()) {
    found.push(target.storage.driver === "s3" ? "files in the bucket" : `files in ${join(target.dataDir, "uploads")}`);
    break;
  }
  for (const name of DATA_DIR_SECRETS) if (existsSync(join(target.dataDir, name))) found.push(join(target.dataDir, name));
  return found;
}

/** Writes an entry's bytes to `path`, hashing them; answers its size and SHA-256. */
async function extract(chunks: AsyncIterable<Uint8Array>, path: string) {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  const sink = Bun.file(path).writer();
  const hash = new Bun.CryptoHasher("sha256");
  let size = 0;
  try {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
      sink.write(chunk);
      if (size % (8 << 20) < chunk.length) await sink.flush();
    }
  } finally {
    await sink.end();
  }
  return { size, sha256: hash.digest("hex") };
}

/** Where an entry goes in the staging folder. */
const stagedPath = (staging: string, name: string) => join(staging, "archive", name);

/**
 * Reads the whole archive into `staging`, checking every entry against the manifest:
 * only the names a backup writes, each once, each of the size and SHA-256 the manifest
 * says, none missing, and a schema this version knows. Anything else is refused.
 */
async function extractAndCheck(archive: string, staging: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    const stream = Bun.file(archive).stream().pipeThrough(new DecompressionStream("gzip"));
    for await (const entry of readTar(stream)) {
      if (seen.has(entry.name) || (entry.name === MANIFEST_NAME && manifestText !== undefined)) {
        throw new RestoreError(`The archive holds ${entry.name} twice: it is not one DanceLink writes.`);
      }
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new RestoreError("The archive's manifest is too large to be one DanceLink writes.");
        const parts: Uint8Array[] = [];
        for await (const chunk of entry.chunks()) parts.push(chunk);
        manifestText = Buffer.concat(parts).toString("utf8");
        continue;
      }
      if (!entryKind(entry.name)) throw new RestoreError(`The archive holds ${JSON.stringify(entry.name)}, which no DanceLink backup writes.`);
      seen.set(entry.name, await extract(entry.chunks(), stagedPath(staging, entry.name)));
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    if (error instanceof TarError) throw new RestoreError(`${archive} is damaged: ${error.message}.`);
    throw new RestoreError(`${archive} is not a backup archive (a gzip-compressed tar): ${(error as Error).message}`);
  }
  if (manifestText === undefined) throw new RestoreError(`${archive} has no manifest: it is cut short, or not a DanceLink backup.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new RestoreError(`${archive}'s manifest is not JSON: it is damaged.`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new RestoreError(`${archive}'s manifest is not one DanceLink writes (${issue.path.join(".") || "manifest"}: ${issue.message}).`);
  }
  const manifest = checked.data;
  if (manifest.schemaLevel > schemaLevel()) {
    throw new RestoreError(
      `${archive} comes from a newer schema (level ${manifest.schemaLevel}; this version of DanceLink knows level ${schemaLevel()}): restore it with DanceLink ${manifest.product.version} or newer.`,
    );
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const file of manifest.files) {
    const found = seen.get(file.path);
    if (!found) throw new RestoreError(`${archive} lacks ${file.path}, which its manifest lists: it is damaged.`);
    if (found.size !== file.size || found.sha256 !== file.sha256)
      throw new RestoreError(`${archive}'s checksum of ${file.path} does not match its manifest: it is damaged.`);
  }
  for (const name of seen.keys()) if (!listed.has(name)) throw new RestoreError(`${archive} holds ${name}, which its manifest does not list: it is damaged.`);
  for (const table of manifest.database.tables) {
    if (!listed.has(tableEntry(table.name))) throw new RestoreError(`${archive} lacks the rows of ${table.name}, which its manifest lists: it is damaged.`);
  }
  return manifest;
}

function pgliteSession(client: PGlite): LoadSession {
  return {
    rows: async <T>(query: string) => (await client.query<T>(query)).rows,
    run: async (statement) => {
      await client.exec(statement);
    },
    copyIn: async (statement, path) => {
      await client.query(statement.replace(/ from stdin$/, " from '/dev/blob'"), [], { blob: Bun.file(path) });
    },
  };
}

function postgresSession(tx: postgres.TransactionSql): LoadSession {
  return {
    rows: async <T>(query: string) => (await tx.unsafe(query)) as unknown as T[],
    run: async (statement) => {
      await tx.unsafe(statement);
    },
    copyIn: async (statement, path) => {
      const writable = await tx.unsafe(statement).writable();
      await pipeline(Readable.fromWeb(Bun.file(path).stream() as unknown as NodeReadableStream), writable);
    },
  };
}

/**
 * Puts the archive's uploads and secrets in place; answers how to take them back out.
 * Local uploads are written into a folder of the staging area and swapped into place;
 * on S3 each is put under its key. What `force` replaces is kept aside, never deleted.
 */
async function placeFiles(target: RestoreTarget, manifest: BackupManifest, staging: string, stamp: string, keptAside: string[]) {
  const undo: (() => Promise<unknown>)[] = [];
  const aside = async (path: string) => {
    if (!existsSync(path)) return;
    const moved = `${path}.replaced-${stamp}`;
    await rename(path, moved);
    keptAside.push(moved);
    undo.push(() => rename(moved, path));
  };
  const uploads = manifest.files.filter((f) => entryKind(f.path)?.kind === "upload");
  if (target.storage.driver === "local") {
    const folder = join(staging, "uploads");
    const store = localFileStore(folder);
    for (const file of uploads)
      await store.putAt(file.path.slice("uploads/".length), Bun.file(stagedPath(staging, file.path)), file.contentType ?? "application/octet-stream");
    const final = join(target.dataDir, "uploads");
    await aside(final);
    if (existsSync(folder)) {
      await rename(folder, final);
      undo.push(() => rm(final, { recursive: true, force: true }));
    }
  } else {
    const store = createKeptBytesStore(target);
    for (const file of uploads) {
      const key = file.path.slice("uploads/".length);
      await store.putAt(key, Bun.file(stagedPath(staging, uploadEntry(key))), file.contentType ?? "application/octet-stream");
      undo.push(() => store.delete(key));
    }
  }
  for (const file of manifest.files) {
    const secret = entryKind(file.path);
    if (secret?.kind !== "secret") continue;
    const final = join(target.dataDir, secret.name);
    await aside(final);
    await copyFile(stagedPath(staging, file.path), final);
    undo.push(() => rm(final, { force: true }));
  }
  return async () => {
    for (const step of undo.reverse()) await step().catch(() => {});
  };
}

/**
 * `restore FILE`: fills an empty place (the database the settings name, DATA_DIR, the file
 * store) from an archive, then migrates it to this version's schema. Refuses, changing
 * nothing, a place that holds anything (unless `force`: then what was there is replaced,
 * DATA_DIR's part kept aside), an archive whose checksums do not match, and one from a
 * newer schema. The rows load in one transaction on PostgreSQL, and into a new folder on
 * PGlite, swapped in at the end.
 */
export async function restoreBackup(archive: string, target: RestoreTarget, options: { force: boolean }): Promise<RestoreReport> {
  if (target.databaseUrl === "memory://") throw new RestoreError("DATABASE_URL is memory://: a restore needs a database that outlives it.");
  if (!(await Bun.file(archive).exists())) throw new RestoreError(`There is no file ${archive}.`);
  await ensurePrivateDir(target.dataDir);
  const embedded = target.databaseUrl === undefined;
  let unlock: (() => void) | undefined;
  if (embedded) {
    const folder = embeddedDatabaseFolder(target.dataDir);
    try {
      unlock = lockEmbeddedDatabase(folder);
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      throw new DatabaseInUseError(error.folder, error.pid, error.lockFile, "Stop the server first: a restore replaces what it serves.");
    }
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const staging = join(target.dataDir, `.restore-${stamp}-${process.pid}`);
  try {
    const files = createKeptBytesStore(target);
    const there = await whatIsThere(target, files);
    if (there.length > 0 && !options.force) {
      throw new RestoreError(`The place to restore into is not empty: it holds ${there.join(", ")}. Restore into an empty one, or add --force to replace it.`);
    }
    await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
    const manifest = await extractAndCheck(archive, staging);
    const fileOf = (table: string) => stagedPath(staging, tableEntry(table));
    const keptAside: string[] = [];
    let level: number;
    if (embedded) {
      const client = await createPglite({ dataDir: join(staging, "pg") });
      try {
        const db = drizzlePglite({ client }) as unknown as Database;
        await migrate(db, { upTo: manifest.schemaLevel });
        await loadTables(pgliteSession(client), manifest, fileOf);
        level = await migrate(db);
      } finally {
        await client.close();
      }
      const undoFiles = await placeFiles(target, manifest, staging, stamp, keptAside);
      try {
        const final = embeddedDatabaseFolder(target.dataDir);
        if (existsSync(final) && (await readdir(final)).length > 0) {
          await rename(final, `${final}.replaced-${stamp}`);
          keptAside.push(`${final}.replaced-${stamp}`);
        } else await rm(final, { recursive: true, force: true });
        await rename(join(staging, "pg"), final);
      } catch (error) {
        await undoFiles();
        throw error;
      }
    } else {
      const connection = postgres(target.databaseUrl!, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      let undoFiles: (() => Promise<void>) | undefined;
      try {
        level = await connection.begin(async (tx) => {
          if (options.force) await tx.unsafe("drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;").simple();
          const db = sqlExecutor(tx);
          await migrateWithin(db, { upTo: manifest.schemaLevel });
          await loadTables(postgresSession(tx), manifest, fileOf);
          const reached = await migrateWithin(db);
          undoFiles = await placeFiles(target, manifest, staging, stamp, keptAside);
          return reached;
        });
      } catch (error) {
        await undoFiles?.();
        throw error;
      } finally {
        await connection.end({ timeout: 5 });
      }
    }
    await restrictToOwner(target.dataDir);
    const count = (kind: string) => manifest.files.filter((f) => entryKind(f.path)?.kind === kind).length;
    return {
      manifest,
      rows: manifest.database.tables.reduce((sum, t) => sum + t.rows, 0),
      uploads: count("upload"),
      secrets: count("secret"),
      schemaLevel: level,
      keptAside,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock?.();
  }
}
