import type { MiddlewareHandler } from "hono";
import { forbidden } from "../domain/errors.ts";
import { peerAddress, viaTrustedProxy, type TrustedProxies } from "./client-ip.ts";

/** True when an Origin header names the host the request was sent to. */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The host the browser addressed: Host, or behind a trusted proxy the host it
 * forwarded (its right-most X-Forwarded-Host). Without a trusted proxy the
 * header is the caller's own word, and a page of another site could name us.
 */
export function requestedHost(headers: Headers, peer: string | undefined, trusted: TrustedProxies): string | undefined {
  const forwarded = viaTrustedProxy(peer, trusted) ? headers.get("x-forwarded-host")?.split(",").at(-1)?.trim() : undefined;
  return forwarded || (headers.get("host") ?? undefined);
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF): browsers
 * always send Origin on such requests, so a foreign one is refused. Requests
 * without Origin (curl, server-to-server) carry no ambient cookie risk. Mounted
 * for the methods that change state only (src/api/index.ts).
 */
export function sameOrigin(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && !isSameOrigin(origin, requestedHost(c.req.raw.headers, peerAddress(c), trusted))) {
      throw forbidden("api.crossSite");
    }
    await next();
  };
}
