import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import { profileChangeDecisionSchema } from "./profile-changes.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { decideProfileChange, listProfileChanges } from "./profile-changes.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { msg } from "../../platform/i18n/api-messages.ts";
import { audited, auditActor, changesBetween } from "../audit/index.ts";

/** New names and bios approved artists asked for, waiting for the agency beside their new styles. Mounted behind the admin guard. */
export function adminProfileChangeRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", noStore, validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listProfileChanges(db, page), page !== undefined);
    })
    .put("/:changeId", idParam("changeId", "api.profileChange.notFound"), validate("json", profileChangeDecisionSchema), async (c) => {
      const { status, reason } = c.req.valid("json");
      const id = c.req.valid("param").changeId;
      const decided = await audited(deps, auditActor(c, deps.trustProxy), (tx, held) => decideProfileChange(tx, held, { changeId: id, status, reason }), {
        entry: (d) => ({
          action: `profile_change.${d.status}`,
          entityType: "profile_change",
          entityId: id,
          changes: changesBetween({ status: "pending" }, { status: d.status, reason }),
        }),
      });
      // The artist as the agency knew it: the name before the change.
      return ok(c, decided, msg(decided.status === "approved" ? "api.profileChange.approved" : "api.profileChange.declined", { artist: decided.name }));
    });
}
