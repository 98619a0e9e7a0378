import {
  ARTIST_SEARCH_PAGE_SIZE,
  ARTIST_SEARCH_SORTS,
  type ArtistSearchSort,
  type RosterQuery,
  ROSTER_BADGES,
  rosterSearchParams,
} from "../../src/features/search/artist-search.contract.ts";
import type { Locale } from "../../src/platform/i18n/locales.ts";
import { localizePath } from "../../src/platform/i18n/paths.ts";

/** The roster page of `query` in `locale`: `/artists`, `/fr/artists?style=…`. */
export function rosterHref(locale: Locale, query: RosterQuery): string {
  const search = rosterSearchParams(query).toString();
  return localizePath(locale, search ? `/artists?${search}` : "/artists");
}

/** The API call of `query` (the page size the roster shows). */
export function rosterApiPath(query: RosterQuery): string {
  const params = rosterSearchParams(query);
  params.set("pageSize", String(ARTIST_SEARCH_PAGE_SIZE));
  return `/api/artist/search?${params}`;
}

/**
 * A roster address read back in the browser (the back button, a link of the page). Lenient:
 * the server checks what the API gets and says what is wrong; zod stays out of the public bundle.
 */
export function readRosterQuery(search: string): RosterQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const sort = params.get("sort");
  const page = Number(params.get("page") ?? "1");
  return {
    q: text("q"),
    style: params.getAll("style").filter(Boolean),
    type: params.getAll("type").filter(Boolean),
    availability: params.getAll("availability").filter(Boolean),
    credential: ROSTER_BADGES.filter((kind) => params.getAll("credential").includes(kind)),
    city: text("city"),
    sort: ARTIST_SEARCH_SORTS.includes(sort as ArtistSearchSort) ? (sort as ArtistSearchSort) : "relevance",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
