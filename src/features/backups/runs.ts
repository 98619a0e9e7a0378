import { and, desc, eq, sql } from "drizzle-orm";
import { type Database, executedRows } from "../../platform/db/client.ts";
import { backupRuns } from "../../../db/schema.ts";
import type { BackupRunView, BackupStatus } from "./backups.contract.ts";

/**
 * The scheduled backups' rows (`backup_runs`): a run is claimed by an insert
 * that one instance at a time can make (one `running` row), kept alive by its heartbeat,
 * and ends succeeded or failed. What the console reads.
 */

/** A running row whose heartbeat is older than this was left by a process that stopped. */
export const STALE_HEARTBEAT_MINUTES = 5;
/** After a failed run, the next try comes this soon at the latest (or after the interval, if shorter). */
const RETRY_HOURS = 1;
/** Errors are kept to this many characters. */
const ERROR_LENGTH = 1000;

export interface ScheduleSettings {
  dir: string | undefined;
  intervalHours: number;
  keep: number;
}

/**
 * Marks the runs whose process stopped as failed (their ids come back: each is told),
 * then claims a new run when one is due: no success within the interval, no attempt within
 * the hour (or the interval). Answers the claimed run's id, if any.
 */
export async function claimBackupRun(db: Database, intervalHours: number): Promise<{ runId: string | undefined; interrupted: string[] }> {
  const interrupted = await db
    .update(backupRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: "Interrupted: the process writing it stopped before it was done." })
    .where(and(eq(backupRuns.status, "running"), sql`${backupRuns.heartbeatAt} < now() - make_interval(mins => ${STALE_HEARTBEAT_MINUTES})`))
    .returning({ id: backupRuns.id });
  const id = Bun.randomUUIDv7();
  const retryHours = Math.min(intervalHours, RETRY_HOURS);
  const claimed = executedRows<{ id: string }>(
    await db.execute(sql`insert into ${backupRuns} (id, status)
      select ${id}, 'running'
      where not exists (select 1 from ${backupRuns} where status = 'succeeded' and started_at > now() - make_interval(hours => ${intervalHours}))
        and not exists (select 1 from ${backupRuns} where started_at > now() - make_interval(hours => ${retryHours}))
      on conflict do nothing
      returning id`),
  );
  return { runId: claimed[0]?.id, interrupted: interrupted.map((r) => r.id) };
}

/** The running instance is still at it. */
export async function touchBackupRun(db: Database, runId: string): Promise<void> {
  await db.update(backupRuns).set({ heartbeatAt: sql`now()` }).where(eq(backupRuns.id, runId));
}

export async function finishBackupRun(db: Database, runId: string, fileName: string, sizeBytes: number): Promise<void> {
  await db.update(backupRuns).set({ status: "succeeded", finishedAt: sql`now()`, fileName, sizeBytes }).where(eq(backupRuns.id, runId));
}

export async function failBackupRun(db: Database, runId: string, error: string): Promise<void> {
  await db
    .update(backupRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: error.slice(0, ERROR_LENGTH) })
    .where(eq(backupRuns.id, runId));
}

type RunRow = typeof backupRuns.$inferSelect;

const toView = (row: RunRow): BackupRunView => ({
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  error: row.error,
});

export async function findBackupRun(db: Database, runId: string): Promise<BackupRunView | undefined> {
  const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, runId));
  return row && toView(row);
}

/** The console's backups: the schedule, the last run, and the last success when the last run was not one. */
export async function backupStatus(db: Database, schedule: ScheduleSettings): Promise<BackupStatus> {
  const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [succeeded] =
    last && last.status !== "succeeded"
      ? await db.select().from(backupRuns).where(eq(backupRuns.status, "succeeded")).orderBy(desc(backupRuns.startedAt)).limit(1)
      : [];
  return {
    scheduled: schedule.dir !== undefined,
    folder: schedule.dir ?? null,
    intervalHours: schedule.intervalHours,
    keep: schedule.keep,
    last: last ? toView(last) : null,
    lastSucceeded: succeeded ? toView(succeeded) : null,
  };
}
