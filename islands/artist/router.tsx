import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Outlet,
  type RouterHistory,
  useRouterState,
} from "@tanstack/react-router";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AccountMenuSlot, NotificationBellSlot, VerifyBannerSlot } from "../lib/ui/area-tools.tsx";
import { AREA_ROUTER_OPTIONS, lazyScreen } from "../lib/ui/area-router.tsx";
import { type PageSearch, pageSearch } from "../lib/ui/search.ts";
import type { Admits } from "./Layout.tsx";
import { parseJobsSearch } from "./search.ts";

function NotFound() {
  const t = useT();
  return (
    <section className="aa-standalone">
      <div className="card card--padded aa-empty-state">
        <h1>{t("artist.notFound.title")}</h1>
        <p className="muted">{t("artist.notFound.text")}</p>
        <Link to="/artist" className="btn btn--primary">
          {t("artist.notFound.home")}
        </Link>
      </div>
    </section>
  );
}

/** The layouts' route ids: the approved artist's screens, and those of anyone who applied. */
const APPROVED = "approved";
const APPLICANT = "applicant";

/**
 * Every artist screen. The standalone ones (the index, the application form, Account
 * settings, notifications) get the account menu and the unverified banner
 * here: a new artist fills the form before any dashboard exists.
 */
function ArtistFrame() {
  const standalone = useRouterState({ select: (s) => !s.matches.some((m) => m.routeId === `/${APPROVED}` || m.routeId === `/${APPLICANT}`) });
  return (
    <div className="artist-app">
      {standalone && (
        <div className="aa-topbar">
          <div className="area-tools">
            <NotificationBellSlot area="artist" />
            <AccountMenuSlot area="artist" />
          </div>
          <VerifyBannerSlot />
        </div>
      )}
      <Outlet />
    </div>
  );
}

const root = createRootRoute({ component: ArtistFrame, notFoundComponent: NotFound });

/*
 * Screens of SPEC §2 "Artist area": standalone ones, those of anyone who applied, and
 * the approved artist's. Every screen is its own chunk, fetched on the way to it,
 * and so are the index and the two layouts: what they show waits for the
 * application's check, through the API client the first paint does without.
 * The router fetches a layout's chunk and its screen's together.
 */
const index = createRoute({
  getParentRoute: () => root,
  path: "/artist",
  component: lazyRouteComponent(() => import("./pages/IndexPage.tsx"), "IndexPage"),
});
/** A layout admitting `admits`, from its chunk. */
const layout = (admits: Admits) =>
  lazyScreen(
    () => import("./Layout.tsx"),
    "AreaLayout",
    () => ({ admits }),
  );
const form = createRoute({
  getParentRoute: () => root,
  path: "/artist/form",
  component: lazyRouteComponent(() => import("./pages/ApplicationForm.tsx"), "ApplicationForm"),
});
const account = createRoute({
  getParentRoute: () => root,
  path: "/artist/account",
  component: lazyRouteComponent(() => import("./pages/StandalonePages.tsx"), "ArtistAccount"),
});
const notifications = createRoute({
  getParentRoute: () => root,
  path: "/artist/notifications",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/StandalonePages.tsx"),
    "ArtistNotifications",
    (): PageSearch => notifications.useSearch(),
  ),
});
/** A pending or rejected artist reads the agency's decision and chats with it. */
const applicant = createRoute({ getParentRoute: () => root, id: APPLICANT, component: layout("applied") });
const confirmation = createRoute({
  getParentRoute: () => applicant,
  path: "/artist/confirmation-page",
  component: lazyRouteComponent(() => import("./pages/ConfirmationPage.tsx"), "ConfirmationPage"),
});
const messages = createRoute({
  getParentRoute: () => applicant,
  path: "/artist/messages",
  component: lazyRouteComponent(() => import("./pages/MessagesPage.tsx"), "MessagesPage"),
});
const area = createRoute({ getParentRoute: () => root, id: APPROVED, component: layout("approved") });
const dashboard = createRoute({
  getParentRoute: () => area,
  path: "/artist/dashboard",
  component: lazyRouteComponent(() => import("./pages/DashboardPage.tsx"), "DashboardPage"),
});
const jobs = createRoute({
  getParentRoute: () => area,
  path: "/artist/jobs",
  validateSearch: parseJobsSearch,
  component: lazyRouteComponent(() => import("./pages/JobsPage.tsx"), "JobsPage"),
});
const jobDetails = createRoute({
  getParentRoute: () => area,
  path: "/artist/jobs/details/$jobId",
  component: lazyRouteComponent(() => import("./pages/JobDetailsPage.tsx"), "JobDetailsPage"),
});
const confirmedJob = createRoute({
  getParentRoute: () => area,
  path: "/artist/jobs/confirmed/$jobId",
  component: lazyRouteComponent(() => import("./pages/ConfirmedJobPage.tsx"), "ConfirmedJobPage"),
});
const profile = createRoute({
  getParentRoute: () => area,
  path: "/artist/artist-profile",
  component: lazyRouteComponent(() => import("./pages/ProfilePage.tsx"), "ProfilePage"),
});
/** When the artist is free (the booking rules): the week grid and the days away. */
const availability = createRoute({
  getParentRoute: () => area,
  path: "/artist/availability",
  component: lazyRouteComponent(() => import("./pages/AvailabilityPage.tsx"), "AvailabilityPage"),
});
/** The artist's credentials: background checks and first aid, the agency's decisions, their expiry. */
const credentials = createRoute({
  getParentRoute: () => area,
  path: "/artist/credentials",
  component: lazyRouteComponent(() => import("./pages/CredentialsPage.tsx"), "CredentialsPage"),
});
const optIns = createRoute({
  getParentRoute: () => area,
  path: "/artist/opt-ins",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/MyOptInsPage.tsx"),
    "MyOptInsPage",
    (): PageSearch => optIns.useSearch(),
  ),
});
const reviews = createRoute({
  getParentRoute: () => area,
  path: "/artist/reviews",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("./pages/ReviewsPage.tsx"),
    "ReviewsPage",
    (): PageSearch => reviews.useSearch(),
  ),
});

const routeTree = root.addChildren([
  index,
  form,
  account,
  notifications,
  applicant.addChildren([confirmation, messages]),
  area.addChildren([dashboard, jobs, jobDetails, confirmedJob, optIns, reviews, availability, credentials, profile]),
]);

/** The artist area's router; tests pass a memory history. */
export function createArtistRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({ routeTree, history, ...AREA_ROUTER_OPTIONS });
}
