import type { EventBus } from "./bus.ts";
import { CACHE_KEYS } from "../http/cache-keys.ts";
import type { JsonCache } from "../http/json-cache.ts";

/**
 * The one place that knows which change makes which public list stale. It runs
 * in every instance (the bus carries events across them), so no instance keeps
 * serving a list another one changed. Pages are cached by the versions of these
 * lists, so dropping a list drops the pages built from it.
 */
export function invalidateCachesOnEvents(events: EventBus, cache: JsonCache): void {
  // Approval adds the artist to the roster; rejection takes it off.
  events.on("artist.approved", () => cache.invalidate(CACHE_KEYS.roster));
  events.on("artist.rejected", () => cache.invalidate(CACHE_KEYS.roster));
  // The roster shows name, headshot and styles.
  events.on("artist.profile_changed", (e) => e.approved && cache.invalidate(CACHE_KEYS.roster));
  // An approved style request puts the style on the artist's card (a request or a rejection changes nothing public).
  events.on("artist.style_approved", () => cache.invalidate(CACHE_KEYS.roster));
  events.on("catalog.changed", ({ list }) => {
    if (list === "services" || list === "testimonials") return cache.invalidate(CACHE_KEYS[list]);
    // Styles are on the roster's cards, so a style change refreshes the roster too.
    cache.invalidate(CACHE_KEYS.lookup(list), ...(list === "styles" ? [CACHE_KEYS.roster] : []));
  });
}
