import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../log.ts";
import { failure } from "./envelope.ts";
import { translateFor } from "../i18n/api-messages.ts";
import { DomainError, type DomainErrorKind } from "../errors.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts";
import type { AppEnv } from "./types.ts";

const STATUS_OF: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  mismatch: 422,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
};
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // src/platform/db/client.ts: no connection of the pool within the bounded wait, or too many waiting.
  "POOL_TIMEOUT",
  "POOL_QUEUE_FULL",
  // src/platform/db/client.ts: a connection silent while it owed answers; a statement past its timeout;
  // a transaction ended by the server after its client fell silent.
  "READ_TIMEOUT",
  "57014",
  "25P03",
  "57P01",
  "57P02",
  "57P03",
]);

/** Seconds a caller is told to wait (Retry-After) when the database could not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The error code when the database could not be reached or did not answer in time
 * (down, restarting, refusing connections, silent, too slow), found anywhere in the
 * `cause` chain; undefined otherwise.
 */
export function databaseUnavailableCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Every failure leaves as an envelope on /api (an HTML page elsewhere is the
 * pages' business): our own errors with their message, framework ones with a
 * readable message, anything unexpected as a logged 500 without its stack.
 */
export function errorHandler(log: Logger, renderPageError?: (c: Context<AppEnv>, status: 404 | 500) => Response | Promise<Response>): ErrorHandler<AppEnv> {
  return async (err, c) => {
    if (err instanceof DomainError) {
      const headers = err.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(err.retryAfterSeconds) };
      return failure(STATUS_OF[err.kind], translateFor(c, err.ref), headers);
    }
    if (err instanceof HTTPException) {
      const message =
        err.status === 400 && /json/i.test(err.message)
          ? translateFor(c, "api.invalidJson")
          : err.status === 413
            ? translateFor(c, "api.bodyTooLarge")
            : err.message || translateFor(c, "api.badRequest");
      return failure(err.status, message);
    }
    const unavailable = databaseUnavailableCode(err);
    if (unavailable) {
      // The code only: during an outage every request lands here, and the failed query's text would flood the log.
      const requestId = requestIdOf(c);
      log.warn("database unavailable", { requestId, path: c.req.path, code: unavailable });
      return failure(503, translateFor(c, "api.unavailable"), { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), [REQUEST_ID_HEADER]: requestId });
    }
    const requestId = requestIdOf(c);
    log.error("unhandled error", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    // The id goes back with the reply: whoever reports the error can quote it.
    if (renderPageError && !c.req.path.startsWith("/api/")) {
      const page = await renderPageError(c, 500);
      page.headers.set(REQUEST_ID_HEADER, requestId);
      return page;
    }
    return failure(500, translateFor(c, "api.serverError"), { [REQUEST_ID_HEADER]: requestId });
  };
}
