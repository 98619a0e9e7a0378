import { z } from "zod";
import { fieldLabel, said } from "./messages.ts";
import { PROVINCES } from "./places.ts";

/**
 * Control characters (C0, DEL, C1). PostgreSQL refuses NUL in text (the query
 * fails), and the others only garble a page or a log line: text never needs them.
 */
const CONTROL = /\p{Cc}/u;
/** The same, except tab and line breaks, which a multi-line field (a bio, a message) keeps. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/**
 * Invisible format characters that make a one-line text read other than it is: the bidi
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: an override turns
 * "Studio \u202egnp.exe" into "Studio exe.png"), the line and paragraph separators
 * (U+2028, U+2029: a break inside a name or a mail's subject), and Unicode's other format
 * characters (zero-width space, direction marks, word joiner, byte order mark, soft
 * hyphen, tags). The zero-width joiner and non-joiner stay: Persian, Indic scripts and
 * emoji are written with them.
 */
const INVISIBLE_FORMAT = /[\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;

export interface TextOptions {
  /** A textarea: tabs and line breaks are allowed. */
  multiline?: boolean;
}

/** True when `value` holds a character no text field of this kind takes. */
export function hasControlCharacter(value: string, { multiline = false }: TextOptions = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

/** True when a one-line `value` holds an invisible format character (INVISIBLE_FORMAT). */
export const hasInvisibleFormatting = (value: string) => INVISIBLE_FORMAT.test(value);

export const invisibleFormattingMessage = (label: string) =>
  said(`${label} must not contain invisible formatting characters, such as text direction marks`, "api.validation.invisibleFormatting", {
    field: fieldLabel(label),
  });

export const controlCharacterMessage = (label: string) =>
  said(`${label} must not contain control characters`, "api.validation.controlCharacters", { field: fieldLabel(label) });

/** "Name is required", in the catalogue as `api.validation.required`. */
export const requiredMessage = (label: string) => said(`${label} is required`, "api.validation.required", { field: fieldLabel(label) });

/** "Name must be at most 100 characters". */
export const tooLongMessage = (label: string, max: number) =>
  said(`${label} must be at most ${max} characters`, "api.validation.tooLong", { field: fieldLabel(label), max: String(max) });

/** "Contact number must be a valid phone number". */
export const phoneMessage = (label: string) => said(`${label} must be a valid phone number`, "api.validation.phone", { field: fieldLabel(label) });

/** "Page must be a number", "… a whole number", "… 1 or more", "… at most 100". */
export const numberMessage = (label: string) => said(`${label} must be a number`, "api.validation.number", { field: fieldLabel(label) });
export const wholeNumberMessage = (label: string) => said(`${label} must be a whole number`, "api.validation.wholeNumber", { field: fieldLabel(label) });
export const atLeastMessage = (label: string, min: number) =>
  said(`${label} must be ${min} or more`, "api.validation.atLeast", { field: fieldLabel(label), min: String(min) });
export const atMostMessage = (label: string, max: number) =>
  said(`${label} must be at most ${max}`, "api.validation.atMost", { field: fieldLabel(label), max: String(max) });

/** A whole number of at least `min` from a form or a query string ("12"), its messages naming the field. */
export const wholeNumberFrom = (label: string, min: number) =>
  z.coerce
    .number({ error: numberMessage(label) })
    .int(wholeNumberMessage(label))
    .min(min, atLeastMessage(label, min));

/** "Status must be approved or rejected", "… pending, approved or rejected", "… one of a, b, c, d". */
export function choiceMessage(label: string, choices: readonly string[]): string {
  const field = fieldLabel(label);
  if (choices.length === 2) return said(`${label} must be ${choices[0]} or ${choices[1]}`, "api.validation.choice2", { field, a: choices[0]!, b: choices[1]! });
  if (choices.length === 3)
    return said(`${label} must be ${choices[0]}, ${choices[1]} or ${choices[2]}`, "api.validation.choice3", {
      field,
      a: choices[0]!,
      b: choices[1]!,
      c: choices[2]!,
    });
  return said(`${label} must be one of ${choices.join(", ")}`, "api.validation.oneOf", { field, values: choices.join(", ") });
}

/**
 * The path of the first string under `value` with a control character other than
 * tab or a line break, or undefined. Every validated body, query and form goes
 * through this (src/platform/http/validate.ts, src/platform/http/multipart.ts), whatever its schema
 * says of the field.
 */
export function findControlCharacter(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === "string") return hasControlCharacter(value, { multiline: true }) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A text field's characters checked: no control characters, and on one line no invisible formatting either. */
const checkedCharacters = (text: z.ZodString, label: string, options: TextOptions) => {
  const noControl = text.refine((v) => !hasControlCharacter(v, options), controlCharacterMessage(label));
  return options.multiline ? noControl : noControl.refine((v) => !hasInvisibleFormatting(v), invisibleFormattingMessage(label));
};

/** A trimmed, required string whose messages name the field; one line unless `multiline`. */
export const requiredText = (label: string, max: number, options: TextOptions = {}) =>
  checkedCharacters(
    z
      .string({ error: requiredMessage(label) })
      .trim()
      .min(1, requiredMessage(label))
      .max(max, tooLongMessage(label, max)),
    label,
    options,
  );

export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  checkedCharacters(
    z
      .string({ error: said(`${label} must be text`, "api.validation.text", { field: fieldLabel(label) }) })
      .trim()
      .max(max, tooLongMessage(label, max)),
    label,
    options,
  );

export const email = () =>
  z
    .string({ error: requiredMessage("Email") })
    .trim()
    .min(1, requiredMessage("Email"))
    .max(254, said("Email is too long", "api.validation.tooLongShort", { field: fieldLabel("Email") }))
    .pipe(z.email({ error: said("Email must be a valid email address", "api.validation.email", { field: fieldLabel("Email") }) }));

/** "Valid email is required" (SPEC §5's profile forms). */
export const VALID_EMAIL_REQUIRED = said("Valid email is required", "api.validation.validEmail");

/** A profile form's email before its form is checked (SPEC §5's messages): "Email is required" when absent, "Valid email is required" when not text. */
export const profileEmailText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage("Email") : VALID_EMAIL_REQUIRED) })
    .trim()
    .max(254, "Email is too long");

export const uuid = (label: string) => {
  const required = requiredMessage(label);
  const notAnId = said(`${label} is not a valid id`, "api.validation.id", { field: fieldLabel(label) });
  return z.uuid({ error: (issue) => (issue.input === undefined ? required : notAnId) });
};

/** A province or territory by its code, as the forms send it; the form's empty "choose" option is a missing one. */
export const provinceSchema = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string({ error: requiredMessage("Province") }).pipe(z.enum(PROVINCES, { error: choiceMessage("Province", PROVINCES) })),
);

/** An optional field sent empty counts as not sent (SPEC §5: sent only if non-empty). */
export const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
