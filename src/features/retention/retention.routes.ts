import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { agencySettingRoutes } from "../audit/index.ts";
import { retentionSettingsSchema } from "./retention.contract.ts";
import { getRetentionSettings, listRetentionRuns, updateRetentionSettings } from "./retention.ts";

/** How long the agency keeps what it no longer needs, and the daily passes: the owner's, as every agency setting. */
export function adminRetentionRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>()
    .route(
      "/",
      agencySettingRoutes(deps, "/settings/retention", {
        schema: retentionSettingsSchema,
        read: getRetentionSettings,
        update: updateRetentionSettings,
        action: "retention.updated",
        saved: "api.retention.saved",
      }),
    )
    .get("/retention/runs", async (c) => ok(c, await listRetentionRuns(deps.db)));
}
