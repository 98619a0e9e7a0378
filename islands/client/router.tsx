import { createRoute, createRouter, type RouterHistory } from "@tanstack/react-router";
import { AREA_ROUTER_OPTIONS, lazyScreen, screensUnder, searchScreensUnder } from "../lib/ui/area-router.tsx";
import { pageSearch } from "../lib/ui/search.ts";
import { clientRoute, rootRoute } from "./root.tsx";
import { validateBookingsSearch } from "./search.ts";

/*
 * Every screen is its own chunk, fetched on the way to it, the index too:
 * its redirect waits for the API client, which the first paint does without.
 * A screen reads its search and params through its route below, or is given them
 * (`lazyScreen`).
 */

/** The studio's screens that take no props, and those that read a search of their own. */
const screen = screensUnder(() => clientRoute);
const searchScreen = searchScreensUnder(() => clientRoute);

const indexRoute = screen("/", () => import("./pages/Index.tsx"), "ClientIndex");

const dashboardRoute = screen("dashboard", () => import("./pages/Dashboard.tsx"), "Dashboard");

export const myBookingsRoute = searchScreen("my-bookings", validateBookingsSearch, () => import("./pages/MyBookings.tsx"), "MyBookings");

const bookingFormRoute = screen("booking-form", () => import("./pages/BookingForm.tsx"), "BookingForm");

const registrationFormRoute = screen("form", () => import("./pages/RegistrationForm.tsx"), "RegistrationForm");

export const jobDetailsRoute = screen("jobs/details/$jobId", () => import("./pages/JobDetails.tsx"), "JobDetails");

export const editJobRoute = screen("jobs/edit/$jobId", () => import("./pages/EditJob.tsx"), "EditJob");

export const confirmedJobRoute = screen("jobs/confirmed/$jobId", () => import("./pages/ConfirmedJob.tsx"), "ConfirmedJobView");

/** A booking's invoice (the notification of its completion links here). */
export const jobInvoiceRoute = screen("jobs/confirmed/$jobId/invoice", () => import("./pages/Invoice.tsx"), "JobInvoiceView");

/** One invoice or credit note of the studio, from its dashboard's list. */
export const invoiceRoute = screen("invoices/$invoiceId", () => import("./pages/Invoice.tsx"), "InvoiceView");

const confirmationRoute = screen("confirmation-page", () => import("./pages/Confirmation.tsx"), "Confirmation");

const clientProfileRoute = screen("client-profile", () => import("./pages/ClientProfile.tsx"), "ClientProfilePage");

const messagesRoute = screen("messages", () => import("./pages/Messages.tsx"), "Messages");

export const shortlistRoute = searchScreen("shortlist", pageSearch, () => import("./pages/Shortlist.tsx"), "Shortlist");

/** Account settings, the screen every dashboard shares. */
const accountRoute = screen("account", () => import("../lib/account/AccountSettings.tsx"), "AccountSettings");

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
