import { z } from "zod";
import { choiceMessage, optionalText, requiredMessage, requiredText, wholeNumberFrom, atMostMessage } from "../../platform/contract/fields.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { isCalendarDate } from "../jobs/jobs.contract.ts";

/** The two kinds the matching rule asks for (a job with minors, a job asking for first aid); the agency may add others. */
export const VULNERABLE_SECTOR_CHECK = "vulnerable_sector_check";
export const FIRST_AID = "first_aid";
export type RequiredCredential = typeof VULNERABLE_SECTOR_CHECK | typeof FIRST_AID;

export const CREDENTIAL_STATUSES = ["pending", "verified", "refused"] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** The earliest issue date accepted: anything older is a typing mistake. */
export const EARLIEST_ISSUE_DATE = "1900-01-01";
/** How far ahead the console looks for credentials running out. */
export const EXPIRING_WITHIN_DAYS = 60;

const KIND_KEY = /^[a-z][a-z0-9_]{1,39}$/;

const kindField = requiredText("Kind", 40).regex(KIND_KEY, said("Kind must be a credential kind's key, such as first_aid", "api.credentials.kindKey"));

/** `POST /artist/credentials` (multipart, with the `document` file): the kind's key and the issue date. */
export const credentialUploadSchema = z.object({
  kind: kindField,
  issuedOn: z
    .string({ error: requiredMessage("Issue date") })
    .trim()
    .refine(isCalendarDate, said("Issue date must be a real date (YYYY-MM-DD)", "api.validation.date", { field: fieldLabel("Issue date") })),
});
export type CredentialUpload = z.output<typeof credentialUploadSchema>;

/** The file field of the upload. */
export const CREDENTIAL_DOCUMENT_FIELD = "document";

/** `PUT /admin/credentials/:id`: the agency's decision; a refusal says why. */
export const credentialDecisionSchema = z
  .object({
    status: z.enum(["verified", "refused"], { error: choiceMessage("Status", ["verified", "refused"]) }),
    reason: optionalText("Reason", 500, { multiline: true }).optional(),
  })
  .refine((d) => d.status !== "refused" || (d.reason ?? "") !== "", {
    path: ["reason"],
    message: said("A refusal needs a reason", "api.credentials.reasonRequired"),
  });
export type CredentialDecision = z.output<typeof credentialDecisionSchema>;

/** The longest validity a kind may have, in months (twenty years). */
export const MAX_VALIDITY_MONTHS = 240;

/** `POST /admin/credential-kinds`: a new kind, named in both languages. */
export const credentialKindSchema = z.object({
  key: kindField,
  name: requiredText("Name", 120),
  nameFr: requiredText("Name (French)", 120),
  validityMonths: wholeNumberFrom("Validity", 1).max(MAX_VALIDITY_MONTHS, atMostMessage("Validity", MAX_VALIDITY_MONTHS)),
});
export type CredentialKindInput = z.output<typeof credentialKindSchema>;

/** A kind as the wire carries it: `name` in the request's language. */
export interface CredentialKind {
  key: string;
  name: string;
  validityMonths: number;
}

/** One of the artist's credentials (the owner's view: no document URL, it uploaded it). */
export interface Credential {
  id: string;
  kind: string;
  kindName: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  status: CredentialStatus;
  /** Why the agency refused it. */
  reason: string | null;
  /** The first day it no longer holds (YYYY-MM-DD), once verified. */
  expiresOn: string | null;
  createdAt: string;
}

/** What the console lists: whose it is and where the agency downloads the document. */
export interface AdminCredential extends Credential {
  artistId: string;
  artistName: string;
  documentUrl: string;
}

/** The console's two lists: waiting for a decision, and verified ones running out within `EXPIRING_WITHIN_DAYS`. */
export interface CredentialReview {
  awaiting: AdminCredential[];
  expiring: AdminCredential[];
  /** Confirmed bookings with a coming session their artist's required credentials no longer cover. */
  lapsed: LapsedBooking[];
}

/** A confirmed booking whose artist's credential runs out before one of its coming sessions. */
export interface LapsedBooking {
  jobId: string;
  /** The job's style in English, and its French name when the catalogue has one. */
  style: string;
  styleFr: string | null;
  studio: string;
  artistId: string;
  artistName: string;
  /** The first coming session (YYYY-MM-DD) the artist's credentials no longer cover. */
  firstDay: string;
  /** What is missing on that day. */
  missing: RequiredCredential[];
}
