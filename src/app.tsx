import { translateFor } from "./platform/i18n/api-messages.ts";
import { Hono } from "hono";
import { apiRoutes } from "./api/index.ts";
import { calendarFeedRoutes } from "./features/calendar/feed.routes.ts";
import type { AppDeps } from "./deps.ts";
import { failure, ok } from "./platform/http/envelope.ts";
import { errorHandler } from "./platform/http/error-handler.ts";
import { measureRequests, metricsEndpoint } from "./platform/http/metrics.ts";
import { securityHeaders } from "./platform/http/security-headers.ts";
import { session } from "./platform/http/session.ts";
import { staticRoutes } from "./platform/http/static.ts";
import { pwaRoutes } from "./platform/pwa/routes.ts";
import { discoveryRoutes } from "./features/search/pages/discovery.ts";
import { pageRoutes } from "./pages.tsx";
import { NotFoundPage, ServerErrorPage } from "./platform/pages/NotFoundPage.tsx";
import { renderPage } from "./platform/pages/render.tsx";
import type { AppEnv } from "./platform/http/types.ts";

/** The whole HTTP application; testable with `app.request` (no socket needed). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(measureRequests(deps.metrics));
  app.use(securityHeaders(deps.securityHeaders));
  app.use(async (c, next) => {
    c.set("siteUrl", deps.siteUrl);
    c.set("socialLinks", deps.socialLinks);
    await next();
  });
  app.use(session(deps.session));

  app.get("/healthz", (c) => ok(c, { ok: true }, "api.ok"));
  app.get("/readyz", async (c) => {
    try {
      await deps.ping();
      return ok(c, { database: "up" }, "api.ready");
    } catch {
      return failure(503, translateFor(c, "api.databaseUnreachable"));
    }
  });

  app.get("/metrics", metricsEndpoint(deps.metrics, deps.metricsToken));
  app.route("/api", apiRoutes(deps));
  app.route("/", calendarFeedRoutes(deps));
  app.route("/", staticRoutes(deps.files));
  app.route("/", pwaRoutes(deps.assets));
  app.route("/", discoveryRoutes(deps));
  app.route("/", pageRoutes(deps, deps.assets));

  app.notFound((c) =>
    c.req.path.startsWith("/api/") ? failure(404, translateFor(c, "api.notFound")) : renderPage(c, deps.assets, <NotFoundPage />, { status: 404 }),
  );
  app.onError(errorHandler(deps.log, (c, status) => renderPage(c, deps.assets, status === 404 ? <NotFoundPage /> : <ServerErrorPage />, { status })));
  return app;
}

export type App = ReturnType<typeof createApp>;
