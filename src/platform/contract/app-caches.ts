/*
 * The names of the app's caches, shared by the service worker (src/platform/pwa/service-worker.ts) and the dashboards'
 * pages (islands/lib/offline.ts), which delete the user's copies: apart, so the pages import no server code.
 */

/** The prefix every cache of a build's assets shares, so activation knows what is an older build's. */
export const ASSETS_CACHE_PREFIX = "dancelink-assets-";

/** The signed-in user's last dashboard pages and API replies. */
export const OFFLINE_CACHE = "dancelink-offline";
