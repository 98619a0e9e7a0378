import type { MiddlewareHandler } from "hono";
import { withNext } from "../contract/redirect-target.ts";
import type { Role } from "../contract/roles.ts";
import { rememberedLocale } from "../i18n/cookie.ts";
import { negotiateLocale } from "../i18n/locales.ts";
import { localizePath } from "../i18n/paths.ts";
import { redirectWithinSite } from "./redirect.ts";
import type { AppEnv } from "./types.ts";

/**
 * SPEC §6 for pages, before any HTML of the area is sent: nobody logged in goes to
 * the login page in their language, carrying the page asked for (a deep link opened
 * signed out comes back there after signing in); another role goes to /.
 */
export function requirePageRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) {
      const locale = rememberedLocale(c) ?? negotiateLocale(c.req.header("accept-language"));
      const url = new URL(c.req.url);
      return redirectWithinSite(c, withNext(localizePath(locale, "/login"), `${url.pathname}${url.search}`));
    }
    if (user.role !== role) return redirectWithinSite(c, "/");
    await next();
  };
}
