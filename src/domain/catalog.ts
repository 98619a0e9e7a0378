import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { artistAvailabilities, artistStyles, artistTypes, services, testimonials } from "../../db/schema.ts";
import type { LookupItem, LookupKind, Service, Testimonial } from "../contracts/catalog.ts";

export const LOOKUP_TABLES = {
  styles: artistStyles,
  types: artistTypes,
  availabilities: artistAvailabilities,
} as const satisfies Record<LookupKind, unknown>;

export const toService = (s: typeof services.$inferSelect): Service => ({ id: s.id, name: s.name, serviceImage: s.image });

export const toTestimonial = (t: typeof testimonials.$inferSelect): Testimonial => ({
  id: t.id,
  name: t.name,
  degination: t.designation,
  rating: t.rating,
  description: t.description,
  image: t.image,
});

export async function listServices(db: Database): Promise<Service[]> {
  const rows = await db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map(toService);
}

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map(toTestimonial);
}

export async function listLookup(db: Database, kind: LookupKind): Promise<LookupItem[]> {
  const table = LOOKUP_TABLES[kind];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.sortOrder), asc(table.name));
}
