import { msg, requestLocale } from "../../platform/i18n/api-messages.ts";
import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import { styleRequestDecisionSchema } from "./style-requests.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { decideStyleRequest, listStyleRequests } from "./style-requests.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import { noStore } from "../../platform/http/no-store.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { audited, auditActor, changesBetween } from "../audit/index.ts";

/** Styles approved artists added, waiting for the agency. Mounted behind the admin guard. */
export function adminStyleRequestRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", noStore, validate("query", pageQuerySchema), async (c) => {
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listStyleRequests(db, page, requestLocale(c)), page !== undefined);
    })
    .put("/:requestId", idParam("requestId", "api.styleRequest.notFound"), validate("json", styleRequestDecisionSchema), async (c) => {
      const id = c.req.valid("param").requestId;
      const { status } = c.req.valid("json");
      const decided = await audited(
        deps,
        auditActor(c, deps.trustProxy),
        (tx, held) => decideStyleRequest(tx, held, { requestId: id, status, locale: requestLocale(c) }),
        {
          entry: (d) => ({
            action: `style_request.${d.status}`,
            entityType: "style_request",
            entityId: id,
            changes: changesBetween({ status: "pending" }, { status: d.status }),
          }),
        },
      );
      return ok(
        c,
        decided,
        msg(decided.status === "approved" ? "api.styleRequest.approved" : "api.styleRequest.declined", { style: decided.style, artist: decided.artistName }),
      );
    });
}
