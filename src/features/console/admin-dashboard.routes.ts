import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { adminDashboard } from "./dashboard.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";

/** The counts of the console's dashboard. */
export function adminDashboardRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>().get("/", async (c) => ok(c, await adminDashboard(deps.db)));
}
