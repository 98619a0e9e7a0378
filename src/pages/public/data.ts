import type { ArtistListItem } from "../../contracts/artists.ts";
import type { Service, Testimonial } from "../../contracts/catalog.ts";
import type { AppDeps } from "../../deps.ts";
import { CACHE_KEYS } from "../../http/cache-keys.ts";
import type { Versioned } from "../../http/json-cache.ts";
import { listApprovedArtists } from "../../domain/artists.ts";
import { listServices, listTestimonials } from "../../domain/catalog.ts";

/**
 * The public lists for server-rendered pages, read through the same cache entries
 * as their API routes: a page and its list endpoint never disagree, and a page
 * view costs no query while the entry is fresh. Each comes with its version, so a
 * rendered page can be reused until one of its lists changes.
 */
export const loadServices = ({ cache, db }: AppDeps): Promise<Versioned<Service[]>> => cache.versioned(CACHE_KEYS.services, () => listServices(db));

export const loadTestimonials = ({ cache, db }: AppDeps): Promise<Versioned<Testimonial[]>> =>
  cache.versioned(CACHE_KEYS.testimonials, () => listTestimonials(db));

export const loadRoster = ({ cache, db, files }: AppDeps): Promise<Versioned<ArtistListItem[]>> =>
  cache.versioned(CACHE_KEYS.roster, () => listApprovedArtists(db, files));
