import type { ArtistListItem } from "./features/artists/artists.contract.ts";
import type { Service, Testimonial } from "./features/catalogue/catalog.contract.ts";
import type { FaqEntry } from "./features/catalogue/faq.contract.ts";
import type { AppDeps } from "./deps.ts";
import { CACHE_KEYS, localizedKey } from "./platform/http/cache-keys.ts";
import type { Versioned } from "./platform/http/json-cache.ts";
import type { Locale } from "./platform/i18n/locales.ts";
import { listApprovedArtists } from "./features/artists/artists.ts";
import { listServices, listTestimonials } from "./features/catalogue/catalog.ts";
import { listFaq } from "./features/catalogue/faq.ts";

/**
 * The public lists for server-rendered pages, read through the same cache entries
 * as their API routes: a page and its list endpoint never disagree, and a page
 * view costs no query while the entry is fresh. Each comes with its version, so a
 * rendered page can be reused until one of its lists changes. Each list is read
 * in the page's language (the agency's French, English where there is none),
 * from that language's entry.
 */
export const loadServices = ({ cache, db }: AppDeps, locale: Locale): Promise<Versioned<Service[]>> =>
  cache.versioned(localizedKey(CACHE_KEYS.services, locale), () => listServices(db, locale));

export const loadTestimonials = ({ cache, db }: AppDeps, locale: Locale): Promise<Versioned<Testimonial[]>> =>
  cache.versioned(localizedKey(CACHE_KEYS.testimonials, locale), () => listTestimonials(db, locale));

export const loadFaq = ({ cache, db }: AppDeps, locale: Locale): Promise<Versioned<FaqEntry[]>> =>
  cache.versioned(localizedKey(CACHE_KEYS.faq, locale), () => listFaq(db, locale));

export const loadRoster = ({ cache, db, files }: AppDeps, locale: Locale): Promise<Versioned<ArtistListItem[]>> =>
  cache.versioned(localizedKey(CACHE_KEYS.roster, locale), () => listApprovedArtists(db, files, locale));
