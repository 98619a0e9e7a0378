import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { artistAvailabilities, artistStyles, artistTypes, services, testimonials } from "../../db/schema.ts";
import type { LookupItem, LookupKind, Service, Testimonial } from "../contracts/catalog.ts";

export const LOOKUP_TABLES = {
  styles: artistStyles,
  types: artistTypes,
  availabilities: artistAvailabilities,
} as const satisfies Record<LookupKind, unknown>;

export async function listServices(db: Database): Promise<Service[]> {
  const rows = await db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map((s) => ({ id: s.id, name: s.name, serviceImage: s.image }));
}

export async function listTestimonials(db: Database): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    degination: t.designation,
    rating: t.rating,
    description: t.description,
    image: t.image,
  }));
}

export async function listLookup(db: Database, kind: LookupKind): Promise<LookupItem[]> {
  const table = LOOKUP_TABLES[kind];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.name));
}
