import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { createMiddleware } from "hono/factory";
import type { StaffRole } from "../../platform/contract/roles.ts";
import { requireRole, requireStaffRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { adminArtistRoutes } from "../../features/artists/admin-artists.routes.ts";
import { adminBackupRoutes } from "../../features/backups/admin-backups.routes.ts";
import { adminBillingRoutes } from "../../features/invoices/admin-billing.routes.ts";
import { adminChatRoutes, conversationRoutes } from "../../features/chat/admin-conversations.routes.ts";
import { adminCatalogRoutes } from "../../features/catalogue/admin-catalog.routes.ts";
import { adminContactRoutes } from "../../features/contact/admin-contacts.routes.ts";
import { adminDashboardRoutes } from "../../features/console/admin-dashboard.routes.ts";
import { adminJobRoutes } from "../../features/jobs/admin-jobs.routes.ts";
import { adminMailRoutes } from "../../features/mail-log/admin-mail.routes.ts";
import { adminReviewRoutes } from "../../features/reviews/admin-reviews.routes.ts";
import { adminStyleRequestRoutes } from "../../features/artists/admin-style-requests.routes.ts";
import { adminProfileChangeRoutes } from "../../features/artists/admin-profile-changes.routes.ts";
import { adminCredentialRoutes } from "../../features/credentials/credentials.routes.ts";
import { adminUserRoutes } from "../../features/accounts/admin-users.routes.ts";
import { adminStaffRoutes } from "../../features/staff/staff.routes.ts";
import { adminAuditRoutes } from "../../features/audit/audit.routes.ts";
import { adminBookingSettingsRoutes } from "../../features/bookings/booking-settings.routes.ts";
import { adminPayoutRoutes } from "../../features/payouts/admin-payouts.routes.ts";
import { requireStaffTwoFactor } from "../../features/accounts/two-factor.routes.ts";
import { adminPrivacyRoutes } from "../../features/privacy/admin-privacy.routes.ts";
import { adminRetentionRoutes } from "../../features/retention/retention.routes.ts";

/** Who besides the owner may read (GET) and change each area of the console; an area not listed is the owner's alone. */
interface StaffAccess {
  read: StaffRole[];
  write: StaffRole[];
}
const coordinating: StaffAccess = { read: ["coordinator"], write: ["coordinator"] };
const bookkeeping: StaffAccess = { read: ["bookkeeper"], write: ["bookkeeper"] };
// The bookkeeper reads the artists and jobs behind the invoices, and changes neither.
const coordinatedReadByBooks: StaffAccess = { read: ["coordinator", "bookkeeper"], write: ["coordinator"] };
const ownerOnly: StaffAccess = { read: [], write: [] };

/** The console's areas by the first segment of their path under /api/admin. */
export const STAFF_ACCESS: Record<string, StaffAccess> = {
  artists: coordinatedReadByBooks,
  jobs: coordinatedReadByBooks,
  "style-requests": coordinating,
  "profile-changes": coordinating,
  credentials: coordinating,
  "credential-kinds": coordinating,
  conversations: coordinating,
  chat: coordinating,
  contacts: coordinating,
  mail: coordinating,
  reviews: coordinating,
  services: coordinating,
  testimonials: coordinating,
  lookups: coordinating,
  faq: coordinating,
  dashboard: { read: ["coordinator", "bookkeeper"], write: [] },
  agency: bookkeeping,
  "tax-rates": bookkeeping,
  invoices: bookkeeping,
  exports: bookkeeping,
  totals: bookkeeping,
  payouts: bookkeeping,
  "payouts.csv": bookkeeping,
  t4a: bookkeeping,
  "t4a.csv": bookkeeping,
  backups: ownerOnly,
  users: ownerOnly,
  staff: ownerOnly,
  // The person in charge of personal information is the owner's to name; the policies, the requests and the
  // incidents register carry the agency's legal duties: the owner's alone.
  policies: ownerOnly,
  settings: ownerOnly,
  "privacy-requests": ownerOnly,
  "privacy-incidents": ownerOnly,
  // What the daily retention pass removed: the owner's, as the periods it applies.
  retention: ownerOnly,
};

/** Every admin route passes here first: the staff role of the caller against its area's access. */
const staffAccess = createMiddleware<AppEnv>((c, next) => {
  const area = STAFF_ACCESS[c.req.path.slice("/api/admin/".length).split("/")[0]!] ?? ownerOnly;
  return requireStaffRole(...(c.req.method === "GET" || c.req.method === "HEAD" ? area.read : area.write))(c, next);
});

/** The agency's API: its staff only, each to its role's areas, the same envelope. */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AppEnv>();
  // An owner's requirement of two-factor sign-in comes before any role's area: without it set up, nothing (403 with its flag).
  admin.use(requireRole("admin"), requireStaffTwoFactor(deps.db), staffAccess);
  // Chained, so the type carries every route (the islands' typed client).
  return admin
    .route("/artists", adminArtistRoutes(deps))
    .route("/backups", adminBackupRoutes(deps))
    .route("/conversations", conversationRoutes(deps))
    .route("/chat", adminChatRoutes(deps))
    .route("/dashboard", adminDashboardRoutes(deps))
    .route("/jobs", adminJobRoutes(deps))
    .route("/contacts", adminContactRoutes(deps))
    .route("/mail", adminMailRoutes(deps))
    .route("/reviews", adminReviewRoutes(deps))
    .route("/style-requests", adminStyleRequestRoutes(deps))
    .route("/profile-changes", adminProfileChangeRoutes(deps))
    .route("/users", adminUserRoutes(deps))
    .route("/staff", adminStaffRoutes(deps))
    .route("/", adminAuditRoutes(deps))
    .route("/", adminBillingRoutes(deps))
    .route("/", adminPayoutRoutes(deps))
    .route("/", adminCatalogRoutes(deps))
    .route("/", adminCredentialRoutes(deps))
    .route("/", adminBookingSettingsRoutes(deps))
    .route("/", adminPrivacyRoutes(deps))
    .route("/", adminRetentionRoutes(deps));
}
