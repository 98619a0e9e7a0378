import { Hono } from "hono";
import { pageQuerySchema, toPageRequest } from "../../platform/contract/pagination.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { listContacts } from "./contacts.ts";
import { okList } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";

/** Contact-form messages, newest first. */
export function adminContactRoutes(deps: PlatformDeps) {
  return new Hono<AppEnv>().get("/", validate("query", pageQuerySchema), async (c) => {
    const page = toPageRequest(c.req.valid("query"));
    return okList(c, await listContacts(deps.db, page), page !== undefined);
  });
}
