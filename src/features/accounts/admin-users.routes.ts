import { Hono } from "hono";
import { accountStatusSchema } from "./auth.contract.ts";
import { adminUsersQuerySchema } from "./admin-users.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { toPageRequest } from "../../platform/contract/pagination.ts";
import { setAccountStatus } from "./account-status.ts";
import { getAdminUser, listAdminUsers } from "./admin-users.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { audited, auditActor } from "../audit/index.ts";

/**
 * Accounts: the agency finds users (by name or address, role, status), opens one, and disables it (sessions end,
 * login refused) or enables it again. Behind the admin guard.
 */
export function adminUserRoutes(deps: PlatformDeps) {
  const userId = idParam("userId", "api.account.userNotFound");
  return new Hono<AppEnv>()
    .get("/", noStore, validate("query", adminUsersQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const page = toPageRequest(query);
      return okList(c, await listAdminUsers(deps.db, query, page), page !== undefined);
    })
    .get("/:userId", noStore, userId, async (c) => ok(c, await getAdminUser(deps.db, c.req.valid("param").userId)))
    .put("/:userId/status", userId, validate("json", accountStatusSchema), async (c) => {
      const id = c.req.valid("param").userId;
      const { status } = c.req.valid("json");
      const change = await audited(deps, auditActor(c, deps.trustProxy), (tx, held) => setAccountStatus(tx, held, id, status), {
        entry: (done) => ({ action: `user.${done.status}`, entityType: "user", entityId: id, changes: { status: [null, done.status] } }),
      });
      return ok(c, change, change.status === "disabled" ? "api.account.disabled" : "api.account.enabled");
    });
}
