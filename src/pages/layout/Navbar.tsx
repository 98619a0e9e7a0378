import { usePage } from "../context.tsx";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/artists", label: "Artist Roster" },
  { href: "/services", label: "Services" },
  { href: "/contact-us", label: "Contact Us" },
];

/** SPEC §2 navigation bar; the session decides the buttons on the server. */
export function Navbar() {
  const { user, path } = usePage();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <a href="/" className="navbar__brand">
          <img src="/images/logo.svg" alt="DanceLink home" height={40} />
        </a>
        <input type="checkbox" id="nav-toggle" className="navbar__toggle-input" aria-label="Toggle menu" />
        <label htmlFor="nav-toggle" className="navbar__toggle" aria-hidden="true">
          <span />
          <span />
          <span />
        </label>
        <div className="navbar__menu">
          <ul className="navbar__links">
            {LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={l.href === path ? "active" : undefined} aria-current={l.href === path ? "page" : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="navbar__actions">
            {!user && (
              <>
                <a href="/login" className="btn btn--outline">
                  Log In
                </a>
                <a href="/signup" className="btn btn--primary">
                  Sign Up
                </a>
              </>
            )}
            {user?.role === "client" && (
              <a href="/client" className="btn btn--primary">
                Clinet Dashboard
              </a>
            )}
            {user?.role === "artist" && (
              <a href="/artist" className="btn btn--primary">
                Artist Dashboard
              </a>
            )}
            {user?.role === "admin" && (
              <a href="/admin" className="btn btn--primary">
                Admin Console
              </a>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
