import { ARTIST_SEARCH_PAGE_SIZE, ARTIST_SEARCH_SORTS, type ArtistSearchSort } from "../../src/contracts/artist-search.ts";
import type { ArtistSearchQuery } from "../../src/contracts/artists.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { localizePath } from "../../src/i18n/paths.ts";

/** What the roster page's address says (issue 22): the search's filters, order and page; the page size is the page's own. */
export type RosterQuery = Omit<ArtistSearchQuery, "pageSize">;

export const ROSTER_FILTERS = ["style", "type", "availability"] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const EMPTY_ROSTER_QUERY: RosterQuery = { q: undefined, style: [], type: [], availability: [], city: undefined, sort: "relevance", page: 1 };

/**
 * The query string of a search: only what differs from the default, in one order,
 * so one search has one address (shareable, and one key for what the server keeps).
 */
export function rosterSearchParams(query: RosterQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const filter of ROSTER_FILTERS) for (const id of query[filter]) params.append(filter, id);
  if (query.city) params.set("city", query.city);
  if (query.sort !== "relevance") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

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
    city: text("city"),
    sort: ARTIST_SEARCH_SORTS.includes(sort as ArtistSearchSort) ? (sort as ArtistSearchSort) : "relevance",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Whether `query` narrows the roster (a text or a filter), as opposed to ordering or paging it. */
export const isFiltered = (query: RosterQuery): boolean => Boolean(query.q || query.city || ROSTER_FILTERS.some((f) => query[f].length > 0));
