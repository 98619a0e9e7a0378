import { Hono, type MiddlewareHandler } from "hono";
import type { AssetManifest } from "../../../platform/assets/assets.ts";
import type { PlatformDeps } from "../../../platform/deps.ts";
import { forbidden } from "../../../platform/errors.ts";
import { sameOrigin } from "../../../platform/http/origin.ts";
import { redirectWithinSite } from "../../../platform/http/redirect.ts";
import { endSession } from "../../../platform/http/session.ts";
import type { AppEnv } from "../../../platform/http/types.ts";
import { LOCALES } from "../../../platform/i18n/locales.ts";
import { localizePath } from "../../../platform/i18n/paths.ts";
import { LOGOUT_PATH } from "../../../platform/pages/layout/Navbar.tsx";
import { AcceptInvitePage, ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from "./AccountPages.tsx";
import { renderPage } from "../../../platform/pages/render.tsx";

/**
 * The account pages and the header's Log Out. They are rendered for each
 * request, never from the page cache: they are rare, and /verify-email names the
 * signed-in user's dashboard. The token in their address never reaches the HTML
 * (the islands read it), the logs (only paths are logged) or another site (Referrer-Policy).
 */
export function accountPageRoutes(deps: PlatformDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  const hasToken = (token: string | undefined) => Boolean(token?.trim());

  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(locale, path);
    pages.get(at("/forgot-password"), (c) => renderPage(c, assets, <ForgotPasswordPage />));
    pages.get(at("/reset-password"), (c) => renderPage(c, assets, <ResetPasswordPage hasToken={hasToken(c.req.query("token"))} />));
    pages.get(at("/accept-invite"), (c) => renderPage(c, assets, <AcceptInvitePage hasToken={hasToken(c.req.query("token"))} />));
    pages.get(at("/verify-email"), (c) => {
      const user = c.get("user");
      return renderPage(c, assets, <VerifyEmailPage hasToken={hasToken(c.req.query("token"))} dashboard={user ? `/${user.role}` : null} />);
    });
  }

  // The navigation bar's Log Out, a plain form (works without script): ends the session
  // on the server as POST /api/auth/logout does, then home (in the remembered language).
  // Only from this site's pages: another site's form cannot sign a visitor out. Our pages
  // send no referrer, so a browser posts their forms with `Origin: null`: it says where the
  // form was with Sec-Fetch-Site; a browser without it is checked by its Origin.
  const fromThisSite = sameOrigin(deps.trustProxy);
  const sentFromThisSite: MiddlewareHandler<AppEnv> = async (c, next) => {
    const site = c.req.header("sec-fetch-site");
    if (site === undefined) return fromThisSite(c, next);
    if (site !== "same-origin") throw forbidden("api.crossSite");
    await next();
  };
  pages.post(LOGOUT_PATH, sentFromThisSite, async (c) => {
    await endSession(c, deps.session);
    c.header("Cache-Control", "no-store");
    return redirectWithinSite(c, "/", 303);
  });
  return pages;
}
