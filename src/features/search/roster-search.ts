import { sql } from "drizzle-orm";
import { executedRows } from "../../platform/db/client.ts";
import { ARTIST_SEARCH_PAGE_SIZE, type ArtistSearchResult, EMPTY_ROSTER_QUERY, rosterSearchParams } from "./artist-search.contract.ts";
import type { ArtistSearchQuery } from "../artists/index.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { searchArtists } from "./artist-search.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import { CACHE_KEYS, localizedKey } from "../../platform/http/cache-keys.ts";
import type { Versioned } from "../../platform/http/json-cache.ts";
import { RecentResults } from "../../platform/http/recent-results.ts";

/** How many searches are kept, and for how long: as long as the public lists' entries (JsonCache's TTL). */
const KEPT_SEARCHES = 1_000;
const SEARCH_TTL_MS = 10_000;

/**
 * The roster search's unfiltered first page: what most visitors of /artists see first,
 * a JsonCache entry dropped with the roster (src/cache-invalidation.ts).
 */
export const loadRosterSearch = ({ cache, searchDb, files }: PlatformDeps, locale: Locale): Promise<Versioned<ArtistSearchResult>> =>
  cache.versioned(localizedKey(CACHE_KEYS.rosterSearch, locale), () =>
    searchArtists(searchDb, files, { ...EMPTY_ROSTER_QUERY, pageSize: ARTIST_SEARCH_PAGE_SIZE }, { locale }),
  );

/** A search's result and the roster's generation it was computed at. */
interface KeptSearch {
  generation: string;
  result: ArtistSearchResult;
}

const recent = new WeakMap<PlatformDeps["cache"], RecentResults<KeptSearch>>();

/** The roster's generation (migration 0035): moved, in the writer's transaction, by any write a search could show. */
async function rosterGeneration(db: PlatformDeps["db"]): Promise<string> {
  const [row] = executedRows<{ n: string | number }>(await db.execute(sql`select n from roster_generation`));
  return String(row!.n);
}

/**
 * `searchArtists` through the recent searches of this instance, keyed by the normalised
 * query (one address, one entry) and by the version of the unfiltered first page: a
 * change the roster's events announce (an approval, a profile, a style) gives every
 * search new entries at once; anything else is at most SEARCH_TTL_MS old (and one reload,
 * answered meanwhile with the last result), as the lists are. The unfiltered first page
 * is that cached page itself. An expired search is computed again only when the roster's
 * generation moved since: at 100,000 artists a search costs PostgreSQL 50-300 ms, and
 * recomputing every recent one each TTL kept it busy and the server's replies waiting.
 */
export async function searchRoster(deps: PlatformDeps, query: ArtistSearchQuery, locale: Locale): Promise<ArtistSearchResult> {
  const first = await loadRosterSearch(deps, locale);
  if (query.pageSize === ARTIST_SEARCH_PAGE_SIZE && rosterSearchParams(query).size === 0) return first.value;
  let results = recent.get(deps.cache);
  if (!results) {
    results = new RecentResults(KEPT_SEARCHES, SEARCH_TTL_MS);
    recent.set(deps.cache, results);
  }
  // The agency's date is part of the key: the badges hold by it, so a search kept from yesterday is not today's.
  const key = `${first.version} ${agencyDate(new Date())} ${locale} ${query.pageSize} ${rosterSearchParams(query)}`;
  const kept = await results.get(key, async (stale) => {
    const generation = await rosterGeneration(deps.searchDb);
    if (stale?.generation === generation) return stale;
    return { generation, result: await searchArtists(deps.searchDb, deps.files, query, { locale }) };
  });
  return kept.result;
}
