import { sql } from "drizzle-orm";
import { TAX_KINDS } from "../src/contracts/invoice.ts";
import { MAX_TRAVEL_KM, PROVINCES } from "../src/contracts/places.ts";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Ids are UUIDv7: time-ordered, so inserts stay cheap and "newest first" is an index scan. */
const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => Bun.randomUUIDv7());
/** PostgreSQL's full-text document; drizzle has no column type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * A catalog item's name as its list compares it: "Ballet", "ballet" and
 * "Bállet" are one name. `catalog_name_key` is an IMMUTABLE SQL function (lower case,
 * accents stripped after NFD) created by migration 0017, so a unique index can use it
 * on PGlite and PostgreSQL alike (the `unaccent` extension is not IMMUTABLE, nor in PGlite).
 */
const uniqueCatalogName = (indexName: string, column: AnyPgColumn) => uniqueIndex(indexName).on(sql`catalog_name_key(${column})`);

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["client", "artist", "admin"] }).notNull(),
    /** The language the user chose: "en" | "fr", null until they choose; their mail goes in it. */
    locale: text("locale", { enum: ["en", "fr"] }),
    /** When the user proved they read mail at `email`; null until then. They can use the product meanwhile. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    /**
     * "disabled": the agency shut the account (login answers 403, sessions revoked).
     * "deleted": the user erased it; the row stays, anonymised, so the agency's bookings keep their party.
     */
    status: text("status", { enum: ["active", "disabled", "deleted"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('client', 'artist', 'admin')`),
    check("users_locale_check", sql`${t.locale} in ('en', 'fr')`),
    check("users_status_check", sql`${t.status} in ('active', 'disabled', 'deleted')`),
  ],
);

/**
 * Signed-in sessions. The cookie carries a random secret; only its SHA-256 is
 * stored, so a leaked table signs nobody in. Every request and socket is checked
 * against a row (through a cache that `session.revoked` clears on every
 * instance); logout deletes the row, a password or role change deletes all of
 * the user's rows. `last_seen_at` is written at most once a minute per session.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const artists = pgTable(
  "artists",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio").notNull(),
    experience: text("experience").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    /** The agency's words when it last rejected the application; cleared when the artist resubmits. */
    rejectionReason: text("rejection_reason"),
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
    check("artists_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("artists_province_check", sql`${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(", "))})`),
    check("artists_travel_km_check", sql`${t.travelKm} between 0 and ${sql.raw(String(MAX_TRAVEL_KM))}`),
  ],
);

const lookup = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      name: text("name").notNull(),
      /** The French name; null or empty: the English one is shown. */
      nameFr: text("name_fr"),
      sortOrder: integer("sort_order").notNull().default(0),
      createdAt: createdAt(),
    },
    (t) => [uniqueCatalogName(`${name}_name_key_idx`, t.name)],
  );

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
    artistId: uuid("artist_id")
      .primaryKey()
      .references(() => artists.id, { onDelete: "cascade" }),
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

export const artistStyles = lookup("artist_styles");
export const artistTypes = lookup("artist_types");
export const artistAvailabilities = lookup("artist_availabilities");

export const artistStyleLinks = pgTable(
  "artist_style_links",
  {
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    styleId: uuid("style_id")
      .notNull()
      .references(() => artistStyles.id, { onDelete: "cascade" }),
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
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    styleId: uuid("style_id")
      .notNull()
      .references(() => artistStyles.id, { onDelete: "cascade" }),
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
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
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
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    typeId: uuid("type_id")
      .notNull()
      .references(() => artistTypes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.typeId] })],
);

export const artistAvailabilityLinks = pgTable(
  "artist_availability_links",
  {
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    availabilityId: uuid("availability_id")
      .notNull()
      .references(() => artistAvailabilities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.availabilityId] })],
);

/**
 * When an artist is free each week (the booking rules): windows of a weekday, in minutes of
 * the job's local day (0 Sunday; `to_minute` 1440 is midnight at the day's end), merged so
 * none overlaps or touches another of its day. No row: free any time.
 */
export const artistWeeklyHours = pgTable(
  "artist_weekly_hours",
  {
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    fromMinute: integer("from_minute").notNull(),
    toMinute: integer("to_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.day, t.fromMinute] }),
    check("artist_weekly_hours_day_check", sql`${t.day} between 0 and 6`),
    check("artist_weekly_hours_minutes_check", sql`${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.toMinute} > ${t.fromMinute}`),
  ],
);

/** Days an artist is away (the booking rules): whole local days, both included, with the artist's note. */
export const artistBlackouts = pgTable(
  "artist_blackouts",
  {
    id: id(),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("artist_blackouts_artist_idx").on(t.artistId, t.lastDay), check("artist_blackouts_days_check", sql`${t.lastDay} >= ${t.firstDay}`)],
);

export const clients = pgTable(
  "clients",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studioName: text("studio_name").notNull(),
    studioDirector: text("studio_director").notNull(),
    address: text("address").notNull(),
    contactNumber: text("contact_number").notNull(),
    /**
     * Where the studio is: its invoices' sales tax follows it. Null for studios
     * registered before; the studio's dashboard asks for it on the next visit.
     */
    province: text("province", { enum: PROVINCES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clients_user_idx").on(t.userId),
    check("clients_province_check", sql`${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(", "))})`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: id(),
    name: text("name").notNull(),
    /** The French name; null or empty: the English one is shown. */
    nameFr: text("name_fr"),
    /** A URL: a shipped image (/images/...) or an uploaded one (/files/...). */
    image: text("image").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueCatalogName("services_name_key_idx", t.name)],
);

/**
 * The public FAQ, edited in the console in both languages. An empty
 * French question or answer shows the English one.
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    questionFr: text("question_fr"),
    answerFr: text("answer_fr"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueCatalogName("faq_entries_question_key_idx", t.question)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    /** French designation and description; null or empty: the English ones are shown. The name is a person's. */
    designationFr: text("designation_fr"),
    rating: integer("rating").notNull(),
    description: text("description").notNull(),
    descriptionFr: text("description_fr"),
    image: text("image").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} between 1 and 5`), uniqueCatalogName("testimonials_name_key_idx", t.name)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    studioName: text("studio_name").notNull(),
    style: text("style").notNull(),
    /** Dollars per hour. */
    rate: numeric("rate", { precision: 10, scale: 2, mode: "number" }).notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Weekly classes: the days of the week the job meets (0 Sunday, as in JavaScript); null: every day. */
    weekdays: smallint("weekdays").array(),
    /** `draft`: a duplicate only its studio sees, until the studio posts it (then `pending`); see SPEC §4. */
    status: text("status", { enum: ["draft", "pending", "confirmed", "completed", "cancelled"] })
      .notNull()
      .default("pending"),
    /** Set by the admin's confirm; the agency may reassign the job to another applicant. */
    confirmedArtistId: uuid("confirmed_artist_id").references(() => artists.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    /**
     * The job's calendar version (RFC 5545 SEQUENCE): bumped by a trigger
     * (db/migrations/0027_job_calendar_sequence_trigger.sql) whenever a column a calendar
     * shows changes, whoever writes it. The agency's reschedule checks it to refuse a stale edit.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** The zone its dates and times are read in (migration 0040, `zoneOfJob` in src/domain/time-zones.ts): its studio's province's. */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_client_status_idx").on(t.clientId, t.status),
    index("jobs_status_style_idx").on(t.status, t.style, t.endDate),
    // Pending jobs by age, read backwards for "newest first": an artist's offers page stops after its rows instead of sorting them all.
    index("jobs_status_created_idx").on(t.status, t.createdAt, t.id),
    // Every job by age, for the admin's list of all statuses: a page reads its rows, not a sort of the whole table.
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_confirmed_artist_idx").on(t.confirmedArtistId),
    check("jobs_status_check", sql`${t.status} in ('draft', 'pending', 'confirmed', 'completed', 'cancelled')`),
    check("jobs_rate_check", sql`${t.rate} > 0`),
    check("jobs_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("jobs_weekdays_check", sql`${t.weekdays} IS NULL OR (cardinality(${t.weekdays}) between 1 and 7 AND ${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[])`),
  ],
);

