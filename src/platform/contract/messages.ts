import type { MessageKey } from "../i18n/messages/en.ts";
import type { Translate } from "../i18n/translate.ts";

/**
 * The catalogue form of a contract's validation message: a key of the `api.*`
 * catalogue and its values. Zod keeps the English sentence as
 * the message (the browser shows it as is); the server looks the sentence
 * up here and answers in the request's language (src/platform/http/validate.ts).
 */
export interface ValidationRef {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | ValidationRef>>;
  /** Lower-case its first letter inside a sentence ("Select at least one artist type"). */
  readonly lower?: boolean;
}

/** Each English field label the contracts and `label(path)` use, with its catalogue key. */
const FIELDS: Readonly<Record<string, MessageKey>> = {
  Name: "api.field.name",
  Email: "api.field.email",
  Password: "api.field.password",
  "Current password": "api.field.currentPassword",
  "New password": "api.field.newPassword",
  Token: "api.field.token",
  Code: "api.field.code",
  Message: "api.field.message",
  "Receiver id": "api.field.receiverId",
  "Other user id": "api.field.otherUserId",
  "Staff user id": "api.field.staffUserId",
  Before: "api.field.before",
  "Studio name": "api.field.studioName",
  "Studio director": "api.field.studioDirector",
  Address: "api.field.address",
  "Contact number": "api.field.contactNumber",
  "First name": "api.field.firstName",
  "Last name": "api.field.lastName",
  "Phone number": "api.field.phoneNumber",
  Style: "api.field.style",
  City: "api.field.city",
  "Postal code": "api.field.postalCode",
  "Street address": "api.field.streetAddress",
  Description: "api.field.description",
  "Start date": "api.field.startDate",
  "End date": "api.field.endDate",
  "Start time": "api.field.startTime",
  "End time": "api.field.endTime",
  Rate: "api.field.rate",
  Bio: "api.field.bio",
  Experience: "api.field.experience",
  "Title (degination)": "api.field.title",
  Rating: "api.field.rating",
  "Job id": "api.field.jobId",
  "The comment": "api.field.comment",
  Reply: "api.field.reply",
  Reason: "api.field.reason",
  Status: "api.field.status",
  "Artist id": "api.field.artistId",
  "Calendar version": "api.field.sequence",
  Role: "api.field.role",
  locale: "api.field.locale",
  Page: "api.field.page",
  Limit: "api.field.limit",
  Search: "api.field.search",
  Province: "api.field.province",
  "Travel distance": "api.field.travelKm",
  Sort: "api.field.sort",
  "Page size": "api.field.pageSize",
  Actor: "api.field.actor",
  Action: "api.field.action",
  "Entity type": "api.field.entityType",
  "Entity id": "api.field.entityId",
  "The request": "api.field.request",
  "The note in Additional details": "api.field.note",
  "Name (French)": "api.field.nameFr",
  Kind: "api.field.credentialKind",
  "Issue date": "api.field.issuedOn",
  Validity: "api.field.validityMonths",
  "With minors": "api.field.withMinors",
  "Auto confirm urgent": "api.field.autoConfirmUrgent",
  "Requires first aid": "api.field.requiresFirstAid",
  "Title (French)": "api.field.titleFr",
  "Description (French)": "api.field.descriptionFr",
  Question: "api.field.question",
  Answer: "api.field.answer",
  "Question (French)": "api.field.questionFr",
  "Answer (French)": "api.field.answerFr",
  "Legal name": "api.field.legalName",
  Text: "api.field.text",
  "Text (French)": "api.field.textFr",
  "Effective date": "api.field.effectiveDate",
  "Job title": "api.field.jobTitle",
  "Rejected applications": "api.field.rejectedApplicationDays",
  "Deleted accounts' files": "api.field.deletedAccountFileDays",
  "Contact messages": "api.field.contactMessageDays",
  "Audit log": "api.field.auditLogMonths",
  Version: "api.field.version",
  Details: "api.field.details",
  "Occurred at": "api.field.occurredAt",
  Affected: "api.field.affected",
  "Risk of serious injury": "api.field.riskOfSeriousInjury",
  Notified: "api.field.notified",
  "GST/HST number": "api.field.taxNumber",
  Commission: "api.field.commission",
  "Artist rate": "api.field.artistRate",
  Reference: "api.field.reference",
  "QST number": "api.field.qstNumber",
  "Payment terms days": "api.field.paymentTermsDays",
  "e-Transfer e-mail": "api.field.etransferEmail",
  "Cheque instructions": "api.field.chequeInstructions",
  Image: "api.label.image",
  "Artist type": "api.label.artistType",
  "Artist style": "api.label.artistStyle",
  Availability: "api.label.availability",
  Credential: "api.label.credential",
};

/** A field's label as a message value: its catalogue label, or the English text when it has none ("Items 0 id"). */
export const fieldLabel = (label: string): string | ValidationRef => {
  const key = FIELDS[label];
  return key ? { key } : label;
};

/** The same, lower-cased inside a sentence. */
export const lowerLabel = (label: string): string | ValidationRef => {
  const key = FIELDS[label];
  return key ? { key, lower: true } : label.toLowerCase();
};

const REGISTRY = new Map<string, ValidationRef>();

/**
 * `text` (the English message zod shows), remembered as `key` with `values` so the
 * server can say it in another language. Called where the schemas are built:
 * the registry holds one entry per distinct message.
 */
export function said(text: string, key: MessageKey, values?: ValidationRef["values"]): string {
  if (!REGISTRY.has(text)) REGISTRY.set(text, values ? { key, values } : { key });
  return text;
}

/** The catalogue form of a contract's English message, or undefined when it has none (zod's own texts). */
export const catalogueFormOf = (text: string): ValidationRef | undefined => REGISTRY.get(text);

/** Every message the contracts built, with its catalogue form (tests: the English catalogue gives the same text). */
export const knownValidationMessages = (): ReadonlyMap<string, ValidationRef> => REGISTRY;

/**
 * A contract's English message in the language of `t`: how the browser's forms
 * show the zod issues of the same schemas the server checks (their bundles carry
 * the `api.validation.*` and `api.field.*` keys). A message the contracts did not
 * build (zod's own) stays as it is.
 */
export function contractMessageIn(t: Translate, text: string): string {
  const ref = REGISTRY.get(text);
  return ref ? refIn(t, ref) : text;
}

function refIn(t: Translate, ref: ValidationRef): string {
  const values = Object.fromEntries(Object.entries(ref.values ?? {}).map(([name, value]) => [name, typeof value === "string" ? value : refIn(t, value)]));
  const text = t(ref.key, values);
  return ref.lower ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
