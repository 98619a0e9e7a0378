import { type SQL, sql } from "drizzle-orm";
import { type Database, executedRows } from "../../platform/db/client.ts";
import {
  type ArtistSearchFacets,
  type ArtistSearchResult,
  type ArtistSearchSort,
  type CityFacet,
  type LookupFacet,
  ROSTER_BADGES,
} from "./artist-search.contract.ts";
import type { RequiredCredential } from "../credentials/index.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import type { ArtistSearchQuery } from "../artists/index.ts";
import type { LookupKind } from "../catalogue/index.ts";
import type { Province } from "../../platform/contract/places.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { publicArtistFileUrl } from "../artists/index.ts";
import { artistLookupNames } from "../artists/index.ts";
import { inLocaleSql, LOOKUP_TABLES } from "../catalogue/index.ts";

/** Ids as one `uuid[]` parameter: one statement text whatever the number of ids (the ids are validated UUIDs). */
const uuidArray = (ids: string[]): SQL => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** Every order ends on the id: artists that tie keep one order from page to page. */
const ORDERS: Record<ArtistSearchSort | "relevanceWithoutQuery", SQL> = {
  relevance: sql`b.rank desc, b.name, b.id`,
  relevanceWithoutQuery: sql`b.name, b.id`,
  rating: sql`b.rating desc nulls last, b.review_count desc, b.id`,
  newest: sql`b.created_at desc, b.id desc`,
  name: sql`b.name, b.id`,
};

/** The orders that read the artists' names. */
const NAMED_ORDERS = new Set<keyof typeof ORDERS>(["relevance", "relevanceWithoutQuery", "name"]);

/** The `listed_artists` column holding each lookup's ids (kept from the links by the search triggers, migrations 0024 and 0034). */
const ID_COLUMNS: Record<LookupKind, SQL> = {
  styles: sql.raw("style_ids"),
  types: sql.raw("type_ids"),
  availabilities: sql.raw("availability_ids"),
};

const LOOKUP_KINDS = Object.keys(ID_COLUMNS) as LookupKind[];

/** What a search can filter on: any of some lookup items, every one of some badges, or a city. */
type Filter = LookupKind | "credentials" | "city";
const FILTERS: Filter[] = [...LOOKUP_KINDS, "credentials", "city"];

/** The `base` column saying whether an artist passes each filter. */
const OK_COLUMNS: Record<Filter, string> = {
  styles: "style_ok",
  types: "type_ok",
  availabilities: "availability_ok",
  credentials: "credential_ok",
  city: "city_ok",
};

/**
 * The artists holding a credential of `kind` on `today` (the agency's date), verified: read when the search runs,
 * so a credential that ran out overnight leaves the badges and the filter with no refresh (the partial index of
 * migration 0057 finds them by kind and expiry).
 */
const holdingSql = (kind: SQL, today: string): SQL =>
  sql`select c.artist_id from artist_credentials c where c.kind = ${kind} and c.status = 'verified' and c.expires_on > ${today}::date`;

/** The badges, in their order, as one text[] parameter. */
const BADGES_SQL = sql`${`{${ROSTER_BADGES.join(",")}}`}::text[]`;

/** The badges' facet: each kind's name in `locale` and how many artists of `rows` (on `b`) hold it today. */
function credentialFacet(rows: SQL, today: string, locale: Locale): SQL {
  const name = locale === "fr" ? sql`k.name_fr` : sql`k.name`;
  return sql`(select coalesce(json_agg(json_build_object('id', k.key, 'name', ${name}, 'count', coalesce(c.n, 0))
      order by array_position(${BADGES_SQL}, k.key)), '[]')
    from credential_kinds k left join (
      select h.kind, count(distinct h.artist_id) as n from artist_credentials h
      where h.kind = any(${BADGES_SQL}) and h.status = 'verified' and h.expires_on > ${today}::date
        and h.artist_id in (select b.id from ${rows})
      group by h.kind) c on c.kind = k.key
    where k.key = any(${BADGES_SQL}))`;
}

/** Whether the artist `a` has one of `ids` in the lookup `kind`; null when no id is asked (no filter). */
const anyOf = (kind: LookupKind, ids: string[]): SQL | null => (ids.length === 0 ? null : sql`a.${ID_COLUMNS[kind]} && ${uuidArray(ids)}`);

/** Every one of `conditions` (true when there is none). */
const allOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** A lookup's items in the agency's order, each with its count from `counts` (`item`, `n`), 0 when absent. */
function lookupFacet(kind: LookupKind, counts: SQL, locale: Locale): SQL {
  const table = LOOKUP_TABLES[kind];
  const name = inLocaleSql(locale, table.name, table.nameFr);
  return sql`(select coalesce(json_agg(json_build_object('id', ${table.id}, 'name', ${name}, 'count', coalesce(c.n, 0))
      order by ${table.sortOrder}, ${name}), '[]')
    from ${table} left join (${counts}) c on c.item = ${table.id})`;
}

