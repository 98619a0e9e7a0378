import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import type { AdminDashboard } from "../../src/features/bookings/admin.contract.ts";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AccountMenu } from "../lib/account/AccountMenu.tsx";
import { VerifyBanner } from "../lib/account/VerifyBanner.tsx";
import { NotificationBell } from "../lib/notifications/NotificationBell.tsx";
import { CountsProvider, useCounts } from "./counts.tsx";

interface NavItem {
  to: string;
  label: MessageKey;
  /** The count shown beside the link, when it asks for attention. */
  badge?: keyof AdminDashboard;
  exact?: boolean;
}

export const NAV: NavItem[] = [
  { to: "/admin", label: "admin.nav.dashboard", exact: true },
  { to: "/admin/applications", label: "admin.nav.applications", badge: "pendingApplications" },
  { to: "/admin/profile-reviews", label: "admin.nav.profileReviews" },
  { to: "/admin/credentials", label: "admin.nav.credentials" },
  { to: "/admin/jobs", label: "admin.nav.jobs", badge: "openJobs" },
  { to: "/admin/inbox", label: "admin.nav.inbox", badge: "unreadMessages" },
  { to: "/admin/contacts", label: "admin.nav.contacts" },
  { to: "/admin/users", label: "admin.nav.users" },
  { to: "/admin/reviews", label: "admin.nav.reviews" },
  { to: "/admin/mail", label: "admin.nav.mail" },
  { to: "/admin/catalog", label: "admin.nav.catalog" },
  { to: "/admin/billing", label: "admin.nav.billing" },
  { to: "/admin/settings", label: "admin.nav.settings" },
];

const isActive = (item: NavItem, path: string) =>
  item.exact ? path === item.to || path === `${item.to}/` : path === item.to || path.startsWith(`${item.to}/`);

/**
 * The console's screens: a column beside the work on a wide window; on a narrow one
 * a menu button naming the current screen, which opens the list and
 * closes again once a screen is picked.
 */
function Sidebar() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { counts } = useCounts();
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the screen changes
  useEffect(() => setOpen(false), [path]);
  const current = NAV.find((item) => isActive(item, path)) ?? NAV[0]!;
  const waiting = counts ? NAV.reduce((sum, item) => sum + (item.badge ? counts[item.badge] : 0), 0) : 0;
  return (
    <nav className={open ? "admin-nav is-open" : "admin-nav"} aria-label={t("admin.nav.label")}>
      <div className="admin-nav__head">
        <p className="admin-nav__title">{t("admin.nav.title")}</p>
        <NotificationBell area="admin" />
      </div>
      <button type="button" className="admin-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="admin-nav__toggle-label">{t("admin.nav.menu", { screen: t(current.label) })}</span>
        {waiting > 0 && (
          <span className="admin-nav__count" role="img" aria-label={t("admin.nav.waiting", { count: waiting })}>
            {waiting}
          </span>
        )}
      </button>
      <ul className="admin-nav__links" id={listId}>
        {NAV.map((item) => {
          const active = isActive(item, path);
          const count = item.badge && counts ? counts[item.badge] : 0;
          return (
            <li key={item.to}>
              <Link to={item.to} className={active ? "admin-nav__link is-active" : "admin-nav__link"} aria-current={active ? "page" : undefined}>
                <span>{t(item.label)}</span>
                {count > 0 && (
                  <span className="admin-nav__count" role="img" aria-label={t("admin.nav.waiting", { count })}>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <AccountMenu area="admin" />
    </nav>
  );
}

/**
 * The console's frame: navigation with live counts and the account menu (it
 * also stores the signed-in user, whose room the inbox's socket joins) beside the
 * current screen.
 */
export function AdminLayout() {
  return (
    <CountsProvider>
      <div className="admin">
        <Sidebar />
        <div className="admin__main">
          <VerifyBanner />
          <Outlet />
        </div>
      </div>
    </CountsProvider>
  );
}
