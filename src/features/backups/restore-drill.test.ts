/**
 * The restore drill: a product with artists' files, bookings, an invoice and
 * chat is backed up while a studio keeps writing to it, then restored into a fresh place:
 * the embedded PGlite, and with TEST_DATABASE_URL a fresh PostgreSQL database too (so the
 * PostgreSQL pass restores PostgreSQL's archive into both). Every table holds the
 * archive's rows, the snapshot is one moment, and every file is the same to the byte.
 */
import { expect, test } from "bun:test";
import { existsSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../../platform/db/client.ts";
import { schemaLevel } from "../../platform/db/migrator.ts";
import { chatMessages, chatThreads } from "../../../db/schema.ts";
import { applyAsNewArtist, fetchLookups, setArtistStatus } from "../../../tests/artist-fixtures.ts";
import { backupSuite } from "../../../tests/backup-fixtures.ts";
import { createTestDatabase } from "../../../tests/harness.ts";
import { completeJob, endedConfirmedJob, studioIn } from "../../../tests/invoice-fixtures.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { createFileStore, createKeptBytesStore } from "../../platform/storage/index.ts";
import { DATA_DIR_SECRETS } from "../../platform/storage/data-dir-secrets.ts";
import { type DatabaseSource, databaseSourceOf, dumpDatabase } from "./database-dump.ts";
import { restoreBackup } from "./restore.ts";
import { writeBackupFile } from "./write.ts";

const { t, work, source, later } = await backupSuite("restore-drill");

/** Each table's rows as sorted lines of COPY text: the same data reads the same, whichever server holds it. */
async function tablesOf(source: DatabaseSource): Promise<Map<string, string[]>> {
  const folder = mkdtempSync(join(work, "dump-"));
  const dump = await dumpDatabase(source, folder);
  const tables = new Map<string, string[]>();
  for (const table of dump.tables) tables.set(table.name, (await Bun.file(table.path).text()).split("\n").filter(Boolean).toSorted());
  return tables;
}

/** SHA-256 of every file as it is kept (a private one sealed), by key. */
async function checksums(files: FileStore): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for await (const key of files.keys()) {
    const file = (await files.getStored(key))!;
    sums.set(key, new Bun.CryptoHasher("sha256").update(await new Response(file.body).arrayBuffer()).digest("hex"));
  }
  return sums;
}

// A product worth restoring: two approved artists with their documents and headshots, a studio,
// a booking done and invoiced, an open job, and a conversation with the agency.
const l = await fetchLookups(t);
const artists = [await applyAsNewArtist(t, l, {}, "Amélie Tremblay"), await applyAsNewArtist(t, l, {}, "Noah Chen")];
for (const artist of artists) await setArtistStatus(t, artist.artistId, "approved");
const admin = await t.adminLogin();
const studio = await studioIn(t, "QC", "Académie Élan");
const { jobId } = await endedConfirmedJob(t, studio);
expect((await completeJob(t, admin, jobId)).status).toBe(200);
const say = (message: string) => t.call("POST", "/api/chat/send", { cookie: studio.cookie, body: { receiverId: ADMIN_ID, message } });
expect((await say("Bonjour, une question sur la facture")).status).toBe(201);
const messageCount = async () => (await t.db.select({ n: count() }).from(chatMessages))[0]!.n;

// The studio writes on while the backup runs (a hundred messages at most: each takes its turn of
// this one process with the backup, which goes the slower for them), and once more after it.
let backupDone = false;
let sent = 0;
const before = await messageCount();
const writing = (async () => {
  while (!backupDone && sent < 100) expect((await say(`Message ${++sent}`)).status).toBe(201);
})();
const archive = join(work, "drill.tar.gz");
const written = await writeBackupFile(source, archive);
backupDone = true;
await writing;
expect((await say("After the backup")).status).toBe(201);
const after = await messageCount();
const sourceFiles = await checksums(t.deps.files);

