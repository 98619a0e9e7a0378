import type { ArtistListItem, ArtistSearchQuery } from "../artists/artists.contract.ts";
import type { Province } from "../../platform/contract/places.ts";
import type { RequiredCredential } from "../credentials/credentials.contract.ts";

// The roster search's wire types and limits, without zod: the public roster island imports them.
// The query's schema is `artistSearchQuerySchema` in ./artists.ts.

/** The roster search's orders: relevance to `q` (by name without one), average rating, newest, name. */
export const ARTIST_SEARCH_SORTS = ["relevance", "rating", "newest", "name"] as const;
export type ArtistSearchSort = (typeof ARTIST_SEARCH_SORTS)[number];

/** A page of the search holds this many artists by default (the roster's six rows of four), and never more than the cap. */
export const ARTIST_SEARCH_PAGE_SIZE = 24;
export const MAX_ARTIST_SEARCH_PAGE_SIZE = 48;

/**
 * The credentials the roster shows as badges and filters by, in this order: verified and holding today by the
 * agency's date (never their dates or documents).
 */
export const ROSTER_BADGES = ["vulnerable_sector_check", "first_aid"] as const satisfies readonly RequiredCredential[];

/** A search result: a roster item with its average rating (one decimal, null without reviews) and where the artist lives. */
export interface ArtistSearchItem extends ArtistListItem {
  rating: number | null;
  reviewCount: number;
  city: string | null;
  province: Province | null;
  /** Its credentials holding today, among `ROSTER_BADGES`, in their order. */
  badges: RequiredCredential[];
}

/** A catalogue item of a facet and how many matching artists have it. */
export interface LookupFacet {
  id: string;
  name: string;
  count: number;
}

/** A city of the matching artists and how many live there. */
export interface CityFacet {
  name: string;
  count: number;
}

/**
 * Each facet counts the artists matching every other filter, not its own: the
 * counts say what choosing one more value would give.
 */
export interface ArtistSearchFacets {
  style: LookupFacet[];
  type: LookupFacet[];
  availability: LookupFacet[];
  /** The badges (`id` the credential's kind, `name` its kind's name): every one chosen must hold, not any. */
  credential: LookupFacet[];
  city: CityFacet[];
}

export interface ArtistSearchResult {
  items: ArtistSearchItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: ArtistSearchFacets;
}

/** What the roster page's address says: the search's filters, order and page; the page size is the page's own. */
export type RosterQuery = Omit<ArtistSearchQuery, "pageSize">;

export const ROSTER_FILTERS = ["style", "type", "availability", "credential"] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const EMPTY_ROSTER_QUERY: RosterQuery = {
  q: undefined,
  style: [],
  type: [],
  availability: [],
  credential: [],
  city: undefined,
  sort: "relevance",
  page: 1,
};

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

/** Whether `query` narrows the roster (a text or a filter), as opposed to ordering or paging it. */
export const isFiltered = (query: RosterQuery): boolean => Boolean(query.q || query.city || ROSTER_FILTERS.some((f) => query[f].length > 0));
