import { mkdir, readdir, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Database } from "../../platform/db/client.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import type { Logger } from "../../platform/log.ts";
import { type Periodic, periodic } from "../../platform/periodic.ts";
import { PRIVATE_DIR_MODE } from "../../platform/storage/private-files.ts";
import { claimBackupRun, failBackupRun, finishBackupRun, type ScheduleSettings, touchBackupRun } from "./runs.ts";
import { BACKUP_FILE_PATTERN, type BackupGate, type BackupSource, backupFileName, writeBackupFile } from "./write.ts";

/** How often an instance asks whether a backup is due (the interval itself is BACKUP_INTERVAL_HOURS). */
export const BACKUP_CHECK_MS = 60_000;
/** How often a running backup says it is still at it (well within STALE_HEARTBEAT_MINUTES). */
const HEARTBEAT_MS = 60_000;

export type TickOutcome = "written" | "failed" | "not due" | "busy";

export interface BackupScheduler extends Periodic {
  /** One round: what the timer runs every minute (tests call it). */
  tick(): Promise<TickOutcome>;
}

/** Removes all but the newest `keep` archives of `folder` (by their names, which sort by time); never another file. */
export async function pruneArchives(folder: string, keep: number): Promise<string[]> {
  const archives = (await readdir(folder)).filter((name) => BACKUP_FILE_PATTERN.test(name)).toSorted();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}

/**
 * Scheduled backups: with BACKUP_DIR set, every instance asks each minute;
 * the one whose claim succeeds (one running row, across instances) writes an archive into
 * BACKUP_DIR, records it, and keeps the newest BACKUP_KEEP. A failure is recorded and told
 * (`backup.failed`: the owner's notification and mail); so is a run whose process stopped.
 */
export function createBackupScheduler(deps: {
  db: Database;
  source: BackupSource;
  schedule: ScheduleSettings & { dir: string };
  gate: BackupGate;
  events: EventPublisher;
  log: Logger;
}): BackupScheduler {
  const { db, schedule, events, log } = deps;

  async function run(runId: string): Promise<TickOutcome> {
    const heartbeat = setInterval(() => {
      touchBackupRun(db, runId).catch((error: unknown) => log.warn("backup heartbeat failed", { error: String(error) }));
    }, HEARTBEAT_MS);
    try {
      await mkdir(schedule.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const written = await writeBackupFile(deps.source, join(schedule.dir, backupFileName(new Date())));
      await finishBackupRun(db, runId, basename(written.path), written.bytes);
      const removed = await pruneArchives(schedule.dir, schedule.keep);
      log.info("backup written", { file: basename(written.path), bytes: written.bytes, removed: removed.length });
      return "written";
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error("backup failed", { error: message });
      await failBackupRun(db, runId, message);
      events.publish({ type: "backup.failed", runId });
      return "failed";
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function tick(): Promise<TickOutcome> {
    const release = deps.gate.tryTake();
    if (!release) return "busy";
    try {
      const { runId, interrupted } = await claimBackupRun(db, schedule.intervalHours);
      for (const id of interrupted) events.publish({ type: "backup.failed", runId: id });
      return runId ? await run(runId) : "not due";
    } finally {
      release();
    }
  }

  // A backup under way finishes when the scheduler stops (stopped for good, its row would be marked interrupted by the next instance).
  const rounds = periodic(tick, BACKUP_CHECK_MS, (error) => log.error("backup round failed", { error: String(error) }));
  return { ...rounds, tick };
}
