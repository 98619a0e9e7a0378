import type { AccountUser } from "../src/features/accounts/auth.contract.ts";
import type { Invoice } from "../src/features/invoices/invoice.contract.ts";
import type { SessionUser } from "../src/platform/contract/roles.ts";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { useDom } from "./dom.ts";
import { makeConfirmedJob } from "./fake-api.ts";

export const CLIENT: SessionUser = { role: "client", userId: "u-1", name: "Claire Dubois" };

/** The studio as GET /auth/me answers it: confirmed, the terms accepted, unless told. */
export const clientAccount = (overrides: Partial<AccountUser> = {}): AccountUser => ({
  ...CLIENT,
  email: "claire@studio.ca",
  emailVerified: true,
  locale: null,
  pendingEmail: null,
  termsVersion: 1,
  acceptedTermsVersion: 1,
  ...overrides,
});

/** The signed-in client's studio, as GET /client/profile answers it. */
export const STUDIO_PROFILE = {
  user: "Claire Dubois",
  email: "claire@studio.ca",
  studioName: "Pointe Studio",
  studioDirector: "Marie Tremblay",
  address: "401 Richmond St W",
  contactNumber: "416 555 0142",
  province: "ON" as const,
};

/** A confirmed three-day booking of Maya Singh at Pointe Studio (its invoice: 3 days of 3.5 hours at 45 $/hr). */
export const BOOKING = makeConfirmedJob({
  confirmedAt: "2029-12-15T15:30:00.000Z",
  studioName: "Pointe Studio",
  rate: 45,
  startDate: "2030-01-07",
  endDate: "2030-01-09",
  startTime: "09:00",
  endTime: "12:30",
  username: "Maya Singh",
  artistStyle: ["Ballet", "Jazz"],
});

/**
 * The head of a studio-app test file: the DOM first (the app reads localStorage
 * as it loads, so it is imported after), toasts cleared after each test.
 * Resolves to `renderClientApp` (the app at `path` with its own jotai store,
 * signed in, and the toaster, in English unless told) and user-event.
 */
export async function setUpClientApp(url?: string) {
  useDom(url);
  const [{ createMemoryHistory }, { createClientRouter }, kit, { default: userEvent }] = await Promise.all([
    import("@tanstack/react-router"),
    import("../islands/client/router.tsx"),
    import("./island-kit.tsx"),
    import("@testing-library/user-event"),
  ]);
  kit.useIslandTestKit();
  const renderClientApp = (path: string, user: SessionUser = CLIENT, locale: Locale = "en") =>
    kit.renderDashboard(createClientRouter(createMemoryHistory({ initialEntries: [path] })), user, {}, locale);
  return { renderClientApp, userEvent };
}

/** BOOKING's invoice as GET /invoices answers it: three days of 3.5 hours at 45 $/hr in Ontario, HST 13 %. */
export const BOOKING_INVOICE: Invoice = {
  id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
  number: "INV-2030-000042",
  kind: "invoice",
  jobId: BOOKING._id,
  creditedInvoiceId: null,
  creditedNumber: null,
  partialCredit: false,
  issuedAt: "2030-01-10T15:00:00.000Z",
  issuedOn: "2030-01-10",
  timeZone: "America/Toronto",
  province: "ON",
  lines: ["Jan 7, 2030", "Jan 8, 2030", "Jan 9, 2030"].map((date) => ({
    kind: "session" as const,
    description: `Jazz with Maya Singh, ${date}, 09:00 to 12:30`,
    minutes: 210,
    hours: 3.5,
    rateCents: 4500,
    amountCents: 15750,
  })),
  subtotalCents: 47250,
  taxes: [{ name: "HST", kind: "HST", rate: 13, amountCents: 6143, registrationNumber: "123456789 RT 0001" }],
  totalCents: 53393,
  status: "unpaid",
  paidAt: null,
  dueDate: "2030-02-08",
  agency: { legalName: "DanceLink Agency Inc.", address: "120 Dance Avenue, Toronto, ON M5V 0A1", taxNumber: "123456789 RT 0001", qstNumber: "" },
  studio: { name: "Pointe Studio", director: "Marie Tremblay", address: "401 Richmond St W", email: "claire@studio.ca" },
};
