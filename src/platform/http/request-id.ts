import type { Context } from "hono";
import type { AppEnv } from "./types.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy's id may look like to be reused in our logs (no spaces, no control characters). */
const FORWARDED_ID = /^[\w\-.:=+/]{1,200}$/;

/**
 * The id that ties a failed reply to its log line: the proxy's X-Request-Id when
 * it sent a sane one, otherwise a new one. Made only when something is logged:
 * the replies that log nothing never pay for it.
 */
export function requestIdOf(c: Context<AppEnv>): string {
  let id = c.get("requestId");
  if (!id) {
    const forwarded = c.req.header(REQUEST_ID_HEADER);
    id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    c.set("requestId", id);
  }
  return id;
}
