import { createRoute, createRouter, lazyRouteComponent, type RouterHistory } from "@tanstack/react-router";
import { AREA_ROUTER_OPTIONS, lazyScreen } from "../lib/ui/area-router.tsx";
import { pageSearch } from "../lib/ui/search.ts";
import { clientRoute, rootRoute } from "./root.tsx";
import { validateBookingsSearch } from "./search.ts";

/*
 * Every screen is its own chunk, fetched on the way to it, the index too:
 * its redirect waits for the API client, which the first paint does without.
 * A screen reads its search and params through its route below, or is given them
 * (`lazyScreen`).
 */

const indexRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./pages/Index.tsx"), "ClientIndex"),
});

const dashboardRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "dashboard",
  component: lazyRouteComponent(() => import("./pages/Dashboard.tsx"), "Dashboard"),
});

export const myBookingsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "my-bookings",
  validateSearch: validateBookingsSearch,
  component: lazyRouteComponent(() => import("./pages/MyBookings.tsx"), "MyBookings"),
});

const bookingFormRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "booking-form",
  component: lazyRouteComponent(() => import("./pages/BookingForm.tsx"), "BookingForm"),
});

const registrationFormRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "form",
  component: lazyRouteComponent(() => import("./pages/RegistrationForm.tsx"), "RegistrationForm"),
});

export const jobDetailsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "jobs/details/$jobId",
  component: lazyRouteComponent(() => import("./pages/JobDetails.tsx"), "JobDetails"),
});

export const editJobRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "jobs/edit/$jobId",
  component: lazyRouteComponent(() => import("./pages/EditJob.tsx"), "EditJob"),
});

export const confirmedJobRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "jobs/confirmed/$jobId",
  component: lazyRouteComponent(() => import("./pages/ConfirmedJob.tsx"), "ConfirmedJobView"),
});

/** A booking's invoice (the notification of its completion links here). */
export const jobInvoiceRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "jobs/confirmed/$jobId/invoice",
  component: lazyRouteComponent(() => import("./pages/Invoice.tsx"), "JobInvoiceView"),
});

/** One invoice or credit note of the studio, from its dashboard's list. */
export const invoiceRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "invoices/$invoiceId",
  component: lazyRouteComponent(() => import("./pages/Invoice.tsx"), "InvoiceView"),
});

const confirmationRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "confirmation-page",
  component: lazyRouteComponent(() => import("./pages/Confirmation.tsx"), "Confirmation"),
});

const clientProfileRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "client-profile",
  component: lazyRouteComponent(() => import("./pages/ClientProfile.tsx"), "ClientProfilePage"),
});

const messagesRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "messages",
  component: lazyRouteComponent(() => import("./pages/Messages.tsx"), "Messages"),
});

export const shortlistRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "shortlist",
  validateSearch: pageSearch,
  component: lazyRouteComponent(() => import("./pages/Shortlist.tsx"), "Shortlist"),
});

/** Account settings, the screen every dashboard shares. */
const accountRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "account",
  component: lazyRouteComponent(() => import("../lib/account/AccountSettings.tsx"), "AccountSettings"),
});

/** The studio's notifications, `?page=`. */
const notificationsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "notifications",
  validateSearch: pageSearch,
  component: lazyScreen(
    () => import("../lib/notifications/NotificationsPage.tsx"),
    "NotificationsPage",
    (): { area: "client"; page: number } => ({
      area: "client",
      page: notificationsRoute.useSearch().page,
    }),
  ),
});

export const routeTree = rootRoute.addChildren([
  clientRoute.addChildren([
    indexRoute,
    dashboardRoute,
    myBookingsRoute,
    bookingFormRoute,
    registrationFormRoute,
    jobDetailsRoute,
    editJobRoute,
    confirmedJobRoute,
    jobInvoiceRoute,
    invoiceRoute,
    confirmationRoute,
    clientProfileRoute,
    messagesRoute,
    shortlistRoute,
    accountRoute,
    notificationsRoute,
  ]),
]);

/** The studio area's router (SPEC §2 /client); a memory history in tests. */
export function createClientRouter(history?: RouterHistory) {
  return createRouter({ routeTree, history, ...AREA_ROUTER_OPTIONS });
}
