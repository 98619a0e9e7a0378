import type { ComponentType } from "react";
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, type RouterHistory } from "@tanstack/react-router";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AREA_ROUTER_OPTIONS, lazyScreen, pagedScreensUnder, screensUnder } from "../lib/ui/area-router.tsx";
import { StateCard } from "../lib/ui/StateCard.tsx";
import { pageSearch } from "../lib/ui/search.ts";
import { applicationsSearch, billingSearch, catalogSearch, jobsSearch, privacySearch, profileReviewsSearch, usersSearch } from "./search.ts";

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
    <StateCard
      className="admin-panel admin-state"
      titleClassName="admin-title"
      title={t("admin.notFound.title")}
      text={t("admin.notFound.text")}
      action={{ to: "/admin", label: t("admin.notFound.back") }}
    />
  );
}

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  component: lazyRouteComponent(() => import("./Layout.tsx"), "AdminLayout"),
  notFoundComponent: AdminNotFound,
});

/** A screen of the console that takes nothing from its route. */
const screenRoute = screensUnder(() => adminRoute);

/** A screen of the console given its `?page=`. */
const pagedRoute = pagedScreensUnder(() => adminRoute);

/** A screen of the console at `path` given its search, which `parse` reads from the address. */
function searchedRoute<S extends object, K extends string>(
  path: string,
  parse: (search: Record<string, unknown>) => S,
  load: () => Promise<Record<K, ComponentType<NoInfer<S>>>>,
  name: K,
) {
  const route = createRoute({ getParentRoute: () => adminRoute, path, validateSearch: parse, component: lazyScreen(load, name, (): S => route.useSearch()) });
  return route;
}

/** A screen of one thing, at a `path` ending in `$id`, given that id as its prop `idProp`: another id starts the screen afresh. */
function recordRoute<N extends string, K extends string>(
  path: `${string}/$id`,
  idProp: N,
  load: () => Promise<Record<K, ComponentType<Record<NoInfer<N>, string>>>>,
  name: K,
) {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
    component: lazyScreen(load, name, (): Record<N, string> & { key: string } => {
      const { id }: { id: string } = route.useParams();
      // The one prop the route gives, named by the screen: `{ jobId: id }`.
      const props = { [idProp]: id } as Record<N, string>;
      return { key: id, ...props };
    }),
  });
  return route;
}

const dashboardRoute = screenRoute("/", () => import("./pages/Dashboard.tsx"), "DashboardPage");
const applicationsRoute = searchedRoute("applications", applicationsSearch, () => import("./pages/Applications.tsx"), "ApplicationsPage");
const applicationRoute = recordRoute("applications/$id", "artistId", () => import("./pages/ApplicationDetail.tsx"), "ApplicationDetailPage");
const jobsRoute = searchedRoute("jobs", jobsSearch, () => import("./pages/Jobs.tsx"), "JobsPage");
const jobRoute = recordRoute("jobs/$id", "jobId", () => import("./pages/JobDetail.tsx"), "JobDetailPage");
/** What approved artists change on their profiles, waiting for the agency: names and bios, styles. */
const profileReviewsRoute = searchedRoute("profile-reviews", profileReviewsSearch, () => import("./pages/ProfileReviews.tsx"), "ProfileReviewsPage");
const inboxRoute = screenRoute("inbox", () => import("./pages/Inbox.tsx"), "InboxPage");
const contactsRoute = pagedRoute("contacts", () => import("./pages/Contacts.tsx"), "ContactsPage");
/** Every account: found by name or address, role and status; one opens with its jobs and invoices. */
const usersRoute = searchedRoute("users", usersSearch, () => import("./pages/Users.tsx"), "UsersPage");
const userRoute = recordRoute("users/$id", "userId", () => import("./pages/Users.tsx"), "UserDetailPage");
const reviewsRoute = pagedRoute("reviews", () => import("./pages/Reviews.tsx"), "ReviewsPage");
const mailRoute = pagedRoute("mail", () => import("./pages/Mail.tsx"), "MailPage");
/** Artists' credentials: what awaits a decision, what runs out soon, the kinds. */
const credentialsRoute = screenRoute("credentials", () => import("./pages/Credentials.tsx"), "CredentialsPage");
const catalogRoute = searchedRoute("catalog", catalogSearch, () => import("./pages/Catalog.tsx"), "CatalogPage");
/** The agency's billing: invoices, the books, its details and tax rates. */
const billingRoute = searchedRoute("billing", billingSearch, () => import("./pages/Billing.tsx"), "BillingPage");
const invoiceRoute = recordRoute("invoices/$id", "invoiceId", () => import("./pages/Billing.tsx"), "InvoicePage");
/** The agency's team: its members, their roles, the invitations. */
const staffRoute = screenRoute("staff", () => import("./pages/Staff.tsx"), "StaffPage");
/** The artists' pay: what is owed and paid, by artist; the year's T4A slips. */
const payoutsRoute = screenRoute("payouts", () => import("./pages/Payouts.tsx"), "PayoutsPage");
const t4aRoute = screenRoute("t4a", () => import("./pages/Payouts.tsx"), "T4aPage");
const auditRoute = screenRoute("audit", () => import("./pages/Audit.tsx"), "AuditPage");
/** The agency's legal duties under Law 25: its policies, people's requests, the incidents register, the person in charge. */
const privacyRoute = searchedRoute("privacy", privacySearch, () => import("./pages/Privacy.tsx"), "PrivacyPage");
/** The installation's settings: the scheduled backups. */
const settingsRoute = screenRoute("settings", () => import("./pages/Settings.tsx"), "SettingsPage");
/** Account settings, the screen every dashboard shares. */
const accountRoute = screenRoute("account", () => import("../lib/account/AccountSettings.tsx"), "AccountSettings");
const notificationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "notifications",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("../lib/notifications/NotificationsPage.tsx"),
    "NotificationsPage",
    (): { area: "admin"; page: number } => ({ area: "admin", page: notificationsRoute.useSearch().page }),
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
    payoutsRoute,
    t4aRoute,
    invoiceRoute,
    staffRoute,
    auditRoute,
    privacyRoute,
    settingsRoute,
    accountRoute,
    notificationsRoute,
  ]),
]);

/** The console's router; tests pass a memory history. */
export function createAdminRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, defaultNotFoundComponent: AdminNotFound, ...AREA_ROUTER_OPTIONS });
}
