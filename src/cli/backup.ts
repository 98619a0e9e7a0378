import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { embeddedDatabaseFolder, openDatabase } from "../platform/db/client.ts";
import { DatabaseInUseError } from "../platform/db/embedded-lock.ts";
import { backupSocketPath } from "../features/backups/control-socket.ts";
import { type BackupManifest, MANIFEST_NAME, manifestSchema } from "../features/backups/manifest.ts";
import { readTar } from "../features/backups/tar.ts";
import { BackupError, type BackupSource, backupFileName, saveArchive, writeBackupFile } from "../features/backups/write.ts";
import { type Config, loadConfig } from "../platform/config.ts";
import { createKeptBytesStore } from "../platform/storage/index.ts";
import { formatFileSize } from "../platform/i18n/format.ts";
import { type Command, UsageError } from "./command.ts";

/** The manifest at the end of an archive stream (the archive read whole: gzip and tar both end where they should). */
async function manifestOf(stream: ReadableStream<Uint8Array>): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  for await (const entry of readTar((stream as ReadableStream<Uint8Array<ArrayBuffer>>).pipeThrough(new DecompressionStream("gzip")))) {
    if (entry.name !== MANIFEST_NAME) continue;
    const parts: Uint8Array[] = [];
    for await (const chunk of entry.chunks()) parts.push(chunk);
    manifest = manifestSchema.parse(JSON.parse(Buffer.concat(parts).toString("utf8")));
  }
  if (!manifest) throw new BackupError("The server's archive ended without its manifest: the backup failed (the server's log says why).");
  return manifest;
}

/** Asks the server holding the embedded database for the archive, over its socket in DATA_DIR. */
async function backupThroughServer(config: Config, file: string, held: DatabaseInUseError): Promise<{ bytes: number; manifest: BackupManifest }> {
  let res: Response;
  try {
    res = await fetch("http://dancelink/backup", { method: "POST", unix: backupSocketPath(config.dataDir) });
  } catch {
    throw new DatabaseInUseError(
      held.folder,
      held.pid,
      held.lockFile,
      "That process takes no backups (it is not a DanceLink server, or an older one): stop it and run this again.",
    );
  }
  if (!res.ok || !res.body)
    throw new BackupError(((await res.json().catch(() => ({}))) as { message?: string }).message ?? `The server refused the backup (${res.status}).`);
  const [toFile, toCheck] = res.body.tee();
  const { bytes, result } = await saveArchive(toFile, file, manifestOf(toCheck));
  return { bytes, manifest: result };
}

/**
 * `backup [FILE]`: the whole site into one archive while the server keeps running
 * (src/features/backups/). PostgreSQL: read here, beside the server. The embedded database: here
 * when no server has it open, else by the server (its socket).
 */
async function backup(file: string): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl === "memory://") throw new BackupError("DATABASE_URL is memory://: there is no lasting database to back up.");
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file, or move that one away.`);
  const files = createKeptBytesStore(config);
  let written: { bytes: number; manifest: BackupManifest };
  if (config.databaseUrl) {
    written = await writeBackupFile({ database: { driver: "postgres", url: config.databaseUrl }, files, dataDir: config.dataDir }, file);
  } else {
    if (!existsSync(`${embeddedDatabaseFolder(config.dataDir)}/PG_VERSION`)) {
      throw new BackupError(`There is nothing to back up: no database in ${embeddedDatabaseFolder(config.dataDir)} (DATA_DIR is ${config.dataDir}).`);
    }
    let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
    try {
      database = await openDatabase(undefined, config.dataDir, 1, { migrate: false });
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      written = await backupThroughServer(config, file, error);
    }
    if (database) {
      const source: BackupSource = { database: { driver: "pglite", client: database.pglite! }, files, dataDir: config.dataDir };
      try {
        written = await writeBackupFile(source, file);
      } finally {
        await database.close();
      }
    }
  }
  const { manifest, bytes } = written!;
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  console.log(
    `Backed up to ${file} (${formatFileSize("en", bytes)}): ${manifest.database.tables.length} tables, ${rows} rows, ${uploads} uploads; schema level ${manifest.schemaLevel}.`,
  );
  if (manifest.missingUploads.length > 0) console.log(`${manifest.missingUploads.length} uploads were deleted while the backup ran and are not in it.`);
  return 0;
}

export const backupCommand: Command = {
  name: "backup",
  summary: "write the database, uploads and secrets into one archive",
  synopsis: "[FILE]",
  help: [
    "Writes one archive (a gzip-compressed tar, FILE or dancelink-backup-<date>-<time>.tar.gz here)",
    "while the server keeps running: the database as one consistent snapshot (its writes wait a",
    "moment at most), every upload as stored, the secrets generated in DATA_DIR, and a manifest",
    "(version, schema level, rows per table, a SHA-256 per file). It holds personal data and the",
    "secrets: it is written for its owner only; keep it as safe as the server.",
    "Reads the same settings as the server (DATABASE_URL, DATA_DIR, STORAGE_DRIVER…). On the",
    "embedded default with the server running, the server writes it (through DATA_DIR/backup.sock).",
  ].join("\n"),
  async run({ positionals }) {
    if (positionals.length > 1) throw new UsageError(`Unexpected argument ${positionals[1]}.`);
    return backup(resolve(positionals[0] ?? backupFileName(new Date())));
  },
};
