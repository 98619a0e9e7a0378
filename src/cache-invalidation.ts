import type { EventBus } from "./platform/events/bus.ts";
import { CACHE_KEYS, inEveryLocale } from "./platform/http/cache-keys.ts";
import { lookupCacheKey } from "./features/catalogue/index.ts";
import type { JsonCache } from "./platform/http/json-cache.ts";

/**
 * The one place that knows which change makes which public list stale. It runs
 * in every instance (the bus carries events across them), so no instance keeps
 * serving a list another one changed. Pages are cached by the versions of these
 * lists, so dropping a list drops the pages built from it. Lists are kept per
 * language: a change drops every language's entry.
 */
export function invalidateCachesOnEvents(events: EventBus, cache: JsonCache): void {
  const drop = (...keys: string[]) => cache.invalidate(...inEveryLocale(...keys));
  // The roster's list and its search's first page change together.
  const dropRoster = () => drop(CACHE_KEYS.roster, CACHE_KEYS.rosterSearch);
  // Approval adds the artist to the roster; rejection takes it off.
  events.on("artist.approved", dropRoster);
  events.on("artist.rejected", dropRoster);
  // The roster shows name, headshot and styles.
  events.on("artist.profile_changed", (e) => e.approved && dropRoster());
  // A review published or hidden moves the artist's stars and the rating sort.
  events.on("review.changed", dropRoster);
  // An approved style request puts the style on the artist's card (a request or a rejection changes nothing public).
  events.on("artist.style_approved", dropRoster);
  // So does an approved new name (the cards show it) or bio (the search finds it).
  events.on("artist.profile_change_approved", dropRoster);
  // The roster and profiles show active accounts only: an artist disabled, enabled again or deleted comes off or back.
  for (const type of ["account.disabled", "account.enabled", "account.deleted"] as const) {
    events.on(type, (e) => e.artistId !== null && dropRoster());
  }
  events.on("catalog.changed", ({ list }) => {
    if (list === "services" || list === "testimonials" || list === "faq") return drop(CACHE_KEYS[list]);
    // Styles are on the roster's cards, so a style change refreshes the roster too.
    // Every lookup is a facet of the roster search's first page.
    drop(lookupCacheKey(list), CACHE_KEYS.rosterSearch, ...(list === "styles" ? [CACHE_KEYS.roster] : []));
  });
}
