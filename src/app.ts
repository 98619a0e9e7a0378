import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { apiRoutes } from "./api/index.ts";
import type { AppDeps } from "./deps.ts";
import { failure, ok } from "./http/envelope.ts";
import { errorHandler } from "./http/error-handler.ts";
import { session } from "./http/session.ts";
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

  app.notFound((c) => failure(404, c.req.path.startsWith("/api/") ? "Not found" : "Page not found"));
  app.onError(errorHandler(deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;
