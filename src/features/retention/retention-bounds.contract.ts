/**
 * The longest periods the agency may set (the policy: src/features/retention/retention.contract.ts). Apart, with
 * no zod, so the console's form that offers them does not carry the validation library in its bundle.
 */

/** The longest period in days: ten years. */
export const MAX_RETENTION_DAYS = 3650;
/** The audit log's longest period in months (the column's own bound): ten years. */
export const MAX_AUDIT_RETENTION_MONTHS = 120;
