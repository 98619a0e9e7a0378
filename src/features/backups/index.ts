/** The backups feature's public entry: what other features use of it, and only that. */
export { findBackupRun } from "./runs.ts";
