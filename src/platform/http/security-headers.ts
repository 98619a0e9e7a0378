import type { MiddlewareHandler } from "hono";

export type HeaderList = [string, string][];

/**
 * The site's pages: scripts, styles, fonts and images from this origin only; never framed.
 * No <base> may move where the page's relative links and scripts point, and a form posts
 * to this site only, so markup slipped into a page can neither load from elsewhere nor
 * send what a person types there.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  // 'self' covers the chat socket (ws:/wss: on this host): no other host may be reached.
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** JSON is never a document: nothing may load from it, set its base, send a form from it or frame it. */
const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const COMMON: HeaderList = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
];

/** The security headers of the API's replies and of everything else (pages, files). */
export interface SecurityHeaderSets {
  api: HeaderList;
  pages: HeaderList;
}

/**
 * Worked out once at start (Hono's secureHeaders set a dozen per reply,
 * five of them for browsers and plug-ins long gone). The API's replies get the
 * headers that mean something for JSON; everything else gets the page set. HSTS
 * only when served over HTTPS, which is also when cookies are Secure.
 */
export function securityHeaderSets({ https }: { https: boolean }): SecurityHeaderSets {
  const hsts: HeaderList = https ? [["Strict-Transport-Security", "max-age=15552000; includeSubDomains"]] : [];
  return {
    api: [["Content-Security-Policy", API_CSP], ...COMMON, ...hsts],
    pages: [["Content-Security-Policy", PAGE_CSP], ["X-Frame-Options", "SAMEORIGIN"], ["Cross-Origin-Opener-Policy", "same-origin"], ...COMMON, ...hsts],
  };
}

/**
 * Security headers on every reply. Replies served from memory (cached lists and
 * pages) are built whole, their set included, once per version (setting
 * the headers one by one was a third of such a reply's cost); a reply that carries
 * a Content-Security-Policy was made with its set, so only the others get it here.
 */
export function securityHeaders(sets: SecurityHeaderSets): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (headers.has("Content-Security-Policy")) return;
    for (const [name, value] of c.req.path.startsWith("/api/") ? sets.api : sets.pages) headers.set(name, value);
  };
}