/** A session of a job the studio or the agency called off (the job itself goes on); `date` is the day it starts. */
export const jobSessionCancellations = pgTable(
  "job_session_cancellations",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.date] })],
);

/**
 * How many pending jobs each style has, by end date: what an artist's offers
 * total is summed from (counting ~2,800 index entries on every
 * request was most of PostgreSQL's work on the offers page). Kept exact by
 * statement triggers on `jobs` (db/migrations/0003_job_offer_counts_triggers.sql),
 * so no writer has to remember it and no reader sees it stale.
 */
export const jobOfferCounts = pgTable(
  "job_offer_counts",
  {
    style: text("style").notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pending: integer("pending").notNull(),
  },
  (t) => [primaryKey({ columns: [t.style, t.endDate] })],
);

/**
 * A studio's review of the artist who did one of its completed jobs:
 * one per job (the unique index settles two posts racing), the artist's one reply,
 * and the agency's hiding with its reason. `artists.rating_sum` and `review_count`
 * follow the visible rows through statement triggers
 * (db/migrations/0022_review_counters_triggers.sql), whatever writes them.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "date" }),
    hidden: boolean("hidden").notNull().default(false),
    /** The agency's reason when it hid the review; cleared when it shows it again. */
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_job_idx").on(t.jobId),
    // An artist's visible reviews, newest first: the profile and its public list read a page of this index.
    index("reviews_artist_created_idx").on(t.artistId, t.createdAt, t.id).where(sql`not ${t.hidden}`),
    // Every review by age, for the agency's list.
    index("reviews_created_idx").on(t.createdAt, t.id),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_applications_job_artist_idx").on(t.jobId, t.artistId), index("job_applications_artist_idx").on(t.artistId)],
);