/** The `artist_facet_counts` facet of each lookup (migration 0032). */
const COUNTED_FACETS: Record<LookupKind, string> = { styles: "style", types: "type", availabilities: "availability" };

/**
 * A lookup's counts among the matching artists (`where`, on `b`): counted per distinct list of
 * ids first (a few hundred lists among 70,000 matches), then per item: unnesting each artist's
 * list cost a function call per artist, three times the grouping.
 */
const countedInMatches = (kind: LookupKind, rows: SQL): SQL =>
  sql`select item, sum(g.n) as n
    from (select b.${ID_COLUMNS[kind]} as ids, count(*) as n from ${rows} group by b.${ID_COLUMNS[kind]}) g
      cross join unnest(g.ids) as item
    group by item`;

/** A lookup's counts over the whole listed roster, as the triggers keep them. */
const countedInRoster = (kind: LookupKind): SQL => sql`select value::uuid as item, artists as n from artist_facet_counts where facet = ${COUNTED_FACETS[kind]}`;

/** The cities' counts (spellings of one city grouped as the filter compares them), from `counts` (`city`, `city_key`, `n`). */
const cityFacet = (counts: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('name', c.name, 'count', c.n) order by c.n desc, c.name), '[]')
    from (select min(city) as name, sum(n)::int as n from (${counts}) cities group by city_key) c)`;

/** `q` as the search's full-text query (`artist_search_query`, migration 0024), as text; null when no word is left to search. */
async function searchQueryOf(db: Database, q: string): Promise<string | null> {
  const [row] = executedRows<{ tsq: string | null }>(await db.execute(sql`select artist_search_query(${q}::text)::text as tsq`));
  return row?.tsq ?? null;
}

interface SearchRow {
  total: number;
  items: {
    id: string;
    user: string;
    headshotKey: string;
    artistStyle: string[];
    rating: number | null;
    reviewCount: number;
    city: string | null;
    province: Province | null;
    badges: RequiredCredential[];
  }[];
  style: LookupFacet[];
  type: LookupFacet[];
  availability: LookupFacet[];
  credential: LookupFacet[];
  city: CityFacet[];
}

/**
 * The roster search: approved artists of active accounts matching `q`
 * (full text over name, styles, types, city and bio, accents ignored, English and
 * French stemming, typos forgiven: `artist_search_query`, migration 0024) and the
 * filters (any of the ids within a filter, every filter at once), a page in `sort`'s
 * order, and the facets, on PGlite and PostgreSQL alike. The words become a full-text
 * query first, then the search is one statement over the narrow `listed_artists`
 * (migrations 0033 and 0034) where that query is a constant, found by the document's index.
 */
export async function searchArtists(
  db: Database,
  files: FileStore,
  query: ArtistSearchQuery,
  { locale = DEFAULT_LOCALE, now = new Date() }: { locale?: Locale; now?: Date } = {},
): Promise<ArtistSearchResult> {
  const { page, pageSize } = query;
  const today = agencyDate(now);
  const city = query.city ?? null;
  // Words that leave nothing to search (the, de) search nothing: every artist matches, as without words.
  const words = query.q ? await searchQueryOf(db, query.q) : null;
  const sort = query.sort === "relevance" && words === null ? "relevanceWithoutQuery" : query.sort;
  const textMatch = words === null ? sql`true` : sql`a.document @@ ${words}::tsquery`;
  const conditions: Record<Filter, SQL | null> = {
    styles: anyOf("styles", query.style),
    types: anyOf("types", query.type),
    availabilities: anyOf("availabilities", query.availability),
    credentials: query.credential.length === 0 ? null : allOf(query.credential.map((kind) => sql`a.artist_id in (${holdingSql(sql`${kind}`, today)})`)),
    // A subquery, run once: in the generic plan (plan_cache_mode) the key of a parameter was computed again for each artist.
    city: city === null ? null : sql`a.city_key = (select catalog_name_key(${city}::text))`,
  };
  /** The filters asked for, but `own`. */
  const otherFilters = (own: Filter | null) => FILTERS.filter((filter) => filter !== own && conditions[filter] !== null);
  // A facet counts the artists matching every other filter (the total: every filter): with no
  // other filter and no words that is the whole roster, whose counts the triggers keep
  // (artist_facet_counts). The first page of /artists, and a lone filter's own facet, read no artist.
  // The badges hold by today's date: no trigger can keep their counts, so they are always counted.
  const fromRoster = (own: Filter | null) => own !== "credentials" && words === null && otherFilters(own).length === 0;
  const passing = (own: Filter | null): SQL => allOf(otherFilters(own).map((filter) => sql.raw(`b.${OK_COLUMNS[filter]}`)));
  // The artists a facet counts: for a filter not asked for, the matches themselves (`matching`,
  // kept apart when some filter is asked: "teaches" with a style counts its types among 11,000
  // matches, not its 71,000 text matches); for a filter asked for, those passing the others.
  const active = otherFilters(null);
  const countedRows = (own: Filter): SQL => (conditions[own] === null ? sql`matching b where true` : sql`base b where ${passing(own)}`);
  const facet = (kind: LookupKind) => lookupFacet(kind, fromRoster(kind) ? countedInRoster(kind) : countedInMatches(kind, countedRows(kind)), locale);
  const cities = fromRoster("city")
    ? sql`select value as city, catalog_name_key(value) as city_key, artists as n from artist_facet_counts where facet = 'city' and artists > 0`
    : sql`select b.city, b.city_key, count(*) as n from ${countedRows("city")} and b.city is not null group by b.city, b.city_key`;
  const totalCount = fromRoster(null) ? sql`(select artists from artist_facet_counts where facet = 'all')` : sql`(select count(*)::int from matching)`;
  // `base` holds only the artists something counts or shows: those passing every filter but
  // at most the one whose facet they count in. An artist failing two filters is read by no one.
  const counted = FILTERS.filter((filter) => !fromRoster(filter));
  const read = sql.join(
    (counted.length > 0 ? counted : [null]).map((own) => sql`(${allOf(otherFilters(own).map((filter) => conditions[filter]!))})`),
    sql` or `,
  );
  // ts_rank reads each match's document: only the relevance order needs it, and only for the
  // artists passing every filter (the others are counted, never ordered).
  const rank =
    words !== null && sort === "relevance"
      ? sql`case when ${allOf(otherFilters(null).map((filter) => conditions[filter]!))} then ts_rank(a.document, ${words}::tsquery) end`
      : sql`0`;
  // `base` keeps what the counts and the order need, from the narrow listed_artists (migrations 0033 and 0034:
  // listed artists only, so no status or user is checked); a page's other columns are read for its rows alone.
  const result = await db.execute(sql`with
    base as (
      select a.artist_id as id, ${NAMED_ORDERS.has(sort) ? sql`a.name, ` : sql``}a.city, a.city_key, a.review_count, a.created_at,
        a.style_ids, a.type_ids, a.availability_ids, a.rating,
        ${rank} as rank,
        ${sql.join(
          FILTERS.map((filter) => sql`${conditions[filter] ?? sql`true`} as ${sql.raw(OK_COLUMNS[filter])}`),
          sql`, `,
        )}
      from listed_artists a
      where ${textMatch} and (${read})
    ),
    matching as ${active.length > 0 ? sql`materialized` : sql`not materialized`} (select * from base b where ${passing(null)}),
    -- The page is cut first (a bounded top-N sort), then numbered: numbering every match sorted them all, on disk at 100,000.
    -- Only the orders by name carry every match's name; the others read the page's 24 alone.
    page as (
      select b.*, row_number() over (order by ${ORDERS[sort]}) as position
      from (select * from matching b order by ${ORDERS[sort]} limit ${pageSize} offset ${(page - 1) * pageSize}) b
    )
    select
      coalesce(${totalCount}, 0) as total,
      -- Each page row's own artist by its key (lateral; its LIMIT keeps the planner from flattening it): the
      -- generic plan guesses a tenth of the matches for LIMIT $n, and hashed all 100,000 artists and users to join the page.
      (select coalesce(json_agg(json_build_object('id', p.id, 'user', d.name, 'headshotKey', d.headshot_key,
          'artistStyle', d.styles, 'rating', p.rating, 'reviewCount', p.review_count,
          'city', p.city, 'province', d.province, 'badges', d.badges) order by p.position), '[]')
        from page p cross join lateral (
          select u.name, artists.headshot_key, artists.province, ${artistLookupNames("styles", locale)} as styles,
            coalesce((select json_agg(distinct c.kind) from artist_credentials c where c.artist_id = p.id
              and c.kind = any(${BADGES_SQL}) and c.status = 'verified' and c.expires_on > ${today}::date), '[]') as badges
          from artists join users u on u.id = artists.user_id where artists.id = p.id limit 1) d) as items,
      ${facet("styles")} as style,
      ${facet("types")} as type,
      ${facet("availabilities")} as availability,
      ${credentialFacet(countedRows("credentials"), today, locale)} as credential,
      ${cityFacet(cities)} as city`);
  const [row] = executedRows<SearchRow>(result);
  const { total, items, ...facets } = row!;
  return {
    items: items.map((item) => ({
      id: item.id,
      user: item.user,
      headshotUrl: publicArtistFileUrl(files, item.headshotKey),
      artistStyle: item.artistStyle,
      // PostgreSQL's json writes a numeric as a number; the one decimal is kept.
      rating: item.rating === null ? null : Number(item.rating),
      reviewCount: item.reviewCount,
      city: item.city,
      province: item.province,
      badges: ROSTER_BADGES.filter((kind) => item.badges.includes(kind)),
    })),
    total,
    page,
    pageSize,
    facets: facets satisfies ArtistSearchFacets,
  };
}
