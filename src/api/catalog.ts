import { Hono } from "hono";
import type { LookupKind } from "../contracts/catalog.ts";
import type { AppDeps } from "../deps.ts";
import { listLookup, listServices, listTestimonials } from "../domain/catalog.ts";
import type { AppEnv } from "../http/types.ts";

/** Cache keys of the catalog lists; admin writes invalidate them. */
export const CATALOG_KEYS = {
  services: "services",
  testimonials: "testimonials",
  lookup: (kind: LookupKind) => `lookup:${kind}`,
} as const;

/** The public catalog of SPEC §7: cached, with ETags, revalidated on every load. */
export function catalogRoutes(deps: AppDeps) {
  const { db, cache } = deps;
  const lookup = (kind: LookupKind) => (c: Parameters<typeof cache.reply>[0]) =>
    cache.reply(c, CATALOG_KEYS.lookup(kind), () => listLookup(db, kind));
  return new Hono<AppEnv>()
    .get("/testimonial/list", (c) => cache.reply(c, CATALOG_KEYS.testimonials, () => listTestimonials(db)))
    .get("/service/all-list", (c) => cache.reply(c, CATALOG_KEYS.services, () => listServices(db)))
    .get("/artist-style/list", lookup("styles"))
    .get("/artist-available/list", lookup("availabilities"))
    .get("/artist-type/list", lookup("types"));
}
