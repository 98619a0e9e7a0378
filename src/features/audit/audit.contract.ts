import { z } from "zod";
import { optionalText } from "../../platform/contract/fields.ts";
import { said } from "../../platform/contract/messages.ts";
import { MAX_PAGE, pagingNumber } from "../../platform/contract/pagination.ts";
import { isoDate } from "../invoices/invoice.contract.ts";

/** The most rows one CSV download carries (newest first): a longer history is downloaded by ranges of days. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/**
 * `GET /admin/audit` and `/admin/audit.csv`: every filter optional. `actor` is a user's id
 * or part of a name; `from` and `to` are days on the agency's clock, both included.
 */
export const auditQuerySchema = z
  .object({
    actor: optionalText("Actor", 100).optional(),
    action: optionalText("Action", 100).optional(),
    entityType: optionalText("Entity type", 100).optional(),
    entityId: optionalText("Entity id", 100).optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
    page: pagingNumber("Page", MAX_PAGE).optional(),
    pageSize: pagingNumber("Page size", 100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, said("from must not be after to", "api.validation.reportRange"));
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One row of the log as the console reads it. */
export interface AuditRow {
  id: string;
  /** ISO instant. */
  at: string;
  actorUserId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  /** `{field: [before, after]}`. */
  changes: Record<string, [unknown, unknown]>;
  ip: string | null;
  userAgent: string | null;
}