/**
 * A studio's shortlist: the artists it saved, newest first. One row per
 * studio and artist, so saving twice is one row.
 */
export const clientFavourites = pgTable(
  "client_favourites",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.artistId] }), index("client_favourites_client_created_idx").on(t.clientId, t.createdAt)],
);

/**
 * The artists a studio named when posting a job: the agency sees them first
 * among the applicants, and they hear of the job even when their styles do not match.
 */
export const jobPreferredArtists = pgTable(
  "job_preferred_artists",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.artistId] }), index("job_preferred_artists_artist_idx").on(t.artistId)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
    /** When a socket of the receiver first had it (sent / delivered / read). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("chat_messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("chat_messages_receiver_idx").on(t.receiverId, t.readAt),
    // A socket joining marks what waited for it as delivered: found without reading the receiver's whole history.
    index("chat_messages_undelivered_idx").on(t.receiverId).where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * Each person's latest message with each other person: the agency's inbox reads
 * one row per conversation instead of every message ever sent (it grew with the
 * history: 15 ms after 12,000 messages). Kept by a statement trigger on
 * chat_messages (db/migrations/0005_chat_threads_triggers.sql), in the same
 * transaction as the message. A message from A to B moves both A's and B's row.
 */
export const chatThreads = pgTable(
  "chat_threads",
  {
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageId: uuid("last_message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.partnerId] })],
);

export const contacts = pgTable("contacts", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Facts about the installation itself, e.g. which seed steps have run (so a deliberately emptied list is not refilled). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Replies to requests sent with an `Idempotency-Key` header (src/http/idempotency.ts):
 * a retry with the same key gets the first reply instead of doing the change twice.
 * Scoped to the signed-in user (`user:<id>`) or, for anonymous calls, the client
 * address (`ip:<address>`). `status_code` is null while the first request runs;
 * `body_hash` is null until its body has been read (a multipart body is hashed as it
 * streams). Rows older than 24 hours are purged.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    bodyHash: text("body_hash"),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Single-use secrets mailed to a user: verify an address, reset a
 * password, confirm a new address. Only the token's hash is stored; `email` is the
 * address the token proves (the new one for "change_email"). A token is spent by
 * setting `used_at`, in the same transaction as the change it allows.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_idx").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email')`),
  ],
);

/**
 * A user's private calendar feed: `GET /calendar/<token>.ics`. The token is
 * derived from `seed` under a key of JWT_SECRET (src/calendar/feed-tokens.ts), so the
 * settings screen can show it again while a leaked table names no feed; it is found by
 * its SHA-256 (`token_hash`). Reset: a new seed, the old link answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    seed: text("seed").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash)],
);

/**
 * Mail waiting to go, written in the same transaction as the change that causes
 * it. A worker claims due rows with FOR UPDATE SKIP LOCKED, so with
 * several instances each row goes once; claiming pushes `next_attempt_at` ahead as
 * a lease, so a row whose sender died is tried again when the lease ends. After
 * the last try a row is "dead" and shows in the console. `params` holds what the
 * template needs; the mail is rendered when sent, in `locale`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    template: text("template").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    status: text("status", { enum: ["pending", "sent", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'dead')`),
    check("mail_outbox_locale_check", sql`${t.locale} in ('en', 'fr')`),
  ],
);

/**
 * What happened to a user, newest first in their bell. Title and body
 * are rendered when read, in the reader's language, from `kind` and `params`.
 * `dedupe_key` names the happening ("job.confirmed:<jobId>"): one notification
 * per user and happening, however often the event is delivered or whichever
 * instance writes it first (INSERT … ON CONFLICT DO NOTHING).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    /** A site path without language prefix: the job, profile or conversation it is about. */
    link: text("link").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A user's choice per notification kind: e-mail on or off. No row: on. In-app is always on. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Chat mail digests: one mail per conversation at most every 15
 * minutes to a user who had no open socket. `pending_since` is the first unmailed
 * message's time (null: nothing waiting); `last_mailed_at` spaces the mails.
 */
export const chatMailDigests = pgTable(
  "chat_mail_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pendingSince: timestamp("pending_since", { withTimezone: true, mode: "date" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] }), index("chat_mail_digests_pending_idx").on(t.pendingSince)],
);

/**
 * Every rate limit's windows: sign-in, sign-up, mailed links,
 * the contact form, the password checks and each signed-in user's write budgets.
 * Kept here so that every instance draws on one budget per caller. `key` is a
 * SHA-256 of the address or user id: no address is stored. A window keeps its end
 * (not its start), so one statement can count calls of limiters with different
 * windows. A lost count in a crash costs nothing.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_windows_end_idx").on(t.windowEnd)],
);

/**
 * Canadian sales tax by province or territory: one row per tax the
 * province charges (Québec: GST and QST; Ontario: HST alone). Seeded by migration
 * 0029, edited by the agency in its console; an invoice copies the rows it was
 * issued with, so a change reaches the next invoices only. `rate_ppm`: parts per
 * million (13 % is 130000, 9.975 % is 99750), so money stays in integers.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    province: text("province", { enum: PROVINCES }).notNull(),
    kind: text("kind", { enum: TAX_KINDS }).notNull(),
    ratePpm: integer("rate_ppm").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.province, t.kind] }),
    check("tax_rates_province_check", sql`${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(", "))})`),
    check("tax_rates_kind_check", sql`${t.kind} in (${sql.raw(TAX_KINDS.map((k) => `'${k}'`).join(", "))})`),
    check("tax_rates_rate_check", sql`${t.ratePpm} between 0 and 500000`),
  ],
);

/**
 * Who bills the studios: the agency's legal name, address and GST/HST
 * registration number, printed on every invoice (each invoice keeps a copy). One
 * row (id 1), seeded by migration 0029, edited in the console.
 */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    taxNumber: text("tax_number").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("agency_settings_single_row_check", sql`${t.id} = 1`)],
);

