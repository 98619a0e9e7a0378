import { z } from "zod";

/**
 * Control characters (C0, DEL, C1). PostgreSQL refuses NUL in text (the query
 * fails), and the others only garble a page or a log line: text never needs them.
 */
const CONTROL = /\p{Cc}/u;
/** The same, except tab and line breaks, which a multi-line field (a bio, a message) keeps. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

export interface TextOptions {
  /** A textarea: tabs and line breaks are allowed. */
  multiline?: boolean;
}

/** True when `value` holds a character no text field of this kind takes. */
export function hasControlCharacter(value: string, { multiline = false }: TextOptions = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

export const controlCharacterMessage = (label: string) => `${label} must not contain control characters`;

/**
 * The path of the first string under `value` with a control character other than
 * tab or a line break, or undefined. Every validated body, query and form goes
 * through this (src/http/validate.ts, src/http/multipart.ts), whatever its schema
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

/** A trimmed, required string whose messages name the field; one line unless `multiline`. */
export const requiredText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v, options), controlCharacterMessage(label));

export const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v, options), controlCharacterMessage(label));

export const email = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email({ error: "Email must be a valid email address" }));

export const uuid = (label: string) => z.uuid({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} is not a valid id`) });
