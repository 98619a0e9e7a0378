import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/types.ts";
import { adminArtistRoutes } from "./artists.ts";
import { conversationRoutes } from "./conversations.ts";
import { adminCatalogRoutes } from "./catalog.ts";
import { adminContactRoutes } from "./contacts.ts";
import { adminDashboardRoutes } from "./dashboard.ts";
import { adminJobRoutes } from "./jobs.ts";

/** The agency's API (DESIGN §5): admin only, the same envelope. */
export function adminRoutes(deps: AppDeps) {
  const admin = new Hono<AppEnv>();
  admin.use(requireRole("admin"));
  admin.route("/artists", adminArtistRoutes(deps));
  admin.route("/conversations", conversationRoutes(deps));
  admin.route("/dashboard", adminDashboardRoutes(deps));
  admin.route("/jobs", adminJobRoutes(deps));
  admin.route("/contacts", adminContactRoutes(deps));
  admin.route("/", adminCatalogRoutes(deps));
  return admin;
}
