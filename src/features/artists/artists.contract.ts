import { z } from "zod";
import { atMostMessage, choiceMessage, optionalText, uuid, wholeNumberFrom } from "../../platform/contract/fields.ts";
import { MAX_PAGE } from "../../platform/contract/pagination.ts";
import { ARTIST_SEARCH_PAGE_SIZE, ARTIST_SEARCH_SORTS, MAX_ARTIST_SEARCH_PAGE_SIZE, ROSTER_BADGES } from "../search/artist-search.contract.ts";

/** SPEC §3 "Artist (list item)". */
export interface ArtistListItem {
  id: string;
  user: string;
  headshotUrl: string | null;
  artistStyle: string[];
}

export { EXPERIENCE_VALUES, type Experience } from "./experience.contract.ts";

/** SPEC §3 "Artist detail/profile", public view: no email, no status, no private documents. */
export interface PublicArtistDetail {
  id: string;
  user: string;
  bio: string;
  experience: string;
  headshotUrl: string | null;
  resumeUrl: string | null;
  artistStyle: string[];
  artistType: string[];
}

/** At most this many ids per filter: more than any catalogue holds. */
const MAX_FILTER_IDS = 50;

/** An empty field of a plain GET form ("style=") means "any": absent, as if not sent. */
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** A repeatable id parameter (`?style=a&style=b`): one value or several, blanks dropped; ids of `label`. */
const idList = (label: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((v) => v !== "")),
    z.array(uuid(label)).max(MAX_FILTER_IDS, atMostMessage(label, MAX_FILTER_IDS)),
  );

/** The roster's badges asked for (`credential`, repeatable): each one a kind the roster shows. */
const badgeList = z.preprocess(
  (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((v) => v !== "")),
  z.array(z.enum(ROSTER_BADGES, { error: choiceMessage("Credential", ROSTER_BADGES) })).max(ROSTER_BADGES.length),
);

/** `GET /api/artist/search` and the `/artists` page's query (SPEC §7). */
export const artistSearchQuerySchema = z.object({
  q: z.preprocess(blankAsAbsent, optionalText("Search", 100).optional()),
  style: idList("Artist style"),
  type: idList("Artist type"),
  availability: idList("Availability"),
  credential: badgeList,
  city: z.preprocess(blankAsAbsent, optionalText("City", 80).optional()),
  sort: z.preprocess(blankAsAbsent, z.enum(ARTIST_SEARCH_SORTS, { error: choiceMessage("Sort", ARTIST_SEARCH_SORTS) }).default("relevance")),
  page: z.preprocess(blankAsAbsent, wholeNumberFrom("Page", 1).max(MAX_PAGE, atMostMessage("Page", MAX_PAGE)).default(1)),
  // A huge page size is not an error: it is capped, so a scraper asking for 10^6 gets a page like anyone.
  pageSize: z.preprocess(
    blankAsAbsent,
    wholeNumberFrom("Page size", 1)
      .transform((n) => Math.min(n, MAX_ARTIST_SEARCH_PAGE_SIZE))
      .default(ARTIST_SEARCH_PAGE_SIZE),
  ),
});
export type ArtistSearchQuery = z.output<typeof artistSearchQuerySchema>;
