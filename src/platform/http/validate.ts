import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import { z, type ZodType } from "zod";
import { findControlCharacter } from "../contract/fields.ts";
import { catalogueFormOf, fieldLabel } from "../contract/messages.ts";
import { DomainError, invalid, unsupported } from "../errors.ts";
import { type ApiMessage, contractMessage, msg } from "../i18n/api-messages.ts";

/**
 * A readable field name: "studioName" -> "Studio name", "items.0.id" -> "Items 0 id",
 * and a French twin as the contracts label it: "nameFr" -> "Name (French)".
 */
export function label(path: readonly PropertyKey[]): string {
  const words = path
    .map(String)
    .join(" ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/ fr$/, " (French)");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first issue as one sentence that names the field (contracts phrase most messages themselves). */
const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; input?: unknown; expected?: string };

export function describeIssue(issue: Issue): string {
  const field = label(issue.path);
  if (!field) return issue.message;
  if (issue.code === "invalid_type") {
    if (isMissing(issue)) return `${field} is required`;
    if (issue.message.startsWith("Invalid input")) return `${field} must be ${EXPECTED[issue.expected ?? ""] ?? "valid"}`;
  }
  return issue.message.toLowerCase().includes(field.toLowerCase()) ? issue.message : `${field}: ${issue.message}`;
}

// zod 4 leaves `input` out of issues unless asked: its default message says what arrived.
const isMissing = (issue: Issue) => ("input" in issue ? issue.input === undefined : /received undefined$/.test(issue.message));

let zodFrench: ReturnType<typeof z.locales.fr> | undefined;

/**
 * The first issue as `describeIssue` words it in English, as a catalogue message:
 * the contracts' messages by their catalogue form, the field
 * names by their labels, and zod's own messages as zod words them in French.
 */
export function issueMessage(issue: Issue): ApiMessage {
  const field = label(issue.path);
  if (!field) return contractMessage(issue.message);
  if (issue.code === "invalid_type") {
    if (isMissing(issue)) return msg("api.validation.required", { field: fieldLabel(field) });
    if (issue.message.startsWith("Invalid input")) return msg("api.validation.type", { field: fieldLabel(field), expected: issue.expected ?? "" });
  }
  if (issue.message.toLowerCase().includes(field.toLowerCase())) return contractMessage(issue.message);
  const own = catalogueFormOf(issue.message);
  return msg("api.validation.issue", { field: fieldLabel(field), detail: own ?? { text: issue.message, in: { fr: zodInFrench(issue) } } });
}

function zodInFrench(issue: Issue): string {
  zodFrench ??= z.locales.fr();
  const french = zodFrench.localeError(issue as Parameters<typeof zodFrench.localeError>[0]);
  return (typeof french === "string" ? french : french?.message) ?? issue.message;
}

/**
 * A 400 naming the field when any string of a valid input holds a control
 * character (tab and line breaks aside): whatever a schema forgot, a NUL never
 * reaches the database (PostgreSQL refuses it: a 500) or a page.
 */
export function rejectControlCharacters(data: unknown): void {
  const path = findControlCharacter(data);
  if (path) throw invalid(msg("api.validation.controlCharacters", { field: fieldLabel(label(path) || "The request") }));
}

type Target = "json" | "query" | "param" | "form";

/** How many distinct query strings each route remembers as valid. */
const KNOWN_QUERIES = 256;

/**
 * `@hono/zod-validator` with failures as a 400 envelope whose message names the
 * field. A query string is validated once per route: the same bytes always give
 * the same (frozen) result, so the hot cached lists skip parsing and zod on
 * repeat (a tenth of a roster page's cost). Only valid queries are
 * remembered, the newest KNOWN_QUERIES of them.
 */
export const validate = <T extends ZodType, Tg extends Target>(target: Tg, schema: T) => {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw invalid(issueMessage(result.error.issues[0]!));
    rejectControlCharacters(result.data);
  });
  if (target !== "query") return check;
  const known = new Map<string, object>();
  const remembering: MiddlewareHandler = async (c, next) => {
    const url = c.req.url;
    const raw = url.slice(url.indexOf("?") + 1 || url.length);
    const hit = known.get(raw);
    if (hit) {
      c.req.addValidatedData("query", hit);
      return next();
    }
    return check(c, async () => {
      known.set(raw, Object.freeze(c.req.valid("query" as never)));
      if (known.size > KNOWN_QUERIES) known.delete(known.keys().next().value!);
      await next();
    });
  };
  return remembering as typeof check;
};

/**
 * The API takes JSON, and multipart for uploads: any other body is a 415,
 * not a confusing "field is required".
 */
export const acceptedBodies: MiddlewareHandler = async (c, next) => {
  const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
  const type = c.req.header("content-type") ?? "";
  if (hasBody && !/^(application\/(.+\+)?json|multipart\/form-data)\b/i.test(type)) {
    throw unsupported("api.contentType");
  }
  await next();
};

/**
 * A UUID path parameter. A malformed id names nothing, so it is a 404 like an
 * unknown one (never a hint about what exists).
 */
export const idParam = <K extends string>(name: K, notFoundMessage: ApiMessage) =>
  zValidator("param", z.object({ [name]: z.uuid() } as Record<K, z.ZodUUID>), (result) => {
    if (!result.success) throw new DomainError("not_found", notFoundMessage);
  });
