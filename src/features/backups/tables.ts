import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "../../platform/db/columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * Scheduled backups (migration 0038): one row per run, the console's last backup.
 * At most one `running` row (a partial unique index), claimed by an insert; `heartbeat_at`
 * moves while its instance writes the archive, and a row whose heartbeat stopped is marked
 * failed by the next claim. Left out of the backups themselves: it belongs to the place.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    status: text("status", { enum: ["running", "succeeded", "failed"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    /** The archive's name in BACKUP_DIR, once written. */
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Why the run failed, as the error said it. */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("backup_runs_one_running_idx").on(sql`(true)`).where(sql`${t.status} = 'running'`),
    index("backup_runs_started_idx").on(t.startedAt),
    check("backup_runs_status_check", sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);
