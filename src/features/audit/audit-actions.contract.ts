/**
 * Every action the log records, by the code stored in its rows: `AuditEntry.action` takes only
 * these, so a new kind of change is named here first, and its label in both languages
 * (`admin.audit.action.<code>`) follows (a test fails without it). Kept free of zod: the console's
 * audit screen reads it.
 */
export const AUDIT_ACTIONS = [
  // Sign-ins and the accounts' own.
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.two_factor_enabled",
  "auth.two_factor_disabled",
  "auth.two_factor_failed",
  "account.exported",
  "account.deleted",
  "user.active",
  "user.disabled",
  // The staff.
  "staff.invited",
  "staff.joined",
  "staff.role_changed",
  "staff.removed",
  "agency.staff_security_changed",
  // Artists and what they ask for.
  "artist.approved",
  "artist.rejected",
  "style_request.approved",
  "style_request.rejected",
  "profile_change.approved",
  "profile_change.rejected",
  "credential.verified",
  "credential.refused",
  "credential_kind.added",
  // Jobs.
  "job.confirmed",
  "job.rescheduled",
  "job.reassigned",
  "job.completed",
  "job.cancelled",
  "job.session_cancelled",
  // The books.
  "agency.updated",
  "policy.published",
  "privacy_officer.updated",
  "privacy_request.answered",
  "privacy_incident.recorded",
  "tax_rates.updated",
  "invoice.marked_paid",
  "invoice.paid_by_card",
  "invoice.card_payment_flagged",
  "invoice.refunded_by_card",
  "invoice.card_refund_flagged",
  "invoice.credited",
  "payout.paid",
  "payout.repeated",
  "booking_settings.updated",
  "retention.updated",
  // The catalogue.
  "service.added",
  "service.updated",
  "service.removed",
  "testimonial.added",
  "testimonial.updated",
  "testimonial.removed",
  "faq.added",
  "faq.updated",
  "faq.removed",
  "styles.added",
  "styles.renamed",
  "styles.removed",
  "types.added",
  "types.renamed",
  "types.removed",
  "availabilities.added",
  "availabilities.renamed",
  "availabilities.removed",
  // Reviews, mail, chat.
  "review.hidden",
  "review.shown",
  "mail.retried",
  "chat.assigned",
  "chat.unassigned",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
