import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { backupRuns, users } from "../../../db/schema.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { startSmtpPeer } from "../../../tests/smtp-peer.ts";
import type { BackupStatus } from "./backups.contract.ts";
import type { NotificationPage } from "../notifications/notifications.contract.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { databaseSourceOf } from "./database-dump.ts";
import { createBackupScheduler } from "./schedule.ts";
import { BACKUP_FILE_PATTERN, BackupGate } from "./write.ts";

const peer = await startSmtpPeer();
const t = await suiteApp({ env: { ...peer.env, PUBLIC_URL: "https://dance.example" } });
const work = mkdtempSync(join(tmpdir(), "scheduled-backups-"));
afterAll(async () => {
  await peer.close();
  rmSync(work, { recursive: true, force: true });
});
const admin = await t.adminLogin();

/** An instance's scheduler into `dir` (its own gate: another instance's, unless one is given). */
function scheduler(dir: string, options: { keep?: number; gate?: BackupGate } = {}) {
  return createBackupScheduler({
    db: t.db,
    source: { database: databaseSourceOf(t.runtime.database, t.config.databaseUrl), files: t.deps.files, dataDir: t.config.dataDir },
    schedule: { dir, intervalHours: 24, keep: options.keep ?? 7 },
    gate: options.gate ?? new BackupGate(),
    events: t.deps.events,
    log: t.deps.log,
  });
}

const archivesIn = (dir: string) => readdirSync(dir).filter((name) => BACKUP_FILE_PATTERN.test(name));
const status = async () => (await t.call<BackupStatus>("GET", "/api/admin/backups", { cookie: admin.cookie })).body;
const freshFolder = () => mkdtempSync(join(work, "backups-"));

beforeEach(async () => {
  await t.db.delete(backupRuns);
});

// Each round backs the whole test database up (a second or two; more when every core is busy).
describe("scheduled backups (BACKUP_DIR)", () => {
  test("a first round writes an archive and the console shows it; the next is not due until the interval has passed", async () => {
    const dir = freshFolder();
    const instance = scheduler(dir);
    expect(await instance.tick()).toBe("written");
    const [file] = archivesIn(dir);
    expect(file).toBeDefined();
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
    const shown = await status();
    expect(shown).toMatchObject({ scheduled: false, intervalHours: 24, keep: 7, lastSucceeded: null });
    expect(shown.last).toMatchObject({ status: "succeeded", fileName: file, sizeBytes: statSync(join(dir, file!)).size, error: null });

    expect(await instance.tick()).toBe("not due");
    // A day later it is due again.
    await t.db.update(backupRuns).set({ startedAt: sql`now() - interval '25 hours'` });
    expect(await instance.tick()).toBe("written");
  }, 30_000);

  test("the newest BACKUP_KEEP archives are kept, and nothing else in the folder is touched", async () => {
    const dir = freshFolder();
    const older = ["dancelink-backup-20240101-000000.tar.gz", "dancelink-backup-20250101-000000.tar.gz", "dancelink-backup-20250601-120000.tar.gz"];
    for (const name of [...older, "notes.txt", "dancelink-backup-20200101-000000.tar.gz.partial"]) writeFileSync(join(dir, name), "kept by someone");
    expect(await scheduler(dir, { keep: 2 }).tick()).toBe("written");
    const [newest] = archivesIn(dir).filter((name) => !older.includes(name));
    expect(readdirSync(dir).toSorted()).toEqual(["dancelink-backup-20200101-000000.tar.gz.partial", older[2]!, newest!, "notes.txt"].toSorted());
  }, 30_000);

  test("one instance at a time: of two asking together one writes, and one process never runs two", async () => {
    const dir = freshFolder();
    const outcomes = await Promise.all([scheduler(dir).tick(), scheduler(dir).tick()]);
    expect(outcomes.toSorted()).toEqual(["not due", "written"]);
    expect(archivesIn(dir)).toHaveLength(1);

    const gate = new BackupGate();
    const release = gate.tryTake()!;
    expect(await scheduler(dir, { gate }).tick()).toBe("busy");
    release();
  }, 30_000);

  test("a failed backup is recorded, shown, and told to the admin in the app and by mail, in the admin's language", async () => {
    const dir = freshFolder();
    expect(await scheduler(dir).tick()).toBe("written");
    await t.db.update(backupRuns).set({ startedAt: sql`now() - interval '25 hours'` });
    // BACKUP_DIR names a file: the folder cannot be made.
    const blocked = join(work, "not-a-folder");
    writeFileSync(blocked, "in the way");
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, ADMIN_ID));
    try {
      expect(await scheduler(blocked).tick()).toBe("failed");
      const shown = await status();
      expect(shown.last).toMatchObject({ status: "failed", fileName: null, sizeBytes: null });
      expect(shown.last!.error).toContain("not-a-folder");
      expect(shown.lastSucceeded).toMatchObject({ status: "succeeded" });

      await t.deps.notifications.idle();
      const read = async (locale: string) =>
        (await t.call<NotificationPage>("GET", "/api/notifications", { cookie: admin.cookie, headers: { "accept-language": locale } })).body.items[0]!;
      const en = await read("en");
      expect(en).toMatchObject({ kind: "admin.backup_failed", title: "A scheduled backup failed", link: "/admin/settings" });
      expect(en.body).toMatch(/^The backup started on .+ at .+ was not written\. What went wrong: .*not-a-folder/);
      const fr = await read("fr");
      expect(fr.title).toBe("Une sauvegarde planifiée a échoué");
      expect(fr.body).toMatch(/^La sauvegarde commencée le .+ à .+ n’a pas été écrite\. Ce qui a échoué\u00a0: .*not-a-folder/);

      await t.drainMail();
      const mail = await peer.waitForMail((m) => m.subject === "Une sauvegarde planifiée a échoué");
      expect(mail.envelope.to).toEqual([(await t.db.select({ email: users.email }).from(users).where(eq(users.id, ADMIN_ID)))[0]!.email]);
      expect(mail.links).toContain("https://dance.example/fr/admin/settings");
    } finally {
      await t.db.update(users).set({ locale: null }).where(eq(users.id, ADMIN_ID));
    }
  }, 30_000);

  test("a run whose process stopped is marked failed and told; a new one is written", async () => {
    const dir = freshFolder();
    const [stopped] = await t.db
      .insert(backupRuns)
      .values({ id: Bun.randomUUIDv7(), status: "running", startedAt: sql`now() - interval '2 hours'`, heartbeatAt: sql`now() - interval '10 minutes'` })
      .returning({ id: backupRuns.id });
    expect(await scheduler(dir).tick()).toBe("written");
    const [row] = await t.db.select().from(backupRuns).where(eq(backupRuns.id, stopped!.id));
    expect(row).toMatchObject({ status: "failed", error: "Interrupted: the process writing it stopped before it was done." });
    await t.deps.notifications.idle();
    const page = (await t.call<NotificationPage>("GET", "/api/notifications", { cookie: admin.cookie })).body;
    expect(page.items.filter((n) => n.kind === "admin.backup_failed" && n.body.includes("Interrupted"))).toHaveLength(1);
  }, 30_000);
});
