import { createBrowserHistory, createRootRoute, createRoute, createRouter, Outlet, type RouterHistory, useRouterState } from "@tanstack/react-router";
import { useT } from "../../src/platform/i18n/react.tsx";
import { AreaToolsSlot, VerifyBannerSlot } from "../lib/ui/area-tools.tsx";
import { AREA_ROUTER_OPTIONS, lazyScreen, pagedScreensUnder, screensUnder, searchScreensUnder } from "../lib/ui/area-router.tsx";
import { StateCard } from "../lib/ui/StateCard.tsx";
import type { Admits } from "./Layout.tsx";
import { parseJobsSearch } from "./search.ts";

function NotFound() {
  const t = useT();
  return (
    <section className="aa-standalone">
      <StateCard
        className="card card--padded aa-empty-state"
        title={t("artist.notFound.title")}
        text={t("artist.notFound.text")}
        action={{ to: "/artist", label: t("artist.notFound.home") }}
      />
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
          <AreaToolsSlot area="artist" />
          <VerifyBannerSlot />
        </div>
      )}
      <Outlet />
    </div>
  );
}

const root = createRootRoute({ component: ArtistFrame, notFoundComponent: NotFound });
/** The screens outside both layouts. */
const standaloneScreen = screensUnder(() => root);

/*
 * Screens of SPEC §2 "Artist area": standalone ones, those of anyone who applied, and
 * the approved artist's. Every screen is its own chunk, fetched on the way to it,
 * and so are the index and the two layouts: what they show waits for the
 * application's check, through the API client the first paint does without.
 * The router fetches a layout's chunk and its screen's together.
 */
const index = standaloneScreen("/artist", () => import("./pages/IndexPage.tsx"), "IndexPage");
/** A layout admitting `admits`, from its chunk. */
const layout = (admits: Admits) =>
  lazyScreen(
    () => import("./Layout.tsx"),
    "AreaLayout",
    () => ({ admits }),
  );
const form = standaloneScreen("/artist/form", () => import("./pages/ApplicationForm.tsx"), "ApplicationForm");
const account = standaloneScreen("/artist/account", () => import("./pages/StandalonePages.tsx"), "ArtistAccount");
const notifications = pagedScreensUnder(() => root)("/artist/notifications", () => import("./pages/StandalonePages.tsx"), "ArtistNotifications");
/** A pending or rejected artist reads the agency's decision and chats with it. */
const applicant = createRoute({ getParentRoute: () => root, id: APPLICANT, component: layout("applied") });
const applicantScreen = screensUnder(() => applicant);
const confirmation = applicantScreen("/artist/confirmation-page", () => import("./pages/ConfirmationPage.tsx"), "ConfirmationPage");
const messages = applicantScreen("/artist/messages", () => import("./pages/MessagesPage.tsx"), "MessagesPage");
const area = createRoute({ getParentRoute: () => root, id: APPROVED, component: layout("approved") });
const approvedScreen = screensUnder(() => area);
const approvedPagedScreen = pagedScreensUnder(() => area);
const dashboard = approvedScreen("/artist/dashboard", () => import("./pages/DashboardPage.tsx"), "DashboardPage");
const jobs = searchScreensUnder(() => area)("/artist/jobs", parseJobsSearch, () => import("./pages/JobsPage.tsx"), "JobsPage");
const jobDetails = approvedScreen("/artist/jobs/details/$jobId", () => import("./pages/JobDetailsPage.tsx"), "JobDetailsPage");
const confirmedJob = approvedScreen("/artist/jobs/confirmed/$jobId", () => import("./pages/ConfirmedJobPage.tsx"), "ConfirmedJobPage");
const profile = approvedScreen("/artist/artist-profile", () => import("./pages/ProfilePage.tsx"), "ProfilePage");
/** When the artist is free (the booking rules): the week grid and the days away. */
const availability = approvedScreen("/artist/availability", () => import("./pages/AvailabilityPage.tsx"), "AvailabilityPage");
/** The artist's credentials: background checks and first aid, the agency's decisions, their expiry. */
const credentials = approvedScreen("/artist/credentials", () => import("./pages/CredentialsPage.tsx"), "CredentialsPage");
/** What the artist earned and was paid: months, statements, the year's T4A total. */
const earnings = approvedScreen("/artist/earnings", () => import("./pages/EarningsPage.tsx"), "EarningsPage");
const optIns = approvedPagedScreen("/artist/opt-ins", () => import("./pages/MyOptInsPage.tsx"), "MyOptInsPage");
const reviews = approvedPagedScreen("/artist/reviews", () => import("./pages/ReviewsPage.tsx"), "ReviewsPage");

const routeTree = root.addChildren([
  index,
  form,
  account,
  notifications,
  applicant.addChildren([confirmation, messages]),
  area.addChildren([dashboard, jobs, jobDetails, confirmedJob, optIns, reviews, availability, credentials, earnings, profile]),
]);

/** The artist area's router; tests pass a memory history. */
export function createArtistRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({ routeTree, history, ...AREA_ROUTER_OPTIONS });
}
