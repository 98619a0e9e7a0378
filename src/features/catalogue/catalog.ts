import { asc, type Column, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import {
  artistAvailabilities,
  artistAvailabilityLinks,
  artistStyleLinks,
  artistStyles,
  artistTypeLinks,
  artistTypes,
  services,
  testimonials,
} from "../../../db/schema.ts";
import type { LookupItem, LookupKind, Service, Testimonial } from "./catalog.contract.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";

export const LOOKUP_TABLES = {
  styles: artistStyles,
  types: artistTypes,
  availabilities: artistAvailabilities,
} as const satisfies Record<LookupKind, unknown>;

/** How artists link to each lookup list: the link table, its column naming the item and the one naming the artist. */
export const ARTIST_LOOKUP_LINKS = {
  styles: { links: artistStyleLinks, item: artistStyleLinks.styleId, artist: artistStyleLinks.artistId },
  types: { links: artistTypeLinks, item: artistTypeLinks.typeId, artist: artistTypeLinks.artistId },
  availabilities: { links: artistAvailabilityLinks, item: artistAvailabilityLinks.availabilityId, artist: artistAvailabilityLinks.artistId },
} as const satisfies Record<LookupKind, unknown>;

/**
 * The agency's content in `locale`: the French text when there is one,
 * the English one when the French field is null or blank.
 */
export const inLocale = (locale: Locale, english: string, french: string | null): string => (locale !== DEFAULT_LOCALE && french?.trim() ? french : english);

/** The same choice in SQL: `english` unless `locale` is French and `french` is not blank. */
export const inLocaleSql = (locale: Locale, english: Column, french: Column): SQL<string> =>
  locale === DEFAULT_LOCALE ? sql<string>`${english}` : sql<string>`coalesce(nullif(trim(${french}), ''), ${english})`;

export const toService = (s: typeof services.$inferSelect, locale: Locale = DEFAULT_LOCALE): Service => ({
  id: s.id,
  name: inLocale(locale, s.name, s.nameFr),
  serviceImage: s.image,
});

export const toTestimonial = (t: typeof testimonials.$inferSelect, locale: Locale = DEFAULT_LOCALE): Testimonial => ({
  id: t.id,
  // A person's name: the same in every language.
  name: t.name,
  degination: inLocale(locale, t.designation, t.designationFr),
  rating: t.rating,
  description: inLocale(locale, t.description, t.descriptionFr),
  image: t.image,
});

export const serviceRows = (db: Database) => db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name));

export const testimonialRows = (db: Database) => db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));

/** The public services, in `locale` (English by default: the spec's wire values). */
export async function listServices(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<Service[]> {
  return (await serviceRows(db)).map((s) => toService(s, locale));
}

/** The public testimonials, in `locale`. */
export async function listTestimonials(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<Testimonial[]> {
  return (await testimonialRows(db)).map((t) => toTestimonial(t, locale));
}

/** The `deps.cache` entry of a public lookup list (the other lists' are CACHE_KEYS, src/platform/http/cache-keys.ts). */
export const lookupCacheKey = (kind: LookupKind) => `lookup:${kind}`;

/** A public lookup list, its names in `locale`, in the agency's order. */
export async function listLookup(db: Database, kind: LookupKind, locale: Locale = DEFAULT_LOCALE): Promise<LookupItem[]> {
  const table = LOOKUP_TABLES[kind];
  const name = inLocaleSql(locale, table.name, table.nameFr);
  return db.select({ id: table.id, name }).from(table).orderBy(asc(table.sortOrder), asc(name));
}
