import { createRootRoute, createRoute, createRouter, Outlet, type RouterHistory } from "@tanstack/react-router";
import { ARTIST_STATUSES, type ArtistStatus } from "../../src/contracts/artist-area.ts";
import { JOB_STATUSES, type JobStatus } from "../../src/contracts/jobs.ts";
import { pageFromSearch } from "../lib/ui/search.ts";
import { AdminLayout, AdminNotFound } from "./Layout.tsx";
import { ApplicationDetailPage } from "./pages/ApplicationDetail.tsx";
import { ApplicationsPage } from "./pages/Applications.tsx";
import { CATALOG_TABS, CatalogPage, type CatalogTab } from "./pages/Catalog.tsx";
import { ContactsPage } from "./pages/Contacts.tsx";
import { InboxPage } from "./pages/Inbox.tsx";
import { DashboardPage } from "./pages/Dashboard.tsx";
import { JobDetailPage } from "./pages/JobDetail.tsx";
import { JobsPage } from "./pages/Jobs.tsx";
import { StyleRequestsPage } from "./pages/StyleRequests.tsx";

/** A search value from a fixed list, else the default (a hand-edited URL never breaks a screen). */
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

const rootRoute = createRootRoute({ component: Outlet });

const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: "/admin", component: AdminLayout, notFoundComponent: AdminNotFound });

const dashboardRoute = createRoute({ getParentRoute: () => adminRoute, path: "/", component: DashboardPage });

const applicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "applications",
  validateSearch: (s: Record<string, unknown>): { status: ArtistStatus; page: number } => ({
    status: oneOf(ARTIST_STATUSES, s.status, "pending"),
    page: pageFromSearch(s.page),
  }),
  component: function Applications() {
    return <ApplicationsPage {...applicationsRoute.useSearch()} />;
  },
});

const applicationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "applications/$artistId",
  component: function Application() {
    const { artistId } = applicationRoute.useParams();
    return <ApplicationDetailPage key={artistId} artistId={artistId} />;
  },
});

const jobsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "jobs",
  validateSearch: (s: Record<string, unknown>): { status: JobStatus; page: number } => ({
    status: oneOf(JOB_STATUSES, s.status, "pending"),
    page: pageFromSearch(s.page),
  }),
  component: function Jobs() {
    return <JobsPage {...jobsRoute.useSearch()} />;
  },
});

const jobRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "jobs/$jobId",
  component: function Job() {
    const { jobId } = jobRoute.useParams();
    return <JobDetailPage key={jobId} jobId={jobId} />;
  },
});

const contactsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "contacts",
  validateSearch: (s: Record<string, unknown>): { page: number } => ({ page: pageFromSearch(s.page) }),
  component: function Contacts() {
    return <ContactsPage page={contactsRoute.useSearch().page} />;
  },
});

const styleRequestsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "style-requests",
  validateSearch: (s: Record<string, unknown>): { page: number } => ({ page: pageFromSearch(s.page) }),
  component: function StyleRequests() {
    return <StyleRequestsPage page={styleRequestsRoute.useSearch().page} />;
  },
});

const inboxRoute = createRoute({ getParentRoute: () => adminRoute, path: "inbox", component: InboxPage });

const catalogRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "catalog",
  validateSearch: (s: Record<string, unknown>): { tab: CatalogTab } => ({ tab: oneOf(CATALOG_TABS, s.tab, "services") }),
  component: function Catalog() {
    return <CatalogPage tab={catalogRoute.useSearch().tab} />;
  },
});

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
    catalogRoute,
  ]),
]);

/** The console's router; tests pass a memory history. */
export function createAdminRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, defaultNotFoundComponent: AdminNotFound, scrollRestoration: true });
}
