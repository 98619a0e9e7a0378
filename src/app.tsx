import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { apiRoutes } from "./api/index.ts";
import type { AppDeps } from "./deps.ts";
import { failure, ok } from "./http/envelope.ts";
import { errorHandler } from "./http/error-handler.ts";
import { session } from "./http/session.ts";
import { staticRoutes } from "./http/static.ts";
import { pageRoutes } from "./pages/index.tsx";
import { NotFoundPage, ServerErrorPage } from "./pages/NotFoundPage.tsx";
import { renderPage } from "./pages/render.tsx";
import type { AppEnv } from "./http/types.ts";

/** The whole HTTP application; testable with `app.request` (no socket needed). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
      crossOriginResourcePolicy: "same-origin",
      // HSTS only means something over HTTPS, which is also when cookies are marked Secure.
      strictTransportSecurity: deps.session.secureCookie ? "max-age=15552000; includeSubDomains" : false,
    }),
  );
  app.use(session(deps.session));

  app.get("/healthz", (c) => ok(c, { ok: true }, "OK"));
  app.get("/readyz", async (c) => {
    try {
      await deps.ping();
      return ok(c, { database: "up" }, "Ready");
    } catch {
      return failure(503, "Database unreachable");
    }
  });

  app.route("/api", apiRoutes(deps));
  app.route("/", staticRoutes(deps.files));
  app.route("/", pageRoutes(deps, deps.assets));

  app.notFound((c) =>
    c.req.path.startsWith("/api/") ? failure(404, "Not found") : renderPage(c, deps.assets, <NotFoundPage />, 404),
  );
  app.onError(
    errorHandler(deps.log, (c, status) => renderPage(c, deps.assets, status === 404 ? <NotFoundPage /> : <ServerErrorPage />, status)),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
