import { Hono } from "hono";
import type { LookupKind } from "./catalog.contract.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { listLookup, listServices, listTestimonials, lookupCacheKey } from "./catalog.ts";
import { CACHE_KEYS, localizedKey, varyByLanguage } from "../../platform/http/cache-keys.ts";
import type { AppEnv } from "../../platform/http/types.ts";
import { requestLocale } from "../../platform/i18n/api-messages.ts";

/**
 * The public catalog of SPEC §7: cached, with ETags, revalidated on every load.
 * Names and texts in the request's Accept-Language (English when absent), one
 * cache entry per language.
 */
export function catalogRoutes(deps: PlatformDeps) {
  const { db, cache } = deps;
  type Ctx = Parameters<typeof cache.reply>[0];
  const lookup = (kind: LookupKind) => async (c: Ctx) => {
    const locale = requestLocale(c);
    return varyByLanguage(await cache.reply(c, localizedKey(lookupCacheKey(kind), locale), () => listLookup(db, kind, locale)));
  };
  return new Hono<AppEnv>()
    .get("/testimonial/list", async (c) => {
      const locale = requestLocale(c);
      return varyByLanguage(await cache.reply(c, localizedKey(CACHE_KEYS.testimonials, locale), () => listTestimonials(db, locale)));
    })
    .get("/service/all-list", async (c) => {
      const locale = requestLocale(c);
      return varyByLanguage(await cache.reply(c, localizedKey(CACHE_KEYS.services, locale), () => listServices(db, locale)));
    })
    .get("/artist-style/list", lookup("styles"))
    .get("/artist-available/list", lookup("availabilities"))
    .get("/artist-type/list", lookup("types"));
}
