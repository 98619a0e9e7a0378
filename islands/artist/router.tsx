import { createBrowserHistory, createRootRoute, createRoute, createRouter, Link, Outlet, type RouterHistory, useRouterState } from "@tanstack/react-router";
import { useT } from "../../src/i18n/react.tsx";
import { AccountMenu } from "../lib/account/AccountMenu.tsx";
import { AccountSettings } from "../lib/account/AccountSettings.tsx";
import { VerifyBanner } from "../lib/account/VerifyBanner.tsx";
import { NotificationBell } from "../lib/notifications/NotificationBell.tsx";
import { NotificationsPage } from "../lib/notifications/NotificationsPage.tsx";
import { pageFromSearch } from "../lib/ui/search.ts";
import { AreaLayout } from "./Layout.tsx";
import { ApplicationForm } from "./pages/ApplicationForm.tsx";
import { ConfirmationPage } from "./pages/ConfirmationPage.tsx";
import { ConfirmedJobPage } from "./pages/ConfirmedJobPage.tsx";
import { DashboardPage } from "./pages/DashboardPage.tsx";
import { IndexPage } from "./pages/IndexPage.tsx";
import { JobDetailsPage } from "./pages/JobDetailsPage.tsx";
import { JobsPage, parseJobsSearch } from "./pages/JobsPage.tsx";
import { MessagesPage } from "./pages/MessagesPage.tsx";
import { MyOptInsPage } from "./pages/MyOptInsPage.tsx";
import { ReviewsPage } from "./pages/ReviewsPage.tsx";
import { ProfilePage } from "./pages/ProfilePage.tsx";

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
 * (issue 19) here: a new artist fills the form before any dashboard exists.
 */
function ArtistFrame() {
  const standalone = useRouterState({ select: (s) => !s.matches.some((m) => m.routeId === `/${APPROVED}` || m.routeId === `/${APPLICANT}`) });
  return (
    <div className="artist-app">
      {standalone && (
        <div className="aa-topbar">
          <div className="area-tools">
            <NotificationBell area="artist" />
            <AccountMenu area="artist" />
          </div>
          <VerifyBanner />
        </div>
      )}
      <Outlet />
    </div>
  );
}

const root = createRootRoute({ component: ArtistFrame, notFoundComponent: NotFound });

/** Screens of SPEC §2 "Artist area": standalone ones, those of anyone who applied, and the approved artist's. */
const index = createRoute({ getParentRoute: () => root, path: "/artist", component: IndexPage });
const form = createRoute({ getParentRoute: () => root, path: "/artist/form", component: ApplicationForm });
const account = createRoute({
  getParentRoute: () => root,
  path: "/artist/account",
  component: () => (
    <div className="aa-standalone">
      <AccountSettings />
    </div>
  ),
});
/** The artist's notifications (issue 20): standalone, as a pending artist gets them too. */
const notifications = createRoute({
  getParentRoute: () => root,
  path: "/artist/notifications",
  validateSearch: (s: Record<string, unknown>) => ({ page: pageFromSearch(s.page) }),
  component: function ArtistNotifications() {
    return (
      <div className="aa-standalone">
        <NotificationsPage area="artist" page={notifications.useSearch().page} />
      </div>
    );
  },
});
/** Issue 21: a pending or rejected artist reads the agency's decision and chats with it. */
const applicant = createRoute({ getParentRoute: () => root, id: APPLICANT, component: () => <AreaLayout admits="applied" /> });
const confirmation = createRoute({ getParentRoute: () => applicant, path: "/artist/confirmation-page", component: ConfirmationPage });
const messages = createRoute({ getParentRoute: () => applicant, path: "/artist/messages", component: MessagesPage });
const area = createRoute({ getParentRoute: () => root, id: APPROVED, component: () => <AreaLayout admits="approved" /> });
const dashboard = createRoute({ getParentRoute: () => area, path: "/artist/dashboard", component: DashboardPage });
const jobs = createRoute({ getParentRoute: () => area, path: "/artist/jobs", component: JobsPage, validateSearch: parseJobsSearch });
const jobDetails = createRoute({ getParentRoute: () => area, path: "/artist/jobs/details/$jobId", component: JobDetailsPage });
const confirmedJob = createRoute({ getParentRoute: () => area, path: "/artist/jobs/confirmed/$jobId", component: ConfirmedJobPage });
const profile = createRoute({ getParentRoute: () => area, path: "/artist/artist-profile", component: ProfilePage });
const optIns = createRoute({
  getParentRoute: () => area,
  path: "/artist/opt-ins",
  validateSearch: (s: Record<string, unknown>) => ({ page: pageFromSearch(s.page) }),
  component: function ArtistOptIns() {
    return <MyOptInsPage page={optIns.useSearch().page} />;
  },
});

const reviews = createRoute({
  getParentRoute: () => area,
  path: "/artist/reviews",
  validateSearch: (s: Record<string, unknown>) => ({ page: pageFromSearch(s.page) }),
  component: function ArtistReviews() {
    return <ReviewsPage page={reviews.useSearch().page} />;
  },
});

const routeTree = root.addChildren([
  index,
  form,
  account,
  notifications,
  applicant.addChildren([confirmation, messages]),
  area.addChildren([dashboard, jobs, jobDetails, confirmedJob, optIns, reviews, profile]),
]);

/** The artist area's router; tests pass a memory history. */
export function createArtistRouter(history: RouterHistory = createBrowserHistory()) {
  return createRouter({ routeTree, history, defaultPreload: false, scrollRestoration: true });
}