/**
 * The last number issued per series and year: "INV" 2026 at 123 is
 * INV-2026-000123 issued. The next number is an upsert `… RETURNING last` in the
 * invoice's own transaction: the row lock makes concurrent issuers (any instance)
 * wait their turn, and a rolled-back invoice gives its number back, so numbers
 * have no gaps.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series", { enum: ["INV", "CN"] }).notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("invoice_counters_series_check", sql`${t.series} in ('INV', 'CN')`)],
);

/** One day of an invoice, as issued: the amount is rounded from the minutes (half up, per line). */
export interface IssuedInvoiceLine {
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
}

/** One tax of an invoice, with the rate it was issued with (parts per million). */
export interface IssuedInvoiceTax {
  kind: (typeof TAX_KINDS)[number];
  ratePpm: number;
  amountCents: number;
}

/**
 * Invoices and credit notes. An invoice is issued in the transaction
 * that completes its job (one per job: the partial unique index); a credit note
 * cancels one invoice with the same lines and taxes negated. Everything is copied
 * at issue (agency, studio, rates), and a trigger (migration 0030) refuses any
 * change but `paid_at` and any deletion: a row, once issued, says what was billed.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").notNull(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    /** The confirmed artist, for the agency's payouts. */
    artistId: uuid("artist_id").references(() => artists.id, { onDelete: "restrict" }),
    artistName: text("artist_name").notNull(),
    style: text("style").notNull(),
    creditedInvoiceId: uuid("credited_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    province: text("province", { enum: PROVINCES }).notNull(),
    agencyLegalName: text("agency_legal_name").notNull(),
    agencyAddress: text("agency_address").notNull(),
    agencyTaxNumber: text("agency_tax_number").notNull(),
    studioName: text("studio_name").notNull(),
    studioDirector: text("studio_director").notNull(),
    studioAddress: text("studio_address").notNull(),
    studioEmail: text("studio_email").notNull(),
    lines: jsonb("lines").$type<IssuedInvoiceLine[]>().notNull(),
    taxes: jsonb("taxes").$type<IssuedInvoiceTax[]>().notNull(),
    /** Total hours in minutes, for the month's totals without reading the lines. */
    minutes: integer("minutes").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** Its job's zone when issued (migration 0040): the invoice's dates are read there, on the document and in the books. */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    // One invoice per job, whatever retries or races: the completion's second try finds it.
    uniqueIndex("invoices_job_invoice_idx").on(t.jobId).where(sql`${t.kind} = 'invoice'`),
    // One credit note per invoice: it cancels the whole invoice.
    uniqueIndex("invoices_credited_idx").on(t.creditedInvoiceId),
    index("invoices_client_issued_idx").on(t.clientId, t.issuedAt, t.id),
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoices_credit_check", sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`),
    check("invoices_total_check", sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check("invoices_amounts_check", sql`abs(${t.totalCents}) < 1000000000000000`),
  ],
);

/**
 * Scheduled backups (migration 0038): one row per run, the console's last backup.
 * At most one `running` row (a partial unique index), claimed by an insert; `heartbeat_at`
 * moves while its instance writes the archive, and a row whose heartbeat stopped is marked
 * failed by the next claim. Left out of the backups themselves: it belongs to the place.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    status: text("status", { enum: ["running", "succeeded", "failed"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    /** The archive's name in BACKUP_DIR, once written. */
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Why the run failed, as the error said it. */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("backup_runs_one_running_idx").on(sql`(true)`).where(sql`${t.status} = 'running'`),
    index("backup_runs_started_idx").on(t.startedAt),
    check("backup_runs_status_check", sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);
