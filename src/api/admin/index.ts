import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/types.ts";
import { adminArtistRoutes } from "./artists.ts";
import { adminBackupRoutes } from "./backups.ts";
import { adminBillingRoutes } from "./billing.ts";
import { conversationRoutes } from "./conversations.ts";
import { adminCatalogRoutes } from "./catalog.ts";
import { adminContactRoutes } from "./contacts.ts";
import { adminDashboardRoutes } from "./dashboard.ts";
import { adminJobRoutes } from "./jobs.ts";
import { adminMailRoutes } from "./mail.ts";
import { adminReviewRoutes } from "./reviews.ts";
import { adminStyleRequestRoutes } from "./style-requests.ts";
import { adminProfileChangeRoutes } from "./profile-changes.ts";
import { adminUserRoutes } from "./users.ts";

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
    .route("/", adminCatalogRoutes(deps));
}