test("the archive lists every table with its rows, every file with its checksum, and the secret", () => {
  expect(written.manifest.schemaLevel).toBe(schemaLevel());
  const uploads = written.manifest.files.filter((f) => f.path.startsWith("uploads/"));
  expect(uploads.map((f) => f.path.slice("uploads/".length)).toSorted()).toEqual([...sourceFiles.keys()].toSorted());
  for (const file of uploads) expect(file.sha256).toBe(sourceFiles.get(file.path.slice("uploads/".length))!);
  expect(written.manifest.files.map((f) => f.path)).toContain("secrets/jwt-secret");
  const rowsOf = (name: string) => written.manifest.database.tables.find((table) => table.name === name)?.rows;
  expect(rowsOf("invoices")).toBe(1);
  expect(rowsOf("artists")).toBe(3);
  expect(rowsOf("backup_runs")).toBeUndefined();
  // Written while the studio wrote: the snapshot holds every message before it, not those after the backup.
  expect(rowsOf("chat_messages")).toBeGreaterThanOrEqual(before);
  expect(rowsOf("chat_messages")).toBeLessThan(after);
});

const places: [string, () => Promise<{ dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> }>][] = [
  ["an empty DATA_DIR on the embedded PGlite", async () => ({ dataDir: mkdtempSync(join(work, "place-")), databaseUrl: undefined, drop: async () => {} })],
];
if (process.env.TEST_DATABASE_URL) {
  places.push([
    "an empty PostgreSQL database and DATA_DIR",
    async () => {
      const database = await createTestDatabase();
      return { dataDir: mkdtempSync(join(work, "place-")), databaseUrl: database.url, drop: database.drop };
    },
  ]);
}

for (const [name, make] of places) {
  test(`restored into ${name}: every table's rows and every file's checksum are the archive's`, async () => {
    const place = await make();
    later(place.drop);
    const target = { dataDir: place.dataDir, databaseUrl: place.databaseUrl, storage: { driver: "local" as const } };
    const report = await restoreBackup(archive, target, { force: false });
    expect(report.schemaLevel).toBe(schemaLevel());
    expect(report.keptAside).toEqual([]);

    let database: DatabaseHandle | undefined;
    try {
      database = await openDatabase(place.databaseUrl, place.dataDir, 1);
      const restored = await tablesOf(databaseSourceOf(database, place.databaseUrl));
      const archived = await tablesOf(source.database);
      // The source moved on after its snapshot: only the tables the studio's writes touch may differ…
      const moving = new Set(["chat_messages", "chat_threads", "chat_mail_digests", "rate_limit_windows", "notifications", "mail_outbox", "sessions"]);
      expect([...restored.keys()]).toEqual(written.manifest.database.tables.map((table) => table.name));
      for (const table of written.manifest.database.tables) {
        expect(restored.get(table.name)!.length, table.name).toBe(table.rows);
        if (!moving.has(table.name)) expect(restored.get(table.name), table.name).toEqual(archived.get(table.name));
      }
      // …and they hold a moment of it: messages the source still has, each thread ending on its last message.
      const sourceMessages = new Set(archived.get("chat_messages"));
      for (const row of restored.get("chat_messages")!) expect(sourceMessages.has(row)).toBe(true);
      const [thread] = await database.db.select().from(chatThreads);
      const [last] = await database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.id, thread!.lastMessageId));
      expect(last).toBeDefined();
      const restoredIds = restored
        .get("chat_messages")!
        .map((row) => row.split("\t")[0]!)
        .toSorted();
      expect(thread!.lastMessageId).toBe(restoredIds.at(-1)!);
    } finally {
      await database?.close();
    }

    const restoredFiles = await checksums(createKeptBytesStore({ ...target, storage: { driver: "local" } }));
    expect(restoredFiles).toEqual(sourceFiles);
    for (const secret of DATA_DIR_SECRETS) {
      if (!existsSync(join(t.config.dataDir, secret))) continue;
      expect(await Bun.file(join(place.dataDir, secret)).text()).toBe(await Bun.file(join(t.config.dataDir, secret)).text());
    }
    // The private documents came back sealed, and open with the master key the archive carried.
    const opened = createFileStore({ ...target, dataEncryption: { key: undefined, previous: [] } });
    const privateKeys = [...sourceFiles.keys()].filter((key) => key.startsWith("private/"));
    expect(privateKeys.length).toBeGreaterThan(0);
    for (const key of privateKeys) {
      expect(await new Response((await opened.get(key))!.body).bytes()).toEqual(await new Response((await t.deps.files.get(key))!.body).bytes());
    }
    expect(existsSync(join(place.dataDir, "uploads"))).toBe(true);
  }, 120_000);
}
