import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { ok } from "../../platform/http/envelope.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { idParam, validate } from "../../platform/http/validate.ts";
import { audited, auditActor } from "../audit/index.ts";
import { listMailProblems, retryMail } from "./mail-problems.ts";

/**
 * Mail that could not be delivered: dead mail and mail still being
 * retried, and a dead mail sent back to the queue. Mounted behind the admin guard;
 * the retry is a signed-in write like any other (rate-limited per user).
 */
export function adminMailRoutes(deps: PlatformDeps) {
  const { db, mail } = deps;
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuerySchema), async (c) => {
      c.header("Cache-Control", "no-store");
      const page = toPageRequest(c.req.valid("query"));
      return okList(c, await listMailProblems(db, page), page !== undefined);
    })
    .post("/:mailId/retry", idParam("mailId", "api.mail.notFound"), async (c) => {
      const id = c.req.valid("param").mailId;
      const retried = await audited(deps, auditActor(c, deps.trustProxy), (tx) => retryMail(tx, id), {
        entry: () => ({ action: "mail.retried", entityType: "mail", entityId: id }),
      });
      // This instance's worker at once; the others at their next poll.
      mail.worker.wake();
      return ok(c, retried, "api.mail.retried");
    });
}
