import { Hono } from "hono";
import { backupStatus } from "../../backup/runs.ts";
import type { AppDeps } from "../../deps.ts";
import { ok } from "../../http/envelope.ts";
import type { AppEnv } from "../../http/types.ts";

/** The scheduled backups as the console's settings show them: the schedule, the last run, the last success. Admin only. */
export function adminBackupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => ok(c, await backupStatus(deps.db, deps.backupSchedule)));
}
