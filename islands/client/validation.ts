import type { MessageKey } from "../../src/i18n/messages/en.ts";
import type { Translate } from "../../src/i18n/translate.ts";

/** The label of each field a studio form checks, as its messages name it. */
const FIELD_LABELS: Record<string, MessageKey> = {
  name: "client.field.name",
  email: "client.field.email",
  studioName: "client.field.studioName",
  studioDirector: "client.field.studioDirector",
  address: "client.field.address",
  contactNumber: "client.field.contactNumber",
  style: "client.field.style",
  rate: "client.field.rate",
  city: "client.field.city",
  postalCode: "client.field.postalCode",
  startDate: "client.field.startDate",
  endDate: "client.field.endDate",
  startTime: "client.field.startTime",
  endTime: "client.field.endTime",
  description: "client.field.description",
};

/** Messages of the contracts' schemas that name no field, word for word. */
const FIXED: Record<string, MessageKey> = {
  "Rate is required": "client.validation.required",
  "Rate must be a number": "client.validation.rateNumber",
  "Rate must be more than 0 $/hr": "client.validation.ratePositive",
  "Rate can have at most 2 decimals": "client.validation.rateDecimals",
  "Postal code must be a Canadian postal code like A1A 1A1": "client.validation.postalCode",
  "End date cannot be before the start date": "client.validation.endDate",
  "End time must be after the start time on a one-day job": "client.validation.endTime",
  "Contact number must be a valid phone number": "client.validation.phone",
  "Email is required": "client.validation.emailRequired",
  "Valid email is required": "client.validation.emailInvalid",
  "Email is too long": "client.validation.emailTooLong",
};

/** Messages of the contracts' schemas that name their field (first group) and maybe a number or a date. */
const PATTERNS: [RegExp, MessageKey, (m: RegExpMatchArray) => Record<string, string>][] = [
  [/^Rate must be at least (.+) \$\/hr$/, "client.validation.rateMin", (m) => ({ min: m[1]! })],
  [/^Rate must be at most (.+) \$\/hr$/, "client.validation.rateMax", (m) => ({ max: m[1]! })],
  [/^.+ is required$/, "client.validation.required", () => ({})],
  [/^.+ must be at most (\d+) characters$/, "client.validation.maxLength", (m) => ({ max: m[1]! })],
  [/^.+ must not contain control characters$/, "client.validation.control", () => ({})],
  [/^.+ must be a real date \(YYYY-MM-DD\)$/, "client.validation.date", () => ({})],
  [/^.+ must be a time \(HH:mm\)$/, "client.validation.time", () => ({})],
  [/^.+ must be within the next (\d+) years \(by (.+)\)$/, "client.validation.horizon", (m) => ({ years: m[1]!, latest: m[2]! })],
];

/**
 * A validation message of the contracts' schemas (src/contracts, English) in the
 * language of `t`, for the field it is about; a message it does not know stays as is.
 */
export function translateIssue(t: Translate, field: string, message: string): string {
  const label = FIELD_LABELS[field];
  const fieldName = label ? t(label) : field;
  const fixed = FIXED[message];
  if (fixed) return t(fixed, { field: fieldName });
  for (const [pattern, key, values] of PATTERNS) {
    const match = message.match(pattern);
    // A field-named message for a field without a known label stays as the schema wrote it.
    if (match) return label ? t(key, { field: fieldName, ...values(match) }) : message;
  }
  return message;
}
