/** The audit feature's public entry: what other features use to write the log. */
export { appendAudit, audited, auditActor, type AuditActor, changesBetween, entityHistory, requestOrigin } from "./audit.ts";
