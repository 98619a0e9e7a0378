import { createRootRoute, createRoute, createRouter, Link, lazyRouteComponent, Outlet, type RouterHistory } from "@tanstack/react-router";
import { ARTIST_STATUSES } from "../../src/features/artists/artist-statuses.contract.ts";
import { JOB_STATUSES } from "../../src/features/jobs/job-lists.contract.ts";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AREA_ROUTER_OPTIONS, lazyScreen } from "../lib/ui/area-router.tsx";
import { type PageSearch, pageFromSearch, pageSearch } from "../lib/ui/search.ts";
import {
  BILLING_TABS,
  type BillingTab,
  CATALOG_TABS,
  type CatalogTab,
  oneOf,
  PROFILE_REVIEW_TABS,
  type ProfileReviewSearch,
  type StatusListSearch,
  type UsersSearch,
  usersSearch,
} from "./search.ts";
import type { ArtistStatus } from "../../src/features/artists/artist-statuses.contract.ts";
import type { PostedJobStatus } from "../../src/features/jobs/job-lists.contract.ts";

/*
 * Every screen is its own chunk, fetched on the way to it; the routes
 * below parse the search and params each screen is given. The console's frame is one
 * too, fetched with the first screen: its counts, bell and account menu need the API
 * client and the store, which the first paint does without.
 */

const rootRoute = createRootRoute({ component: Outlet });

function AdminNotFound() {
  const t = useT();
  return (
    <section className="admin-panel admin-state">
      <h1 className="admin-title">{t("admin.notFound.title")}</h1>
      <p className="muted">{t("admin.notFound.text")}</p>
      <Link to="/admin" className="btn btn--primary">
        {t("admin.notFound.back")}
      </Link>
    </section>
  );
}

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  component: lazyRouteComponent(() => import("./Layout.tsx"), "AdminLayout"),
  notFoundComponent: AdminNotFound,
});

const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./pages/Dashboard.tsx"), "DashboardPage"),
});

/** `?status=&page=` of a console list by status: the first status and page 1 by default. */
const statusSearch =
  <K extends string>(statuses: readonly [K, ...K[]]) =>
  (s: Record<string, unknown>): StatusListSearch<K> => ({ status: oneOf(statuses, s.status, statuses[0]), page: pageFromSearch(s.page) });

const applicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "applications",
  validateSearch: statusSearch(ARTIST_STATUSES),
  component: lazyScreen(
    () => import("./pages/Applications.tsx"),
    "ApplicationsPage",
    (): StatusListSearch<ArtistStatus> => applicationsRoute.useSearch(),
  ),
});

const applicationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "applications/$id",
  component: lazyScreen(
    () => import("./pages/ApplicationDetail.tsx"),
    "ApplicationDetailPage",
    (): { key: string; artistId: string } => {
      const { id } = applicationRoute.useParams();
      // Another id starts the screen afresh.
      return { key: id, artistId: id };
    },
  ),
});

const jobsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "jobs",
  validateSearch: statusSearch(JOB_STATUSES),
  component: lazyScreen(
    () => import("./pages/Jobs.tsx"),
    "JobsPage",
    (): StatusListSearch<PostedJobStatus> => jobsRoute.useSearch(),
  ),
});

const jobRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "jobs/$id",
  component: lazyScreen(
    () => import("./pages/JobDetail.tsx"),
    "JobDetailPage",
    (): { key: string; jobId: string } => {
      const { id } = jobRoute.useParams();
      return { key: id, jobId: id };
    },
  ),
});

/** What approved artists change on their profiles, waiting for the agency: names and bios, styles. */
const profileReviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "profile-reviews",
  validateSearch: (s: Record<string, unknown>): ProfileReviewSearch => ({ tab: oneOf(PROFILE_REVIEW_TABS, s.tab, "texts"), page: pageFromSearch(s.page) }),
  component: lazyScreen(
    () => import("./pages/ProfileReviews.tsx"),
    "ProfileReviewsPage",
    (): ProfileReviewSearch => profileReviewsRoute.useSearch(),
  ),
});

const inboxRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "inbox",
  component: lazyRouteComponent(() => import("./pages/Inbox.tsx"), "InboxPage"),
});

const contactsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "contacts",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/Contacts.tsx"),
    "ContactsPage",
    (): PageSearch => contactsRoute.useSearch(),
  ),
});

/** Every account: found by name or address, role and status; one opens with its jobs and invoices. */
const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "users",
  validateSearch: usersSearch,
  component: lazyScreen<UsersSearch, "UsersPage">(
    () => import("./pages/Users.tsx"),
    "UsersPage",
    (): UsersSearch => usersRoute.useSearch(),
  ),
});

const userRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "users/$id",
  component: lazyScreen<{ userId: string }, "UserDetailPage">(
    () => import("./pages/Users.tsx"),
    "UserDetailPage",
    (): { key: string; userId: string } => {
      const { id } = userRoute.useParams();
      return { key: id, userId: id };
    },
  ),
});

const reviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "reviews",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/Reviews.tsx"),
    "ReviewsPage",
    (): PageSearch => reviewsRoute.useSearch(),
  ),
});

const mailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "mail",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/Mail.tsx"),
    "MailPage",
    (): PageSearch => mailRoute.useSearch(),
  ),
});

/** Artists' credentials: what awaits a decision, what runs out soon, the kinds. */
const credentialsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "credentials",
  component: lazyRouteComponent(() => import("./pages/Credentials.tsx"), "CredentialsPage"),
});

const catalogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "catalog",
  validateSearch: (s: Record<string, unknown>): { tab: CatalogTab } => ({ tab: oneOf(CATALOG_TABS, s.tab, "services") }),
  component: lazyScreen(
    () => import("./pages/Catalog.tsx"),
    "CatalogPage",
    (): { tab: CatalogTab } => catalogRoute.useSearch(),
  ),
});

/** The agency's billing: invoices, the books, its details and tax rates. */
const billingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "billing",
  validateSearch: (s: Record<string, unknown>): { tab: BillingTab } => ({ tab: oneOf(BILLING_TABS, s.tab, "invoices") }),
  component: lazyScreen<{ tab: BillingTab }, "BillingPage">(
    () => import("./pages/Billing.tsx"),
    "BillingPage",
    (): { tab: BillingTab } => billingRoute.useSearch(),
  ),
});

const invoiceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "invoices/$id",
  component: lazyScreen<{ invoiceId: string }, "InvoicePage">(
    () => import("./pages/Billing.tsx"),
    "InvoicePage",
    (): { key: string; invoiceId: string } => {
      const { id } = invoiceRoute.useParams();
      return { key: id, invoiceId: id };
    },
  ),
});

/** The installation's settings: the scheduled backups. */
const staffRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "staff",
  component: lazyRouteComponent(() => import("./pages/Staff.tsx"), "StaffPage"),
});

const auditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "audit",
  component: lazyRouteComponent(() => import("./pages/Audit.tsx"), "AuditPage"),
});

const settingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "settings",
  component: lazyRouteComponent(() => import("./pages/Settings.tsx"), "SettingsPage"),
});

/** Account settings, the screen every dashboard shares. */
const accountRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "account",
  component: lazyRouteComponent(() => import("../lib/account/AccountSettings.tsx"), "AccountSettings"),
});

const notificationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "notifications",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("../lib/notifications/NotificationsPage.tsx"),
    "NotificationsPage",
    (): { area: "admin"; page: number } => ({
      area: "admin",
      page: notificationsRoute.useSearch().page,
    }),
  ),
});

const routeTree = rootRoute.addChildren([
  adminRoute.addChildren([
    dashboardRoute,
    applicationsRoute,
    applicationRoute,
    jobsRoute,
    jobRoute,
    profileReviewsRoute,
    inboxRoute,
    contactsRoute,
    usersRoute,
    userRoute,
    reviewsRoute,
    mailRoute,
    credentialsRoute,
    catalogRoute,
    billingRoute,
    invoiceRoute,
    staffRoute,
    auditRoute,
    settingsRoute,
    accountRoute,
    notificationsRoute,
  ]),
]);

/** The console's router; tests pass a memory history. */
export function createAdminRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, defaultNotFoundComponent: AdminNotFound, ...AREA_ROUTER_OPTIONS });
}
