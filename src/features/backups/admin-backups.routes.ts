import { Hono } from "hono";
import { backupStatus } from "./runs.ts";
import type { ScheduleSettings } from "./runs.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";

/** The scheduled backups as the console's settings show them: the schedule, the last run, the last success. Admin only. */
export function adminBackupRoutes(deps: PlatformDeps & { backupSchedule: ScheduleSettings }) {
  return new Hono<AppEnv>().get("/", async (c) => ok(c, await backupStatus(deps.db, deps.backupSchedule)));
}
