import { createRoute, createRouter, type RouterHistory } from "@tanstack/react-router";
import { AccountSettings } from "../lib/account/AccountSettings.tsx";
import { NotificationsPage } from "../lib/notifications/NotificationsPage.tsx";
import { pageFromSearch } from "../lib/ui/search.ts";
import { bookingFormRoute } from "./pages/BookingForm.tsx";
import { clientProfileRoute } from "./pages/ClientProfile.tsx";
import { confirmationRoute } from "./pages/Confirmation.tsx";
import { confirmedJobRoute } from "./pages/ConfirmedJob.tsx";
import { dashboardRoute } from "./pages/Dashboard.tsx";
import { editJobRoute } from "./pages/EditJob.tsx";
import { indexRoute } from "./pages/Index.tsx";
import { invoiceRoute, jobInvoiceRoute } from "./pages/Invoice.tsx";
import { jobDetailsRoute } from "./pages/JobDetails.tsx";
import { messagesRoute } from "./pages/Messages.tsx";
import { myBookingsRoute } from "./pages/MyBookings.tsx";
import { registrationFormRoute } from "./pages/RegistrationForm.tsx";
import { shortlistRoute } from "./pages/Shortlist.tsx";
import { clientRoute, rootRoute } from "./root.tsx";

/** Account settings (issue 19), the screen every dashboard shares. */
const accountRoute = createRoute({ getParentRoute: () => clientRoute, path: "account", component: AccountSettings });

/** The studio's notifications (issue 20), `?page=`. */
const notificationsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: "notifications",
  validateSearch: (s: Record<string, unknown>) => ({ page: pageFromSearch(s.page) }),
  component: function ClientNotifications() {
    return <NotificationsPage area="client" page={notificationsRoute.useSearch().page} />;
  },
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
  return createRouter({ routeTree, history, scrollRestoration: true, defaultPreload: "intent" });
}
