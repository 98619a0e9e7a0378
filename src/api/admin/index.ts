import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { requireRole } from "../../platform/http/session.ts";
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

/** The agency's API: admin only, the same envelope. */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AppEnv>();
  admin.use(requireRole("admin"));
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
    .route("/", adminBillingRoutes(deps))
    .route("/", adminCatalogRoutes(deps))
    .route("/", adminCredentialRoutes(deps));
}
