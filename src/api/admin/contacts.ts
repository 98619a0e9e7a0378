import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../contracts/pagination.ts";
import type { AppDeps } from "../../deps.ts";
import { listContacts } from "../../domain/contacts.ts";
import { okList } from "../../http/list.ts";
import type { AppEnv } from "../../http/types.ts";
import { validate } from "../../http/validate.ts";

/** Contact-form messages, newest first. */
export function adminContactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", validate("query", pageQuerySchema), async (c) => {
    const page = toPageRequest(c.req.valid("query"));
    return okList(c, await listContacts(deps.db, page), page !== undefined);
  });
}
