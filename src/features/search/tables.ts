import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { keyedBy, tsvector } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * Every word of the artists' names, styles, types and cities (accents stripped, lower
 * case), kept by the search triggers: a search word with a typo finds its nearest words
 * here by trigram similarity (the pg_trgm documentation's pattern), and those words go
 * into the full-text query. Words no artist uses any more stay; they match nothing.
 */
export const artistSearchTerms = pgTable("artist_search_terms", { term: text("term").primaryKey() }, (t) => [
  index("artist_search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops")),
]);

/**
 * How many listed artists (approved, their user active) the roster holds, and how many
 * have each style, type, availability and city: the unfiltered
 * search's total and facets without reading 100,000 artists. `facet` is 'all' (value ''),
 * 'style', 'type', 'availability' (value: the item's id) or 'city' (value: the city as
 * written; the search groups spellings by catalog_name_key). Kept by triggers on artists
 * and users (migration 0032), whatever code path writes them.
 */
export const artistFacetCounts = pgTable(
  "artist_facet_counts",
  {
    facet: text("facet", { enum: ["all", "style", "type", "availability", "city"] }).notNull(),
    value: text("value").notNull(),
    artists: integer("artists").notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);

/**
 * The listed artists (approved, their user active) as the roster search reads them:
 * only the columns it filters, counts and orders on, so counting
 * 70,000 text matches reads narrow rows, not the artists' 1.1 KB ones, and joins no
 * user. Kept by triggers on artists and users (migration 0034), whatever code path
 * writes them; the artist's row stays the source.
 */
export const listedArtists = pgTable(
  "listed_artists",
  {
    artistId: keyedBy("artist_id", () => artists.id),
    /** The user's name: the orders by name. */
    name: text("name").notNull(),
    document: tsvector("document"),
    styleIds: uuid("style_ids").array().notNull(),
    typeIds: uuid("type_ids").array().notNull(),
    availabilityIds: uuid("availability_ids").array().notNull(),
    city: text("city"),
    cityKey: text("city_key"),
    /** The average rating to one decimal, null without reviews. */
    rating: numeric("rating"),
    reviewCount: integer("review_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("listed_artists_document_idx").using("gin", t.document), index("listed_artists_city_key_idx").on(t.cityKey)],
);
