/** The catalogue feature's public entry: what other features use of it, and only that. */
export type { LookupKind } from "./catalog.contract.ts";
export { ARTIST_LOOKUP_LINKS, LOOKUP_TABLES, inLocaleSql, lookupCacheKey } from "./catalog.ts";
