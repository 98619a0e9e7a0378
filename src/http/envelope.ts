import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../contracts/envelope.ts";

/** A successful reply in the envelope. */
export function ok<T>(c: Context, response: T, message = "Success", status: ContentfulStatusCode = 200) {
  return c.json<Envelope<T>>({ status: true, message, response }, status);
}

/** A failed reply in the envelope: `response` is always null. */
export function failure(status: ContentfulStatusCode, message: string, headers?: HeadersInit): Response {
  const body: Envelope<null> = { status: false, message, response: null };
  return Response.json(body, { status, headers });
}
