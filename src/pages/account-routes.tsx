import { Hono } from "hono";
import type { AssetManifest } from "../assets.ts";
import type { AppDeps } from "../deps.ts";
import { sameOrigin } from "../http/origin.ts";
import { endSession } from "../http/session.ts";
import type { AppEnv } from "../http/types.ts";
import { LOCALES } from "../i18n/locales.ts";
import { localizePath } from "../i18n/paths.ts";
import { LOGOUT_PATH } from "./layout/Navbar.tsx";
import { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from "./public/AccountPages.tsx";
import { renderPage } from "./render.tsx";

/** The account pages of the public site (issue 19), in every language like the others. */
export const ACCOUNT_PATHS = ["/forgot-password", "/reset-password", "/verify-email"] as const;

/**
 * The account pages and the header's Log Out (issue 19). They are rendered for each
 * request, never from the page cache: they are rare, and /verify-email names the
 * signed-in user's dashboard. The token in their address never reaches the HTML
 * (the islands read it), the logs (only paths are logged) or another site (Referrer-Policy).
 */
export function accountPageRoutes(deps: AppDeps, assets: AssetManifest) {
  const pages = new Hono<AppEnv>();
  const hasToken = (token: string | undefined) => Boolean(token?.trim());

  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(locale, path);
    pages.get(at("/forgot-password"), (c) => renderPage(c, assets, <ForgotPasswordPage />));
    pages.get(at("/reset-password"), (c) => renderPage(c, assets, <ResetPasswordPage hasToken={hasToken(c.req.query("token"))} />));
    pages.get(at("/verify-email"), (c) => {
      const user = c.get("user");
      return renderPage(c, assets, <VerifyEmailPage hasToken={hasToken(c.req.query("token"))} dashboard={user ? `/${user.role}` : null} />);
    });
  }

  // The navigation bar's Log Out, a plain form (works without script): ends the session
  // on the server as POST /api/auth/logout does, then home (in the remembered language).
  // Only from this site's pages: another site's form cannot sign a visitor out.
  pages.post(LOGOUT_PATH, sameOrigin(deps.trustProxy), async (c) => {
    await endSession(c, deps.session);
    c.header("Cache-Control", "no-store");
    return c.redirect("/", 303);
  });
  return pages;
}
