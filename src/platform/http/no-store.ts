import type { MiddlewareHandler } from "hono";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Replies that belong to one user: never stored by the browser or a shared cache.
 * Every signed-in reply gets it by default (src/platform/http/session.ts); this is for a
 * route that must say so whoever calls it.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", PRIVATE_NO_STORE);
};
