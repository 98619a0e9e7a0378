import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { adminDashboard } from "../../domain/dashboard.ts";
import { ok } from "../../http/envelope.ts";
import type { AppEnv } from "../../http/types.ts";

/** The counts of the console's dashboard. */
export function adminDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => ok(c, await adminDashboard(deps.db)));
}
