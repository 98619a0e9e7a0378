import { Hono } from "hono";
import { accountStatusSchema } from "./auth.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { setAccountStatus } from "./account-status.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";

/** Accounts: the agency disables a user (sessions end, login refused) or enables it again. Behind the admin guard. */
export function adminUserRoutes(deps: PlatformDeps) {
  const userId = idParam("userId", "api.account.userNotFound");
  return new Hono<AppEnv>().put("/:userId/status", userId, validate("json", accountStatusSchema), async (c) => {
    const change = await setAccountStatus(deps.db, deps.events, c.req.valid("param").userId, c.req.valid("json").status);
    return ok(c, change, change.status === "disabled" ? "api.account.disabled" : "api.account.enabled");
  });
}
