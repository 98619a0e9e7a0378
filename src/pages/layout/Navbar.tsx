import type { SessionUser } from "../../contracts/roles.ts";
import { usePage } from "../context.tsx";

export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/artists", label: "Artist Roster" },
  { href: "/services", label: "Services" },
  { href: "/contact-us", label: "Contact Us" },
] as const;

/** The link a path belongs to: an artist's public profile is part of the roster. */
export function isActiveLink(href: string, path: string): boolean {
  if (href === "/artists") return path === "/artists" || path.startsWith("/artist/profile/");
  return href === path;
}

/** SPEC §2: the dashboard button of a signed-in user (the client label is misspelt in the product, on purpose). */
const DASHBOARD: Record<SessionUser["role"], { href: string; label: string }> = {
  client: { href: "/client", label: "Clinet Dashboard" },
  artist: { href: "/artist", label: "Artist Dashboard" },
  admin: { href: "/admin", label: "Admin Console" },
};

/**
 * SPEC §2 navigation bar. The session cookie decides the buttons on the server, so
 * the bar is right on the first paint, also right after login. Below 992 px the
 * links fold into a menu opened by a checkbox toggle (works before any script).
 */
export function Navbar() {
  const { user, path } = usePage();
  const dashboard = user ? DASHBOARD[user.role] : null;
  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Main">
        <a href="/" className="navbar__brand">
          <img src="/images/logo.svg" alt="DanceLink home" width={205} height={38} />
        </a>
        <input type="checkbox" id="nav-toggle" className="navbar__toggle-input" aria-label="Menu" aria-controls="nav-menu" />
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
                  <a href={l.href} className={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
                    {l.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="navbar__actions">
            {dashboard ? (
              <a href={dashboard.href} className="btn btn--primary">
                {dashboard.label}
              </a>
            ) : (
              <>
                <a href="/login" className="btn btn--outline">
                  Log In
                </a>
                <a href="/signup" className="btn btn--primary">
                  Sign Up
                </a>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
