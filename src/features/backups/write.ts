import { createWriteStream, existsSync } from "node:fs";
import { chmod, mkdtemp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { DATA_DIR_SECRETS } from "../../platform/storage/data-dir-secrets.ts";
import { PRIVATE_FILE_MODE } from "../../platform/storage/private-files.ts";
import { buildIdentity } from "../../platform/version.ts";
import { type DatabaseSource, dumpDatabase } from "./database-dump.ts";
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_NAME, type ManifestFile, secretEntry, tableEntry, uploadEntry } from "./manifest.ts";
import { END_OF_ARCHIVE, fileHeader, padding } from "./tar.ts";

/** A backup that cannot be written: the message says why (the file exists, nothing to back up…). */
export class BackupError extends Error {
  override name = "BackupError";
}

/** An archive's default name: `dancelink-backup-20261129-140501.tar.gz` (UTC), which sorts by time. */
export const backupFileName = (at: Date) => `dancelink-backup-${at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)}.tar.gz`;

/** Archives named as `backupFileName` names them (the scheduler keeps the newest and removes the rest, never anything else). */
export const BACKUP_FILE_PATTERN = /^dancelink-backup-\d{8}-\d{6}\.tar\.gz$/;

/** One backup at a time in a process: the scheduler's, and one asked for through the running server's socket. */
export class BackupGate {
  private held = false;
  /** Takes the gate unless a backup is running here: answers its release (once is enough), or undefined. */
  tryTake(): (() => void) | undefined {
    if (this.held) return undefined;
    this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held = false;
    };
  }
}

/** What a backup reads: the database, the uploads' store, and DATA_DIR for the generated secrets. */
export interface BackupSource {
  database: DatabaseSource;
  files: FileStore;
  dataDir: string;
}

/** A backup under way: its archive (tar, gzip) streams out; `manifest` settles when the stream ends, or fails with it. */
export interface BackupInProgress {
  stream: ReadableStream<Uint8Array>;
  manifest: Promise<BackupManifest>;
}

/**
 * Takes the database's snapshot (a failure there is thrown before any byte goes out),
 * then streams the archive: the tables, every upload as stored, the
 * secrets, the manifest last. Nothing is held in memory but a chunk at a time: the
 * archive goes as fast as its reader takes it.
 */
export async function startBackup(source: BackupSource): Promise<BackupInProgress> {
  const work = await mkdtemp(join(tmpdir(), "dancelink-backup-"));
  const createdAt = new Date();
  let dump: Awaited<ReturnType<typeof dumpDatabase>>;
  try {
    dump = await dumpDatabase(source.database, work);
    if (dump.schemaLevel === 0) throw new BackupError("There is nothing to back up: the database has never been migrated (no DanceLink schema in it).");
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  const gzip = new CompressionStream("gzip");
  const writer = gzip.writable.getWriter();
  // Bytes of any buffer: the stream's typing asks for ArrayBuffer-backed ones.
  const out = {
    write: (bytes: Uint8Array) => writer.write(bytes as Uint8Array<ArrayBuffer>),
    close: () => writer.close(),
    abort: (reason: unknown) => writer.abort(reason),
  };
  const files: ManifestFile[] = [];
  const missingUploads: string[] = [];

  /** One entry: its header, its bytes hashed as they pass, its padding; `size` must be what comes. */
  async function add(name: string, size: number, body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, contentType?: string) {
    await out.write(fileHeader(name, size, createdAt));
    const hash = new Bun.CryptoHasher("sha256");
    let written = 0;
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      written += chunk.length;
      if (written > size) break;
      hash.update(chunk);
      await out.write(chunk);
    }
    if (written !== size) throw new Error(`${name} changed while it was backed up (${written} bytes where ${size} were announced)`);
    await out.write(padding(size));
    files.push({ path: name, size, sha256: hash.digest("hex"), ...(contentType ? { contentType } : {}) });
  }

  const manifest = (async (): Promise<BackupManifest> => {
    try {
      for (const table of dump.tables) await add(tableEntry(table.name), table.size, Bun.file(table.path).stream());
      for await (const key of source.files.keys()) {
        const file = await source.files.getStored(key);
        // Deleted since it was listed (a replaced headshot): its row is gone too, or going.
        if (!file) missingUploads.push(key);
        else await add(uploadEntry(key), file.size, file.body, file.contentType);
      }
      for (const name of DATA_DIR_SECRETS) {
        const path = join(source.dataDir, name);
        if (existsSync(path)) await add(secretEntry(name), (await stat(path)).size, Bun.file(path).stream());
      }
      const { version, commit } = buildIdentity();
      const written: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt: createdAt.toISOString(),
        product: { version, commit },
        schemaLevel: dump.schemaLevel,
        database: { source: dump.source, tables: dump.tables.map(({ name, columns, rows }) => ({ name, columns, rows })) },
        files,
        missingUploads,
      };
      const bytes = new TextEncoder().encode(`${JSON.stringify(written, null, 1)}\n`);
      await out.write(fileHeader(MANIFEST_NAME, bytes.length, createdAt));
      await out.write(bytes);
      await out.write(padding(bytes.length));
      await out.write(END_OF_ARCHIVE);
      await out.close();
      return written;
    } catch (error) {
      await out.abort(error).catch(() => {});
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  })();
  // The caller awaits it; until then a failure is the stream's too.
  manifest.catch(() => {});
  return { stream: gzip.readable, manifest };
}

/** Where a finished archive went, and how large it is. */
export interface WrittenBackup {
  path: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes `stream` (a backup's archive) to `path`, owner only: as `path.partial` until the
 * last byte, then renamed, so a file under the final name is always whole. A failure
 * leaves nothing behind. `finished` is the backup's manifest (or whatever else says the
 * stream was whole).
 */
export async function saveArchive<T>(stream: ReadableStream<Uint8Array>, path: string, finished: Promise<T>): Promise<{ bytes: number; result: T }> {
  const partial = `${path}.partial`;
  try {
    const [, result] = await Promise.all([
      pipeline(Readable.fromWeb(stream as unknown as NodeReadableStream), createWriteStream(partial, { mode: PRIVATE_FILE_MODE })),
      finished,
    ]);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, path);
    return { bytes: (await stat(path)).size, result };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** A whole backup of `source` into the file `path`. */
export async function writeBackupFile(source: BackupSource, path: string): Promise<WrittenBackup> {
  const backup = await startBackup(source);
  const { bytes, result } = await saveArchive(backup.stream, path, backup.manifest);
  return { path, bytes, manifest: result };
}
