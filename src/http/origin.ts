import type { MiddlewareHandler } from "hono";
import { forbidden } from "../domain/errors.ts";


/** True when an Origin header names the host the request was sent to (Host, or X-Forwarded-Host behind a proxy). */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF): browsers
 * always send Origin on such requests, so a foreign one is refused. Requests
 * without Origin (curl, server-to-server) carry no ambient cookie risk. Mounted
 * for the methods that change state only (src/api/index.ts).
 */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  if (origin && !isSameOrigin(origin, c.req.header("x-forwarded-host") ?? c.req.header("host"))) {
    throw forbidden("Cross-site requests are not allowed");
  }
  await next();
};
