import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import type { AdminDashboard } from "../../src/contracts/admin.ts";
import { useSignedInUser } from "../lib/data.ts";
import { CountsProvider, useCounts } from "./counts.tsx";

interface NavItem {
  to: string;
  label: string;
  /** The count shown beside the link, when it asks for attention. */
  badge?: keyof AdminDashboard;
  exact?: boolean;
}

export const NAV: NavItem[] = [
  { to: "/admin", label: "Dashboard", exact: true },
  { to: "/admin/applications", label: "Applications", badge: "pendingApplications" },
  { to: "/admin/style-requests", label: "Style requests" },
  { to: "/admin/jobs", label: "Jobs", badge: "openJobs" },
  { to: "/admin/inbox", label: "Inbox", badge: "unreadMessages" },
  { to: "/admin/contacts", label: "Contacts" },
  { to: "/admin/catalog", label: "Catalog" },
];

function Sidebar() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { counts } = useCounts();
  return (
    <nav className="admin-nav" aria-label="Admin console">
      <p className="admin-nav__title">Agency console</p>
      <ul className="admin-nav__links">
        {NAV.map((item) => {
          const active = item.exact ? path === item.to || path === `${item.to}/` : path === item.to || path.startsWith(`${item.to}/`);
          const count = item.badge && counts ? counts[item.badge] : 0;
          return (
            <li key={item.to}>
              <Link to={item.to} className={active ? "admin-nav__link is-active" : "admin-nav__link"} aria-current={active ? "page" : undefined}>
                <span>{item.label}</span>
                {count > 0 && (
                  <span className="admin-nav__count" role="img" aria-label={`${count} waiting`}>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The console's frame: navigation with live counts beside the current screen. */
export function AdminLayout() {
  // The inbox's socket joins the room of this user.
  useSignedInUser();
  return (
    <CountsProvider>
      <div className="admin">
        <Sidebar />
        <div className="admin__main">
          <Outlet />
        </div>
      </div>
    </CountsProvider>
  );
}

export function AdminNotFound() {
  return (
    <section className="admin-panel admin-state">
      <h1 className="admin-title">Page not found</h1>
      <p className="muted">This page does not exist in the admin console.</p>
      <Link to="/admin" className="btn btn--primary">
        Back to the dashboard
      </Link>
    </section>
  );
}
