import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MAX_TRAVEL_KM, PROVINCES } from "../../platform/contract/places.ts";
import { belongsTo, createdAt, id, oneOf, tsvector, updatedAt } from "../../platform/db/columns.ts";
import { users } from "../accounts/tables.ts";
import { ARTIST_STATUSES } from "./artist-statuses.contract.ts";
import { artistAvailabilities, artistStyles, artistTypes } from "../catalogue/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

export const artists = pgTable(
  "artists",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    bio: text("bio").notNull(),
    experience: text("experience").notNull(),
    status: text("status", { enum: ARTIST_STATUSES }).notNull().default("pending"),
    /** The agency's words when it last rejected the application; cleared when the artist resubmits. */
    rejectionReason: text("rejection_reason"),
    /** When the agency last rejected the application: its documents go its period later (src/features/retention/); null unless rejected. */
    rejectedAt: timestamp("rejected_at", { withTimezone: true, mode: "date" }),
    /**
     * The visible reviews' ratings, summed and counted: the roster sorts and
     * shows the average without reading every review. Kept by the reviews' own writes.
     */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Where the artist lives and how far they travel; null for artists who applied before. */
    city: text("city"),
    /** The city as the search compares it ("Montreal" is "Montréal"): catalog_name_key, migration 0017. */
    cityKey: text("city_key").generatedAlwaysAs(sql`catalog_name_key(city)`),
    province: text("province", { enum: PROVINCES }),
    travelKm: integer("travel_km"),
    /**
     * The roster search's document: name, styles, types, city and bio, accents
     * stripped, in the simple, English and French configurations. Kept by triggers
     * (migration 0024) on every write to the artist, its user's name, its links and the
     * lookups' names, whatever code path makes it. The search reads its copy in listed_artists.
     */
    searchDocument: tsvector("search_document"),
    /** The artist's style, type and availability ids, kept by the same triggers from the links: the search (listed_artists) and facet counts need no join. */
    styleIds: uuid("style_ids").array().notNull().default(sql`'{}'`),
    typeIds: uuid("type_ids").array().notNull().default(sql`'{}'`),
    availabilityIds: uuid("availability_ids").array().notNull().default(sql`'{}'`),
    headshotKey: text("headshot_key").notNull(),
    resumeKey: text("resume_key").notNull(),
    policeCheckKey: text("police_check_key"),
    directDepositKey: text("direct_deposit_key").notNull(),
    referenceLetterKeys: jsonb("reference_letter_keys").$type<[string, string]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("artists_user_idx").on(t.userId),
    index("artists_status_idx").on(t.status),
    index("artists_rejected_at_idx").on(t.rejectedAt).where(sql`${t.rejectedAt} IS NOT NULL`),
    oneOf("artists_status_check", t.status, ARTIST_STATUSES),
    check("artists_rejected_at_check", sql`${t.rejectedAt} IS NULL OR ${t.status} = 'rejected'`),
    oneOf("artists_province_check", t.province, PROVINCES),
    check("artists_travel_km_check", sql`${t.travelKm} between 0 and ${sql.raw(String(MAX_TRAVEL_KM))}`),
  ],
);

export const artistStyleLinks = pgTable(
  "artist_style_links",
  {
    artistId: belongsTo("artist_id", () => artists.id),
    styleId: belongsTo("style_id", () => artistStyles.id),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.styleId] }), index("artist_style_links_style_idx").on(t.styleId)],
);

/**
 * Styles an approved artist added to its profile, awaiting the agency's review:
 * until approved they are not among its styles (roster, job offers). A row is
 * deleted when the agency decides (approval turns it into a style link) or when
 * the artist takes the style off its profile again.
 */
export const artistStyleRequests = pgTable(
  "artist_style_requests",
  {
    id: id(),
    artistId: belongsTo("artist_id", () => artists.id),
    styleId: belongsTo("style_id", () => artistStyles.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("artist_style_requests_pair_idx").on(t.artistId, t.styleId), index("artist_style_requests_style_idx").on(t.styleId)],
);

/**
 * An approved artist's new name or bio, waiting for the agency: until it is
 * approved, the public profile, mails and invoices keep `users.name` and `artists.bio`. One
 * row per artist; an edit while it waits replaces it under a new id (a decision names the
 * version it saw). A null text does not change.
 */
export const artistProfileChanges = pgTable(
  "artist_profile_changes",
  {
    id: id(),
    artistId: belongsTo("artist_id", () => artists.id),
    name: text("name"),
    bio: text("bio"),
    /** When the artist first asked: kept by later edits, so the list keeps its order. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("artist_profile_changes_artist_idx").on(t.artistId),
    index("artist_profile_changes_created_idx").on(t.createdAt, t.id),
    check("artist_profile_changes_asks_something", sql`${t.name} IS NOT NULL OR ${t.bio} IS NOT NULL`),
  ],
);

export const artistTypeLinks = pgTable(
  "artist_type_links",
  {
    artistId: belongsTo("artist_id", () => artists.id),
    typeId: belongsTo("type_id", () => artistTypes.id),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.typeId] })],
);

export const artistAvailabilityLinks = pgTable(
  "artist_availability_links",
  {
    artistId: belongsTo("artist_id", () => artists.id),
    availabilityId: belongsTo("availability_id", () => artistAvailabilities.id),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.availabilityId] })],
);
