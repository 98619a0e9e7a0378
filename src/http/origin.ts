import type { MiddlewareHandler } from "hono";
import { forbidden } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): browsers
 * always send Origin on such requests, so a foreign one is refused. Requests
 * without Origin (curl, server-to-server) carry no ambient cookie risk.
 */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  if (origin && !SAFE_METHODS.has(c.req.method)) {
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!host || originHost !== host) throw forbidden("Cross-site requests are not allowed");
  }
  await next();
};
