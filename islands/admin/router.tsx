import { createRootRoute, createRoute, createRouter, Outlet, type RouterHistory } from "@tanstack/react-router";
import { Fragment, type ReactNode } from "react";
import { ARTIST_STATUSES } from "../../src/contracts/artist-area.ts";
import { JOB_STATUSES } from "../../src/contracts/jobs.ts";
import { AccountSettings } from "../lib/account/AccountSettings.tsx";
import { NotificationsPage } from "../lib/notifications/NotificationsPage.tsx";
import { pageFromSearch } from "../lib/ui/search.ts";
import { AdminLayout, AdminNotFound } from "./Layout.tsx";
import { ApplicationDetailPage } from "./pages/ApplicationDetail.tsx";
import { BILLING_TABS, BillingPage, InvoicePage } from "./pages/Billing.tsx";
import { ApplicationsPage } from "./pages/Applications.tsx";
import { CATALOG_TABS, CatalogPage } from "./pages/Catalog.tsx";
import { ContactsPage } from "./pages/Contacts.tsx";
import { ReviewsPage } from "./pages/Reviews.tsx";
import { InboxPage } from "./pages/Inbox.tsx";
import { DashboardPage } from "./pages/Dashboard.tsx";
import { JobDetailPage } from "./pages/JobDetail.tsx";
import { JobsPage } from "./pages/Jobs.tsx";
import { MailPage } from "./pages/Mail.tsx";
import { StyleRequestsPage } from "./pages/StyleRequests.tsx";

/** A search value from a fixed list, else the default (a hand-edited URL never breaks a screen). */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

const rootRoute = createRootRoute({ component: Outlet });

const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin", component: AdminLayout, notFoundComponent: AdminNotFound });

const dashboardRoute = createRoute({ getParentRoute: () => adminRoute, path: "/", component: DashboardPage });

/** A console list by status at `path`: `?status=&page=`, the first status and page 1 by default. */
function statusListRoute<K extends string>(path: string, statuses: readonly [K, ...K[]], Page: (search: { status: K; page: number }) => ReactNode) {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
    validateSearch: (s: Record<string, unknown>) => ({ status: oneOf(statuses, s.status, statuses[0]), page: pageFromSearch(s.page) }),
    component: function StatusList() {
      return <Page {...route.useSearch()} />;
    },
  });
  return route;
}

/** A paged console list at `path`: `?page=`. */
function pagedListRoute(path: string, Page: (search: { page: number }) => ReactNode) {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
    validateSearch: (s: Record<string, unknown>) => ({ page: pageFromSearch(s.page) }),
    component: function PagedList() {
      return <Page page={route.useSearch().page} />;
    },
  });
  return route;
}

/** One item of a list at `path` (ending in `$id`): another id starts its screen afresh. */
function itemRoute(path: string, screen: (id: string) => ReactNode) {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path: `${path}/$id`,
    component: function Item() {
      const { id } = route.useParams();
      return <Fragment key={id}>{screen(id)}</Fragment>;
    },
  });
  return route;
}

const applicationsRoute = statusListRoute("applications", ARTIST_STATUSES, ApplicationsPage);
const applicationRoute = itemRoute("applications", (artistId) => <ApplicationDetailPage artistId={artistId} />);
const jobsRoute = statusListRoute("jobs", JOB_STATUSES, JobsPage);
const jobRoute = itemRoute("jobs", (jobId) => <JobDetailPage jobId={jobId} />);
const contactsRoute = pagedListRoute("contacts", ContactsPage);
const reviewsRoute = pagedListRoute("reviews", ReviewsPage);
const styleRequestsRoute = pagedListRoute("style-requests", StyleRequestsPage);
const mailRoute = pagedListRoute("mail", MailPage);
const notificationsRoute = pagedListRoute("notifications", ({ page }) => <NotificationsPage area="admin" page={page} />);

const inboxRoute = createRoute({ getParentRoute: () => adminRoute, path: "inbox", component: InboxPage });

/** Account settings (issue 19), the screen every dashboard shares. */
const accountRoute = createRoute({ getParentRoute: () => adminRoute, path: "account", component: AccountSettings });

/** A console screen of tabs at `path`: `?tab=`, the first tab by default. */
function tabbedRoute<K extends string>(path: string, tabs: readonly [K, ...K[]], Page: (search: { tab: K }) => ReactNode) {
  const route = createRoute({
    getParentRoute: () => adminRoute,
    path,
    validateSearch: (s: Record<string, unknown>): { tab: K } => ({ tab: oneOf(tabs, s.tab, tabs[0]) }),
    component: function Tabbed() {
      return <Page tab={route.useSearch().tab} />;
    },
  });
  return route;
}

const catalogRoute = tabbedRoute("catalog", CATALOG_TABS, CatalogPage);

const billingRoute = tabbedRoute("billing", BILLING_TABS, BillingPage);
const invoiceRoute = itemRoute("invoices", (invoiceId) => <InvoicePage invoiceId={invoiceId} />);

const routeTree = rootRoute.addChildren([
  adminRoute.addChildren([
    dashboardRoute,
    applicationsRoute,
    applicationRoute,
    jobsRoute,
    jobRoute,
    styleRequestsRoute,
    inboxRoute,
    contactsRoute,
    reviewsRoute,
    mailRoute,
    catalogRoute,
    billingRoute,
    invoiceRoute,
    accountRoute,
    notificationsRoute,
  ]),
]);

/** The console's router; tests pass a memory history. */
export function createAdminRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, defaultNotFoundComponent: AdminNotFound, scrollRestoration: true });
}
