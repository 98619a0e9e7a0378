import { Hono } from "hono";
import type { Database } from "../src/platform/db/client.ts";
import { errorHandler } from "../src/platform/http/error-handler.ts";
import { rateLimit } from "../src/platform/http/rate-limit.ts";
import type { AppEnv } from "../src/platform/http/types.ts";
import { createLogger } from "../src/platform/log.ts";

/** The proxy in front of the app, as Bun's server would tell it. */
const proxy = { requestIP: () => ({ address: "127.0.0.1" }) };

/**
 * An app on `db` with one rate-limited route per bucket (`POST /<bucket>`); callers are
 * told apart by the proxy's X-Forwarded-For. Two made on two handles of one database
 * are two instances.
 */
export function limitedApp(db: Database, limits: Record<string, { limit: number; windowMs: number }>) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(createLogger("silent")));
  for (const [bucket, settings] of Object.entries(limits)) {
    app.post(`/${bucket}`, rateLimit({ ...settings, trustProxy: { hops: 1 }, shared: { db, bucket } }), (c) => c.text("done"));
  }
  return (bucket: string, caller: string) => app.request(`/${bucket}`, { method: "POST", headers: { "x-forwarded-for": caller } }, proxy);
}
