import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { createMiddleware } from "hono/factory";
import type { StaffRole } from "../../platform/contract/roles.ts";
import { requireRole, requireStaffRole } from "../../platform/http/session.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { adminArtistRoutes } from "../../features/artists/admin-artists.routes.ts";
import { adminBackupRoutes } from "../../features/backups/admin-backups.routes.ts";
import { adminBillingRoutes } from "../../features/invoices/admin-billing.routes.ts";
import { conversationRoutes } from "../../features/chat/admin-conversations.routes.ts";
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
  backups: ownerOnly,
  users: ownerOnly,
  staff: ownerOnly,
};

/** Every admin route passes here first: the staff role of the caller against its area's access. */
const staffAccess = createMiddleware<AppEnv>((c, next) => {
  const area = STAFF_ACCESS[c.req.path.slice("/api/admin/".length).split("/")[0]!] ?? ownerOnly;
  return requireStaffRole(...(c.req.method === "GET" || c.req.method === "HEAD" ? area.read : area.write))(c, next);
});

/** The agency's API: its staff only, each to its role's areas, the same envelope. */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AppEnv>();
  admin.use(requireRole("admin"), staffAccess);
  // Chained, so the type carries every route (the islands' typed client).
  return admin
    .route("/artists", adminArtistRoutes(deps))
    .route("/backups", adminBackupRoutes(deps))
    .route("/conversations", conversationRoutes(deps))
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
    .route("/", adminCatalogRoutes(deps))
    .route("/", adminCredentialRoutes(deps));
}
