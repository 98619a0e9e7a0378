import { z } from "zod";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { MAX_AUDIT_RETENTION_MONTHS, MAX_RETENTION_DAYS } from "./retention-bounds.contract.ts";

/** `GET/PUT /api/admin/settings/retention`: how long the agency keeps what it no longer needs (the owner's). */
export interface RetentionSettings {
  /** Days after a rejection before the application's documents are deleted. */
  rejectedApplicationDays: number;
  /** Days after an account's deletion before the files it left are deleted. */
  deletedAccountFileDays: number;
  /** Days a message of the contact form is kept. */
  contactMessageDays: number;
  /** Months the audit log keeps its rows. */
  auditLogMonths: number;
}

/** What a pass removed, by kind: counts, never contents. */
export interface RetentionCounts {
  contactMessages: number;
  auditLog: number;
  /** Stored files of applications rejected longer ago than their period (documents and credentials'). */
  rejectedApplicationFiles: number;
  /** Stored files deleted accounts left, once past their period. */
  deletedAccountFiles: number;
}

/** `GET /api/admin/retention/runs`: one pass, newest first. */
export interface RetentionRunView {
  startedAt: string;
  finishedAt: string | null;
  removed: Partial<RetentionCounts>;
  error: string | null;
}

/** The catalogue's message for a period in each unit. */
const PERIOD_MESSAGES = { days: "api.validation.retention.days", months: "api.validation.retention.months" } as const;

const period = (label: string, max: number, unit: "days" | "months") => {
  const message = said(`${label} must be a whole number of ${unit} from 1 to ${max}`, PERIOD_MESSAGES[unit], {
    field: fieldLabel(label),
    max: String(max),
  });
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
};

export const retentionSettingsSchema = z.object({
  rejectedApplicationDays: period("Rejected applications", MAX_RETENTION_DAYS, "days"),
  deletedAccountFileDays: period("Deleted accounts' files", MAX_RETENTION_DAYS, "days"),
  contactMessageDays: period("Contact messages", MAX_RETENTION_DAYS, "days"),
  auditLogMonths: period("Audit log", MAX_AUDIT_RETENTION_MONTHS, "months"),
});
