import { type SQL, sql } from "drizzle-orm";
import { type Database, executedRows } from "../../db/client.ts";
import type { ArtistSearchFacets, ArtistSearchResult, ArtistSearchSort, CityFacet, LookupFacet } from "../contracts/artist-search.ts";
import type { ArtistSearchQuery } from "../contracts/artists.ts";
import type { LookupKind } from "../contracts/catalog.ts";
import type { Province } from "../contracts/places.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import type { FileStore } from "../storage/file-store.ts";
import { publicArtistFileUrl } from "./artist-files.ts";
import { artistLookupNames } from "./artists.ts";
import { inLocaleSql, LOOKUP_TABLES } from "./catalog.ts";

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

/** The `artists` column holding each lookup's ids (kept from the links by the search triggers, migration 0020). */
const ID_COLUMNS: Record<LookupKind, SQL> = {
  styles: sql.raw("style_ids"),
  types: sql.raw("type_ids"),
  availabilities: sql.raw("availability_ids"),
};

/** Whether the artist `a` has one of `ids` in the lookup `kind` (true when no id is asked). */
const hasAny = (kind: LookupKind, ids: string[]): SQL => (ids.length === 0 ? sql`true` : sql`a.${ID_COLUMNS[kind]} && ${uuidArray(ids)}`);

/** A lookup's facet: each item in the agency's order, with the matching artists (`where`, on `b`) that have it. */
function lookupFacet(kind: LookupKind, where: SQL, locale: Locale): SQL {
  const table = LOOKUP_TABLES[kind];
  const name = inLocaleSql(locale, table.name, table.nameFr);
  return sql`(select coalesce(json_agg(json_build_object('id', ${table.id}, 'name', ${name}, 'count', coalesce(c.n, 0))
      order by ${table.sortOrder}, ${name}), '[]')
    from ${table} left join (select item, count(*) as n from base b cross join unnest(b.${ID_COLUMNS[kind]}) as item where ${where} group by item) c
      on c.item = ${table.id})`;
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
  }[];
  style: LookupFacet[];
  type: LookupFacet[];
  availability: LookupFacet[];
  city: CityFacet[];
}

/**
 * The roster search (issue 22): approved artists of active accounts matching `q`
 * (full text over name, styles, types, city and bio, accents ignored, English and
 * French stemming, typos forgiven: `artist_search_query`, migration 0020) and the
 * filters (any of the ids within a filter, every filter at once), a page in `sort`'s
 * order, and the facets. One statement on PGlite and PostgreSQL alike: the matching
 * artists are read once and every count comes from them.
 */
export async function searchArtists(db: Database, files: FileStore, query: ArtistSearchQuery, locale: Locale = DEFAULT_LOCALE): Promise<ArtistSearchResult> {
  const { page, pageSize } = query;
  const city = query.city ?? null;
  const sort = query.sort === "relevance" && !query.q ? "relevanceWithoutQuery" : query.sort;
  // `search` is materialized: the query is built once, not once per artist. Without words there is
  // no text condition at all: `tsq is null or ...` made the planner expect 1% of the roster and
  // look each artist's user up by index (95,000 lookups at 100,000 artists) instead of hashing users once.
  const text = query.q
    ? {
        search: sql`search as materialized (select artist_search_query(${query.q}::text) as tsq),`,
        from: sql`cross join search s`,
        where: sql`and (s.tsq is null or a.search_document @@ s.tsq)`,
        rank: sql`coalesce(ts_rank(a.search_document, s.tsq), 0)`,
      }
    : { search: sql``, from: sql``, where: sql``, rank: sql`0` };
  // `base` keeps what the counts and the order need; a page's other columns are read for its rows alone.
  const result = await db.execute(sql`with ${text.search}
    base as (
      select a.id, u.name, a.city, a.city_key, a.review_count, a.created_at, a.style_ids, a.type_ids, a.availability_ids,
        case when a.review_count > 0 then round(a.rating_sum::numeric / a.review_count, 1) end as rating,
        ${text.rank} as rank,
        ${hasAny("styles", query.style)} as style_ok,
        ${hasAny("types", query.type)} as type_ok,
        ${hasAny("availabilities", query.availability)} as availability_ok,
        (${city}::text is null or a.city_key = catalog_name_key(${city}::text)) as city_ok
      from artists a join users u on u.id = a.user_id ${text.from}
      where a.status = 'approved' and u.status = 'active' ${text.where}
    ),
    matching as (select * from base b where b.style_ok and b.type_ok and b.availability_ok and b.city_ok),
    -- The page is cut first (a bounded top-N sort), then numbered: numbering every match sorted them all, on disk at 100,000.
    page as (
      select b.*, row_number() over (order by ${ORDERS[sort]}) as position
      from (select * from matching b order by ${ORDERS[sort]} limit ${pageSize} offset ${(page - 1) * pageSize}) b
    )
    select
      (select count(*)::int from matching) as total,
      (select coalesce(json_agg(json_build_object('id', p.id, 'user', p.name, 'headshotKey', artists.headshot_key,
          'artistStyle', ${artistLookupNames("styles", locale)}, 'rating', p.rating, 'reviewCount', p.review_count,
          'city', p.city, 'province', artists.province) order by p.position), '[]')
        from page p join artists on artists.id = p.id) as items,
      ${lookupFacet("styles", sql`b.type_ok and b.availability_ok and b.city_ok`, locale)} as style,
      ${lookupFacet("types", sql`b.style_ok and b.availability_ok and b.city_ok`, locale)} as type,
      ${lookupFacet("availabilities", sql`b.style_ok and b.type_ok and b.city_ok`, locale)} as availability,
      (select coalesce(json_agg(json_build_object('name', c.name, 'count', c.n) order by c.n desc, c.name), '[]')
        from (select min(b.city) as name, count(*)::int as n from base b
          where b.city is not null and b.style_ok and b.type_ok and b.availability_ok group by b.city_key) c) as city`);
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
    })),
    total,
    page,
    pageSize,
    facets: facets satisfies ArtistSearchFacets,
  };
}
