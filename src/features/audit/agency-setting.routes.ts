import { Hono } from "hono";
import type { output, ZodType } from "zod";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { Queryable } from "../../platform/db/client.ts";
import { ok } from "../../platform/http/envelope.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import type { ApiMessage } from "../../platform/i18n/api-messages.ts";
import type { AuditAction } from "./audit-actions.contract.ts";
import { audited, auditActor, changesBetween } from "./audit.ts";

interface AgencySetting<S extends ZodType, T extends object> {
  schema: S;
  read(db: Queryable): Promise<T>;
  update(tx: Queryable, input: output<S>): Promise<T>;
  /** The log's code for a change, on the agency, with each field that changed. */
  action: AuditAction;
  /** The reply's message once saved. */
  saved: ApiMessage;
}

/** One part of the agency's settings at `path` (the owner's, as every agency setting): GET reads it, PUT changes it and logs what changed. */
export function agencySettingRoutes<P extends string, S extends ZodType, T extends object>(deps: PlatformDeps, path: P, setting: AgencySetting<S, T>) {
  return new Hono<AppEnv>()
    .get(path, async (c) => ok(c, await setting.read(deps.db)))
    .put(path, validate("json", setting.schema), async (c) => {
      const input = c.req.valid("json");
      const saved = await audited(deps, auditActor(c, deps.trustProxy), (tx) => setting.update(tx, input), {
        before: (tx) => setting.read(tx),
        entry: (after, before) => ({ action: setting.action, entityType: "agency", changes: changesBetween(before, after) }),
      });
      return ok(c, saved, setting.saved);
    });
}
