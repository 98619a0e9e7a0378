import { createRootRoute, createRoute, Link, Outlet, useRouterState } from "@tanstack/react-router";
import { useSignedInUser } from "../lib/data.ts";

export const rootRoute = createRootRoute({ component: Outlet });

const NAV = [
  { to: "/client/dashboard", label: "Dashboard", section: ["/client/dashboard", "/client/client-profile"] },
  { to: "/client/my-bookings", label: "Bookings", section: ["/client/my-bookings", "/client/booking-form", "/client/jobs"] },
  { to: "/client/messages", label: "Messages", section: ["/client/messages"] },
];

/** The studio's area: its navigation (SPEC §2) around the current screen. */
function ClientLayout() {
  const user = useSignedInUser();
  const path = useRouterState({ select: (s) => s.location.pathname });

  return (
    <div className="client-area">
      <nav className="area-nav" aria-label="Studio dashboard">
        <div className="area-nav__inner">
          <span className="area-nav__title">
            Studio<span className="area-nav__user">{user?.name ? ` · ${user.name}` : ""}</span>
          </span>
          <ul className="area-nav__links">
            {NAV.map((item) => {
              const active = item.section.some((p) => path === p || path.startsWith(`${p}/`));
              return (
                <li key={item.to}>
                  <Link to={item.to} className={active ? "area-nav__link is-active" : "area-nav__link"} aria-current={active ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
      <div className="area-page">
        <Outlet />
      </div>
    </div>
  );
}

function ClientNotFound() {
  return (
    <section className="card state-card">
      <h1>Page not found</h1>
      <p className="muted">This page does not exist in your studio dashboard.</p>
      <Link to="/client/dashboard" className="btn btn--primary">
        Back to Dashboard
      </Link>
    </section>
  );
}

export const clientRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/client",
  component: ClientLayout,
  notFoundComponent: ClientNotFound,
});
