import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { ReadOnlyScreen } from "./ui.tsx";
import { useEffect, useId, useState } from "react";
import type { AdminDashboard } from "../../src/features/bookings/admin.contract.ts";
import type { MessageKey } from "../../src/platform/i18n/messages/en.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import type { StaffRole } from "../../src/platform/contract/roles.ts";
import { useAccount } from "../lib/account/account.ts";
import { AccountScreen } from "../lib/account/AccountCard.tsx";
import { AccountMenu } from "../lib/account/AccountMenu.tsx";
import { VerifyBanner } from "../lib/account/VerifyBanner.tsx";
import { NotificationBell } from "../lib/notifications/NotificationBell.tsx";
import { TwoFactorSection } from "../lib/account/TwoFactor.tsx";
import { CountsProvider, useCounts, useTwoFactorSetupRequired } from "./counts.tsx";

interface NavItem {
  to: string;
  label: MessageKey;
  /** The count shown beside the link, when it asks for attention. */
  badge?: keyof AdminDashboard;
  exact?: boolean;
  /** The staff roles besides the owner whose work this screen is (the API refuses the others). */
  staff: StaffRole[];
}

const EVERYONE: StaffRole[] = ["coordinator", "bookkeeper"];
const COORDINATOR: StaffRole[] = ["coordinator"];
const BOOKKEEPER: StaffRole[] = ["bookkeeper"];

export const NAV: NavItem[] = [
  { to: "/admin", label: "admin.nav.dashboard", exact: true, staff: EVERYONE },
  { to: "/admin/applications", label: "admin.nav.applications", badge: "pendingApplications", staff: EVERYONE },
  { to: "/admin/profile-reviews", label: "admin.nav.profileReviews", staff: COORDINATOR },
  { to: "/admin/credentials", label: "admin.nav.credentials", staff: COORDINATOR },
  { to: "/admin/jobs", label: "admin.nav.jobs", badge: "openJobs", staff: EVERYONE },
  { to: "/admin/inbox", label: "admin.nav.inbox", badge: "unreadMessages", staff: COORDINATOR },
  { to: "/admin/contacts", label: "admin.nav.contacts", staff: COORDINATOR },
  { to: "/admin/users", label: "admin.nav.users", staff: [] },
  { to: "/admin/reviews", label: "admin.nav.reviews", staff: COORDINATOR },
  { to: "/admin/mail", label: "admin.nav.mail", staff: COORDINATOR },
  { to: "/admin/catalog", label: "admin.nav.catalog", staff: COORDINATOR },
  { to: "/admin/billing", label: "admin.nav.billing", staff: BOOKKEEPER },
  { to: "/admin/payouts", label: "admin.nav.payouts", staff: BOOKKEEPER },
  { to: "/admin/t4a", label: "admin.nav.t4a", staff: BOOKKEEPER },
  { to: "/admin/staff", label: "admin.nav.staff", staff: [] },
  { to: "/admin/audit", label: "admin.nav.audit", staff: [] },
  { to: "/admin/privacy", label: "admin.nav.privacy", staff: [] },
  { to: "/admin/settings", label: "admin.nav.settings", staff: [] },
];

/** The bookkeeper's own screens: the billing and the artists' pay. */
const BOOKS_PATHS = ["/admin/billing", "/admin/payouts", "/admin/t4a"];

/** The bookkeeper reads the applications and jobs behind the invoices and changes only the books: elsewhere no action is drawn. */
export const readOnlyFor = (staffRole: StaffRole | undefined | null, path: string) =>
  staffRole === "bookkeeper" && !BOOKS_PATHS.some((p) => path.startsWith(p));

/** The screens `staffRole` may use: all of them for the owner; before the account is read, those every role may. */
export const navFor = (staffRole: StaffRole | undefined | null): NavItem[] =>
  staffRole === "owner" ? NAV : NAV.filter((item) => item.staff === EVERYONE || (staffRole && item.staff.includes(staffRole)));

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
  const nav = navFor(useAccount().account?.staffRole);
  const current = nav.find((item) => isActive(item, path)) ?? NAV.find((item) => isActive(item, path)) ?? NAV[0]!;
  const waiting = counts ? nav.reduce((sum, item) => sum + (item.badge ? counts[item.badge] : 0), 0) : 0;
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
        {nav.map((item) => {
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

/** The current screen, or, while the owner's requirement of two-factor sign-in is unmet for this account, its setup. */
function ConsoleScreen({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  const { refresh } = useCounts();
  if (useTwoFactorSetupRequired()) {
    return (
      <AccountScreen id="two-factor-required-title" title={t("admin.twoFactorRequired.title")} intro={t("admin.twoFactorRequired.intro")}>
        <TwoFactorSection onEnabled={refresh} />
      </AccountScreen>
    );
  }
  return (
    <ReadOnlyScreen.Provider value={readOnly}>
      <Outlet />
    </ReadOnlyScreen.Provider>
  );
}

/**
 * The console's frame: navigation with live counts and the account menu (it
 * also stores the signed-in user, whose room the inbox's socket joins) beside the
 * current screen.
 */
export function AdminLayout() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const readOnly = readOnlyFor(useAccount().account?.staffRole, path);
  return (
    <CountsProvider>
      <div className="admin">
        <Sidebar />
        <div className="admin__main">
          <VerifyBanner />
          <ConsoleScreen readOnly={readOnly} />
        </div>
      </div>
    </CountsProvider>
  );
}
