import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from "../i18n/locales.ts";

/**
 * The entries of `deps.cache` that public lists and pages read (the catalogue's lookup lists name theirs:
 * `lookupCacheKey`). The API routes
 * and the SSR pages read the same entries; src/cache-invalidation.ts
 * drops them when a domain event says their content changed.
 *
 * Each list is kept once per language (the agency's content has French
 * fields): `localizedKey` names the entry of one language, `inEveryLocale` all of
 * them, for the subscriber that drops a changed list.
 */
export const CACHE_KEYS = {
  roster: "artists:roster",
  /** The roster search's unfiltered first page with its facets: changes with the roster. */
  rosterSearch: "artists:search",
  services: "services",
  testimonials: "testimonials",
  /** The FAQ's questions (the /faq pages). */
  faq: "faq",
} as const;

/** The entry of `key` in `locale`: English keeps the bare key, French is `key@fr`. */
export const localizedKey = (key: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? key : `${key}@${locale}`);

/** The language of an entry, from its key (`localizedKey` read back): `key@fr` is French, a bare key English. */
export function localeOfKey(key: string): Locale {
  const suffix = key.slice(key.lastIndexOf("@") + 1);
  return key.includes("@") && isLocale(suffix) ? suffix : DEFAULT_LOCALE;
}

/** The entries of `keys` in every language. */
export const inEveryLocale = (...keys: string[]): string[] => LOCALES.flatMap((locale) => keys.map((key) => localizedKey(key, locale)));

/**
 * Marks a reply of a list kept per language as depending on `Accept-Language`,
 * besides `Accept-Encoding` (set by the cache), so a shared cache keeps one copy
 * per language. The reply is a fresh Response: its headers are its own.
 */
export function varyByLanguage<R extends Response>(reply: R): R {
  reply.headers.append("Vary", "Accept-Language");
  return reply;
}
