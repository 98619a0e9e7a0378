import { Hono } from "hono";
import type { PlatformDeps } from "../../platform/deps.ts";
import { toCsv } from "../../platform/csv.ts";
import { ok } from "../../platform/http/envelope.ts";
import { TOTAL_COUNT_HEADER } from "../../platform/http/list.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { validate } from "../../platform/http/validate.ts";
import { auditQuerySchema } from "./audit.contract.ts";
import { AUDIT_CSV_HEADER, auditCsvRows, listAudit } from "./audit.ts";

/** The audit log in the console (the owner's): a page of rows, newest first, and the same rows as CSV. */
export function adminAuditRoutes(deps: PlatformDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/audit", validate("query", auditQuerySchema), async (c) => {
      const { items, total } = await listAudit(db, c.req.valid("query"));
      c.header(TOTAL_COUNT_HEADER, String(total));
      return ok(c, items);
    })
    .get("/audit.csv", validate("query", auditQuerySchema), async (c) =>
      c.body(toCsv(AUDIT_CSV_HEADER, await auditCsvRows(db, c.req.valid("query"))), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="audit.csv"',
      }),
    );
}
