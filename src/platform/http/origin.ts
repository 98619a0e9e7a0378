import type { MiddlewareHandler } from "hono";
import { forbidden } from "../errors.ts";
import { peerAddress, viaTrustedProxy, type TrustedProxies } from "./client-ip.ts";

/**
 * True when an Origin header names exactly the origin the request was sent to: its
 * scheme, host and port. A page of http://dancelink.ca (plain HTTP, which anyone on the
 * network can write) is not https://dancelink.ca.
 */
export function isSameOrigin(origin: string, requested: string | undefined): boolean {
  return requested !== undefined && URL.parse(origin)?.origin === requested;
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
 * The origin the browser addressed (`https://dancelink.ca`, default ports left out): the
 * requested host, and the scheme a trusted proxy forwarded (its right-most
 * X-Forwarded-Proto: it ends TLS, and we are then reached over plain HTTP), else the
 * scheme of the request itself. Undefined when there is no host to name.
 */
export function requestedOrigin(url: string, headers: Headers, peer: string | undefined, trusted: TrustedProxies): string | undefined {
  const host = requestedHost(headers, peer, trusted);
  if (!host) return undefined;
  const forwarded = viaTrustedProxy(peer, trusted) ? headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase() : undefined;
  const scheme = forwarded === "https" || forwarded === "http" ? forwarded : URL.parse(url)?.protocol.replace(":", "");
  const origin = URL.parse(`${scheme}://${host}`)?.origin;
  return origin && origin !== "null" ? origin : undefined;
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
    if (origin && !isSameOrigin(origin, requestedOrigin(c.req.url, c.req.raw.headers, peerAddress(c), trusted))) {
      throw forbidden("api.crossSite");
    }
    await next();
  };
}
