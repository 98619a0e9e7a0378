import type { MiddlewareHandler } from "hono";
import type { Role } from "../contracts/roles.ts";
import { redirectWithinSite } from "./redirect.ts";
import type { AppEnv } from "./types.ts";

/**
 * SPEC §6 for pages: nobody logged in goes to /login, another role to /,
 * before any HTML of the area is sent.
 */
export function requirePageRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) return redirectWithinSite(c, "/login");
    if (user.role !== role) return redirectWithinSite(c, "/");
    await next();
  };
}
