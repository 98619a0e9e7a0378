import type { LookupKind } from "../contracts/catalog.ts";

/**
 * The entries of `deps.cache` that public lists and pages read. The API routes
 * and the SSR pages read the same entries; src/events/cache-invalidation.ts
 * drops them when a domain event says their content changed.
 */
export const CACHE_KEYS = {
  roster: "artists:roster",
  services: "services",
  testimonials: "testimonials",
  lookup: (kind: LookupKind) => `lookup:${kind}`,
} as const;
