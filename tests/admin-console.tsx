import type { AdminJob, JobApplicant } from "../src/features/bookings/admin.contract.ts";
import { ADMIN_ID, type SessionUser } from "../src/platform/contract/roles.ts";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { useDom } from "./dom.ts";
import type { AccountUser } from "../src/features/accounts/auth.contract.ts";
import { type FakeReply, fakeServer, okReply, type SeenRequest } from "./fake-api.ts";

type Route = FakeReply | ((req: SeenRequest) => FakeReply);

/** The agency's owner as GET /auth/me answers it. */
export const OWNER_ACCOUNT: AccountUser = {
  role: "admin",
  userId: ADMIN_ID,
  name: "Agency",
  staffRole: "owner",
  email: "owner@agency.ca",
  emailVerified: true,
  locale: null,
  pendingEmail: null,
  termsVersion: 1,
  acceptedTermsVersion: 1,
};

/**
 * The admin API as a table "METHOD /path?query" → reply, on the shared fake
 * server (unlisted calls get a 404 envelope; the signed-in account is the owner unless listed). Returns the requests seen.
 */
export function fakeAdminApi(routes: Record<string, Route>): SeenRequest[] {
  const withAccount: Record<string, Route> = { "GET /auth/me": okReply(OWNER_ACCOUNT), ...routes };
  return fakeServer((req) => {
    const route = withAccount[`${req.method} ${req.url.pathname.replace(/^\/api/, "")}${req.url.search}`];
    return typeof route === "function" ? route(req) : route;
  });
}

export const ADMIN: SessionUser = { role: "admin", userId: ADMIN_ID, name: "Agency", staffRole: "owner" };

export const ADMIN_JOB_ID = "01900000-0000-7000-8000-000000000001";

/** A job as the admin API lists it: Pointe Studio's ballet classes, pending, two opted in. */
export const adminJob = (overrides: Partial<AdminJob> = {}): AdminJob => ({
  _id: ADMIN_JOB_ID,
  studioName: "Pointe Studio",
  style: "Ballet",
  rate: 60,
  city: "Toronto",
  postalCode: "M5V 2H1",
  address: "401 Richmond St W",
  description: "Senior ballet classes",
  startDate: "2030-01-07",
  endDate: "2030-01-07",
  startTime: "16:00",
  endTime: "19:00",
  createdAt: new Date().toISOString(),
  status: "pending",
  client: {
    id: "c1",
    userId: "u1",
    name: "Claire Dubois",
    email: "claire@studio.ca",
    studioName: "Pointe Studio",
    studioDirector: "Claire Dubois",
    contactNumber: "416 555 0142",
    accountStatus: "active",
    province: "ON",
  },
  applicantCount: 2,
  confirmedArtist: null,
  confirmedAt: null,
  preferredArtists: [],
  sequence: 0,
  taxProvince: "ON",
  artistRate: 5100,
  ...overrides,
});

/** An approved artist who opted in to a job just now, its id and email made from `name`. */
export const jobApplicant = (name: string, overrides: Partial<JobApplicant> = {}): JobApplicant => ({
  artistId: `01900000-0000-7000-8000-0000000000${name.length}${name.charCodeAt(0) % 10}`,
  userId: "u",
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@dance.ca`,
  experience: "5-10years",
  headshotUrl: null,
  artistStyle: ["Ballet"],
  artistStatus: "approved",
  note: "",
  appliedAt: new Date().toISOString(),
  confirmed: false,
  preferred: false,
  mismatch: null,
  ...overrides,
});

export const APPLICANT_ID = "01900000-0000-7000-8000-0000000000b1";

/** Sofia Marchetti's application as the admin API gives it: pending, her résumé and one reference letter. */
export const application = (overrides: Record<string, unknown> = {}) => ({
  id: APPLICANT_ID,
  userId: "u2",
  name: "Sofia Marchetti",
  email: "sofia@dance.ca",
  accountStatus: "active",
  bio: "RAD syllabus teacher.",
  experience: "1-3years",
  city: "Montréal",
  province: "QC",
  travelKm: 80,
  status: "pending",
  createdAt: new Date().toISOString(),
  artistStyle: ["Ballet"],
  artistType: [] as string[],
  artistAvailable: ["Weekends"],
  headshotUrl: null as string | null,
  resumeUrl: "/files/r.pdf",
  documents: { policeCheck: null, directDeposit: null, referenceLetter1: "/files/l1.pdf", referenceLetter2: null } as Record<string, string | null>,
  ...overrides,
});

export const NO_COUNTS = { pendingApplications: 0, openJobs: 0, confirmedJobs: 0, unreadMessages: 0, recentContacts: 0 };

/**
 * The head of a console test file: the DOM first (the console reads localStorage
 * as it loads, so it is imported after), toasts cleared after each test.
 * Resolves to `renderConsole` (the console at `path` with its own jotai store,
 * the signed-in admin and the toaster, on a memory history, in English unless
 * told) and user-event.
 */
export async function setUpConsole() {
  useDom("http://localhost:3000/admin");
  const [{ createMemoryHistory }, { createAdminRouter }, kit, { default: userEvent }] = await Promise.all([
    import("@tanstack/react-router"),
    import("../islands/admin/router.tsx"),
    import("./island-kit.tsx"),
    import("@testing-library/user-event"),
  ]);
  kit.useIslandTestKit();
  const renderConsole = (path: string, locale: Locale = "en") =>
    kit.renderDashboard(createAdminRouter(createMemoryHistory({ initialEntries: [path] })), ADMIN, {}, locale);
  return { renderConsole, userEvent };
}
