import type { MiddlewareHandler } from "hono";

type HeaderList = readonly (readonly [string, string])[];

/** The site's pages: scripts, styles, fonts and images from this origin only; never framed. */
const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "font-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** JSON is never a document: nothing may load from it, nothing may frame it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: HeaderList = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
];

/**
 * Security headers on every reply, worked out once at start (issue #8: Hono's
 * secureHeaders set a dozen per reply, five of them for browsers and plug-ins
 * long gone, and was a tenth of a cached list's cost). The API's replies get
 * the headers that mean something for JSON; everything else gets the page set.
 * HSTS only when served over HTTPS, which is also when cookies are Secure.
 */
export function securityHeaders({ https }: { https: boolean }): MiddlewareHandler {
  const hsts: HeaderList = https ? [["Strict-Transport-Security", "max-age=15552000; includeSubDomains"]] : [];
  const api: HeaderList = [["Content-Security-Policy", API_CSP], ...COMMON, ...hsts];
  const pages: HeaderList = [
    ["Content-Security-Policy", PAGE_CSP],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...COMMON,
    ...hsts,
  ];
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of c.req.path.startsWith("/api/") ? api : pages) headers.set(name, value);
  };
}
