import { type ApiMessage, translateFor } from "../i18n/api-messages.ts";
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { Envelope } from "../contract/envelope.ts";
import type { JsonText } from "../db/json-text.ts";

/** A successful reply in the envelope, its message in the request's language (Accept-Language). */
export function ok<T>(c: Context, response: T, message: ApiMessage = "api.success", status: ContentfulStatusCode = 200) {
  return c.json<Envelope<T>>({ status: true, message: translateFor(c, message), response }, status);
}

/**
 * A reply made without `c.json` (JSON text, a cached entry) typed as the envelope
 * it carries, so the islands' typed client (`hono/client`) knows its `response`.
 */
export type EnvelopeReply<T> = Response & TypedResponse<JSONParsed<Envelope<T>>, 200, "json">;

/** `ok` for a response that is already JSON text (made by the database): spliced in, not parsed and stringified again. */
export function okJson<T>(c: Context, response: JsonText<T>, message: ApiMessage = "api.success") {
  return c.body(`{"status":true,"message":${JSON.stringify(translateFor(c, message))},"response":${response}}`, 200, {
    "Content-Type": "application/json; charset=UTF-8",
  }) as Response as EnvelopeReply<T>;
}

/** A failed reply in the envelope: `response` is always null; `message` is already translated. */
export function failure(status: ContentfulStatusCode, message: string, headers?: HeadersInit): Response {
  const body: Envelope<null> = { status: false, message, response: null };
  return Response.json(body, { status, headers });
}
