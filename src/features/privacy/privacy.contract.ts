import { z } from "zod";
import { choiceMessage, email, requiredMessage, requiredText } from "../../platform/contract/fields.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { localeField } from "../accounts/locale.contract.ts";
import { isCalendarDate } from "../jobs/jobs.contract.ts";
import { POLICY_KINDS, PRIVACY_REQUEST_KINDS } from "./privacy-kinds.contract.ts";

export { POLICY_KINDS, PRIVACY_REQUEST_KINDS };
export type PolicyKind = (typeof POLICY_KINDS)[number];
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The longest policy text, in characters per language: a long policy is a few thousand words. */
export const MAX_POLICY_LENGTH = 50_000;

/** A policy as the console edits it and the pages print it. */
export interface PolicyDocument {
  kind: PolicyKind;
  version: number;
  /** YYYY-MM-DD: the day this version applies from. */
  effectiveDate: string;
  text: string;
  textFr: string;
  /** False while the product's own text stands: the owner never published one. */
  published: boolean;
}

const calendarDate = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .refine(isCalendarDate, said(`${label} must be a real date (YYYY-MM-DD)`, "api.validation.date", { field: fieldLabel(label) }));

/** `PUT /admin/policies/:kind`: a new version of a policy in both languages; it applies from `effectiveDate` (today unless said). */
export const policyInputSchema = z.object({
  text: requiredText("Text", MAX_POLICY_LENGTH, { multiline: true }),
  textFr: requiredText("Text (French)", MAX_POLICY_LENGTH, { multiline: true }),
  effectiveDate: calendarDate("Effective date").optional(),
});
export type PolicyInput = z.output<typeof policyInputSchema>;

/** `GET/PUT /admin/settings/privacy`: the person in charge of the protection of personal information, shown on /privacy. */
export const privacyOfficerSchema = z.object({
  name: requiredText("Name", 120),
  title: requiredText("Job title", 120),
  email: email(),
});
export type PrivacyOfficer = z.output<typeof privacyOfficerSchema>;

/** `PUT /account/terms`: the version of the agreement the signed-in user accepts (the one `GET /auth/me` names). */
export const acceptTermsSchema = z.object({
  version: z
    .number({ error: said("Version must be a whole number", "api.validation.wholeNumber", { field: fieldLabel("Version") }) })
    .int(said("Version must be a whole number", "api.validation.wholeNumber", { field: fieldLabel("Version") })),
});

/** `POST /privacy/requests`, from the form on /privacy. */
export const privacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: choiceMessage("Kind", PRIVACY_REQUEST_KINDS) }),
  name: requiredText("Name", 120),
  email: email(),
  details: requiredText("Details", 5000, { multiline: true }),
  locale: localeField.optional(),
});
export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export const PRIVACY_ANSWER_STATUSES = ["completed", "refused"] as const;

/** `PUT /admin/privacy-requests/:requestId`: the agency's answer, mailed to the requester. */
export const privacyAnswerSchema = z.object({
  status: z.enum(PRIVACY_ANSWER_STATUSES, { error: choiceMessage("Status", PRIVACY_ANSWER_STATUSES) }),
  answer: requiredText("Answer", 5000, { multiline: true }),
});
export type PrivacyAnswer = z.output<typeof privacyAnswerSchema>;

/** How long the agency has to answer a request (Law 25, s. 32 of the private-sector Act): 30 days from its receipt. */
export const PRIVACY_REQUEST_DAYS = 30;

/** A request as the console lists it. */
export interface PrivacyRequestRow {
  id: string;
  kind: PrivacyRequestKind;
  name: string;
  email: string;
  details: string;
  locale: "en" | "fr";
  status: "received" | "completed" | "refused";
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  /** createdAt + 30 days: the answer is due by then. */
  dueAt: string;
}

const yesNo = (label: string) => z.boolean({ error: said(`${label} must be true or false`, "api.validation.boolean", { field: fieldLabel(label) }) });

/** `POST /admin/privacy-incidents`: one entry of the register of confidentiality incidents. */
export const privacyIncidentSchema = z.object({
  occurredAt: z.iso.datetime({
    offset: true,
    error: said("Occurred at must be a date and time", "api.validation.dateTime", { field: fieldLabel("Occurred at") }),
  }),
  description: requiredText("Description", 5000, { multiline: true }),
  affected: requiredText("Affected", 2000, { multiline: true }),
  riskOfSeriousInjury: yesNo("Risk of serious injury"),
  notified: yesNo("Notified"),
});
export type PrivacyIncidentInput = z.output<typeof privacyIncidentSchema>;

export interface PrivacyIncidentRow extends PrivacyIncidentInput {
  id: string;
  recordedBy: string;
  createdAt: string;
}
