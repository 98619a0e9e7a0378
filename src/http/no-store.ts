import type { MiddlewareHandler } from "hono";

/** Replies that belong to one signed-in user: never stored by the browser or a shared cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};
