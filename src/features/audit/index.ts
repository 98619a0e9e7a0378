/** The audit feature's public entry: what other features use to write the log, and the routes of an audited agency setting. */
export { appendAudit, audited, auditActor, type AuditActor, changesBetween, entityHistory, purgeExpiredAudit, requestOrigin } from "./audit.ts";
export { agencySettingRoutes } from "./agency-setting.routes.ts";
export type { AuditAction } from "./audit-actions.contract.ts";
