import type { Context } from "hono";
import type { RedirectStatusCode } from "hono/utils/http-status";
import { safeRedirectPath } from "../contract/redirect-target.ts";

/**
 * Every redirect the server makes: to `target` when it is a path of this site once
 * normalised (`safeRedirectPath`), else to `fallback`. Never `c.redirect` directly
 * (tests/security/redirects.test.ts fails on one).
 */
export function redirectWithinSite(c: Context, target: string | undefined, status: RedirectStatusCode = 302, fallback = "/"): Response {
  return c.redirect(safeRedirectPath(target, fallback), status);
}
