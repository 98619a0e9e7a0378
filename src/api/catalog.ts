import { Hono } from "hono";
import type { LookupKind } from "../contracts/catalog.ts";
import type { AppDeps } from "../deps.ts";
import { listLookup, listServices, listTestimonials } from "../domain/catalog.ts";
import { CACHE_KEYS } from "../http/cache-keys.ts";
import type { AppEnv } from "../http/types.ts";

/** The public catalog of SPEC §7: cached, with ETags, revalidated on every load. */
export function catalogRoutes(deps: AppDeps) {
  const { db, cache } = deps;
  const lookup = (kind: LookupKind) => (c: Parameters<typeof cache.reply>[0]) => cache.reply(c, CACHE_KEYS.lookup(kind), () => listLookup(db, kind));
  return new Hono<AppEnv>()
    .get("/testimonial/list", (c) => cache.reply(c, CACHE_KEYS.testimonials, () => listTestimonials(db)))
    .get("/service/all-list", (c) => cache.reply(c, CACHE_KEYS.services, () => listServices(db)))
    .get("/artist-style/list", lookup("styles"))
    .get("/artist-available/list", lookup("availabilities"))
    .get("/artist-type/list", lookup("types"));
}
