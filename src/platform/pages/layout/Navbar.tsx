import type { SessionUser } from "../../contract/roles.ts";
import { INTL_LOCALE, type Locale } from "../../i18n/locales.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { useLocalePath, useT } from "../../i18n/react.tsx";
import { usePage } from "../../../../islands/lib/page/context.tsx";
import { switchLocaleHref } from "../../i18n/paths.ts";

export const NAV_LINKS = [
  { href: "/", label: "public.nav.home" },
  { href: "/about", label: "public.nav.about" },
  { href: "/artists", label: "public.nav.roster" },
  { href: "/services", label: "public.nav.services" },
  { href: "/contact-us", label: "public.nav.contact" },
] as const satisfies readonly { href: string; label: MessageKey }[];

/** The link a path (without its language prefix) belongs to: an artist's public profile is part of the roster. */
export function isActiveLink(href: string, path: string): boolean {
  if (href === "/artists") return path === "/artists" || path.startsWith("/artist/profile/");
  return href === path;
}

/** SPEC §2: the dashboard button of a signed-in user. */
const DASHBOARD: Record<SessionUser["role"], { href: string; label: MessageKey }> = {
  client: { href: "/client", label: "public.nav.dashboard.client" },
  artist: { href: "/artist", label: "public.nav.dashboard.artist" },
  admin: { href: "/admin", label: "public.nav.dashboard.admin" },
};

/**
 * Where the public pages' "Join Now" / "Hire Now" lead: a signed-in user to its dashboard, anyone else to
 * sign up in the page's language. Cached pages are cached per role, so the link is right on the first paint.
 */
export function useJoinHref(): string {
  const { user } = usePage();
  const href = useLocalePath();
  return user ? DASHBOARD[user.role].href : href("/signup");
}

/** Where the bar's Log Out form posts (src/pages.tsx): ends the session, then home. */
export const LOGOUT_PATH = "/logout";

/**
 * SPEC §2 navigation bar. The session cookie decides the buttons on the server, so
 * the bar is right on the first paint, also right after login: signed in, the
 * dashboard button and Log Out. A cached page is cached per role, and
 * the bar names no one, so one user's bar never reaches another. Below 992 px the
 * links fold into a menu opened by a checkbox toggle (works before any script).
 * The language switcher is a plain link to this page in the other language.
 */
export function Navbar() {
  const { user, path, locale } = usePage();
  const t = useT();
  const href = useLocalePath();
  const dashboard = user ? DASHBOARD[user.role] : null;
  const other: Locale = locale === "fr" ? "en" : "fr";
  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label={t("public.nav.label")}>
        <a href={href("/")} className="navbar__brand">
          <img src="/images/logo.svg" alt={t("public.nav.brandHome")} width={205} height={38} />
        </a>
        <input type="checkbox" id="nav-toggle" className="navbar__toggle-input" aria-label={t("public.nav.menu")} aria-controls="nav-menu" />
        <label htmlFor="nav-toggle" className="navbar__toggle" aria-hidden="true">
          <span />
          <span />
          <span />
        </label>
        <div className="navbar__menu" id="nav-menu">
          <ul className="navbar__links">
            {NAV_LINKS.map((l) => {
              const active = isActiveLink(l.href, path);
              return (
                <li key={l.href}>
                  <a href={href(l.href)} className={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
                    {t(l.label)}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="navbar__actions">
            <a
              className="navbar__lang"
              href={switchLocaleHref(other, path)}
              hrefLang={INTL_LOCALE[other]}
              lang={INTL_LOCALE[other]}
              title={t("common.language.switchLabel")}
              data-locale-switch={other}
            >
              {t("common.language.switch")}
            </a>
            {dashboard ? (
              <>
                <a href={dashboard.href} className="btn btn--primary">
                  {t(dashboard.label)}
                </a>
                {/* A plain form: logging out works before (and without) any script. */}
                <form method="post" action={LOGOUT_PATH} className="navbar__logout">
                  <button type="submit" className="btn btn--outline">
                    {t("public.nav.logout")}
                  </button>
                </form>
              </>
            ) : (
              <>
                <a href={href("/login")} className="btn btn--outline">
                  {t("public.nav.login")}
                </a>
                <a href={href("/signup")} className="btn btn--primary">
                  {t("public.nav.signup")}
                </a>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
