/** One scheduled backup as the console shows it. */
export interface BackupRunView {
  status: "running" | "succeeded" | "failed";
  /** ISO instants. */
  startedAt: string;
  finishedAt: string | null;
  /** The archive's name in the backups' folder, once written. */
  fileName: string | null;
  sizeBytes: number | null;
  /** Why it failed, as the error said it. */
  error: string | null;
}

/** `GET /api/admin/backups`: whether backups are scheduled, how, and the last ones. */
export interface BackupStatus {
  /** BACKUP_DIR is set. */
  scheduled: boolean;
  /** BACKUP_DIR, where the archives go; null when not scheduled. */
  folder: string | null;
  intervalHours: number;
  keep: number;
  last: BackupRunView | null;
  /** The last that succeeded, when the last one did not. */
  lastSucceeded: BackupRunView | null;
}
