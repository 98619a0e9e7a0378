/** Data retention: how long the agency keeps what it no longer needs, and the daily passes. */
export const retentionEn = {
  "api.field.rejectedApplicationDays": "Rejected applications",
  "api.field.deletedAccountFileDays": "Deleted accounts' files",
  "api.field.contactMessageDays": "Contact messages",
  "api.field.auditLogMonths": "Audit log",
  "api.validation.retention.days": "{field} must be a whole number of days from 1 to {max}",
  "api.validation.retention.months": "{field} must be a whole number of months from 1 to {max}",
  "api.retention.saved": "Retention periods saved",
  "admin.retention.title": "Data retention",
  "admin.retention.intro": "What the agency no longer needs is removed by a daily pass once it is older than these periods.",
  "admin.retention.rejectedApplicationDays": "Documents of rejected applications (days)",
  "admin.retention.deletedAccountFileDays": "Files left by deleted accounts (days)",
  "admin.retention.contactMessageDays": "Contact form messages (days)",
  "admin.retention.auditLogMonths": "Audit log (months)",
  "admin.retention.save": "Save",
  "admin.retention.runs": "Last passes",
  "admin.retention.noRuns": "No pass has run yet.",
  "admin.retention.removed":
    "{contactMessages, plural, one {# contact message} other {# contact messages}}, {auditLog, plural, one {# audit row} other {# audit rows}}, {rejectedApplicationFiles, plural, one {# file of rejected applications} other {# files of rejected applications}}, {deletedAccountFiles, plural, one {# file of deleted accounts} other {# files of deleted accounts}} removed",
  "admin.retention.failed": "Failed: {error}",
  "admin.retention.running": "Under way",
} as const;
