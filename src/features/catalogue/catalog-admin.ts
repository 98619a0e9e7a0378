import { type ApiMessage, msg } from "../../platform/i18n/api-messages.ts";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistAvailabilityLinks, artistStyleLinks, artistTypeLinks, type faqEntries, jobs, services, testimonials } from "../../../db/schema.ts";
import type {
  AdminLookupEntry,
  AdminLookupItem,
  AdminService,
  AdminTestimonial,
  LookupItemInput,
  ServiceCreateInput,
  ServiceUpdateInput,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from "./catalog-admin.contract.ts";
import type { LookupKind } from "./catalog.contract.ts";
import { isPublicKey, type FileStore } from "../../platform/storage/file-store.ts";
import { checkUpload, UPLOAD_RULES } from "../../platform/storage/uploads.ts";
import { LOOKUP_TABLES, serviceRows, testimonialRows, toService, toTestimonial } from "./catalog.ts";
import { isUniqueViolation } from "../accounts/index.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import type { CatalogList } from "./events.ts";
import { keptPicture } from "../../platform/storage/pictures.ts";

/* ---------- Images ---------- */

/**
 * The storage key behind an image URL when it is one of our uploads, or
 * undefined for a shipped image (/images/...). The URL is only trusted when
 * the store would give that very URL for the key, whatever the driver.
 */
export function uploadedKeyOf(files: FileStore, url: string): string | undefined {
  const key = `public/${url.slice(url.lastIndexOf("/") + 1)}`;
  return isPublicKey(key) && files.publicUrl(key) === url ? key : undefined;
}

/**
 * Deletes an uploaded image that nothing points at any more. Best effort: the
 * row is already saved, and a leftover file harms nobody while a failed reply
 * would tell the admin a saved change failed.
 */
async function discardImage(files: FileStore, url: string): Promise<void> {
  const key = uploadedKeyOf(files, url);
  if (key) await files.delete(key).catch(() => {});
}

/**
 * Checks `image` (when given) and stores it, kept as WebP (keptPicture), as a public file, then runs `write`
 * with its URL. When `write` fails the new file is deleted, so a refused
 * change leaves no orphan behind.
 */
async function withImage<T>(files: FileStore, image: Blob | undefined, write: (url: string | undefined) => Promise<T>): Promise<T> {
  let key: string | undefined;
  if (image) {
    const kept = await keptPicture((await checkUpload(image, UPLOAD_RULES.catalogImage)).data, "catalogImage");
    key = await files.put("public", kept.data, kept.mime, kept.extension);
  }
  try {
    return await write(key && files.publicUrl(key));
  } catch (error) {
    if (key) await files.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Saves a changed item (`write` returns its new row, or nothing when it is
 * gone), then deletes the upload it no longer shows.
 */
async function replaceItem<R extends { image: string }>(
  files: FileStore,
  before: R | undefined,
  notFoundMessage: ApiMessage,
  image: Blob | undefined,
  write: (url: string | undefined) => Promise<R | undefined>,
): Promise<R> {
  if (!before) throw notFound(notFoundMessage);
  const after = await withImage(files, image, async (url) => {
    const row = await write(url);
    if (!row) throw notFound(notFoundMessage);
    return row;
  });
  if (after.image !== before.image) await discardImage(files, before.image);
  return after;
}

/** The lists whose items show an image, with their tables and how a person names one item. */
const IMAGE_LISTS = {
  services: { table: services, noun: "service" },
  testimonials: { table: testimonials, noun: "testimonial" },
} as const;

/** Deletes an item's row, then its uploaded image; the public list drops it. */
async function removeItem(db: Database, files: FileStore, events: EventPublisher, list: keyof typeof IMAGE_LISTS, id: string): Promise<void> {
  const { table, noun } = IMAGE_LISTS[list];
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ image: table.image });
  if (!row) throw notFound(msg("api.catalog.itemNotFound", { noun }));
  await changing(events, list, discardImage(files, row.image));
}

/** The position after the last item: new catalog items appear at the end of the public lists. */
export const nextSortOrder = (table: typeof services | typeof testimonials | typeof faqEntries | LookupTable) =>
  sql<number>`(select coalesce(max(${table.sortOrder}), -1) + 1 from ${table})`;

/** Every change to a public list says so once it is stored: the public caches drop it. */
export async function changing<T>(events: EventPublisher, list: CatalogList, change: Promise<T>): Promise<T> {
  const result = await change;
  events.publish({ type: "catalog.changed", list });
  return result;
}

/**
 * A write refused by its list's unique name index (one name per list,
 * whatever its case and accents) is a 409 that says so. The index decides, so two
 * admins adding "Ballet" and "bállet" at once get one 201 and one 409.
 */
export async function refusingDuplicate<T>(write: Promise<T>, message: ApiMessage): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

const duplicateItem = (noun: "service" | "testimonial", name: string) => msg("api.catalog.duplicate", { noun, name });

/* ---------- French texts ---------- */

/** A French field of an input as stored: unchanged when absent, null (the English text is shown) when empty. */
export const frenchField = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : value || null);

/** The French texts an item has, under their wire names: absent when not set. */
export function frenchOf(fields: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]?.trim()));
}

export const toAdminService = (row: typeof services.$inferSelect): AdminService => ({ ...toService(row), ...frenchOf({ nameFr: row.nameFr }) });

export const toAdminTestimonial = (row: typeof testimonials.$inferSelect): AdminTestimonial => ({
  ...toTestimonial(row),
  ...frenchOf({ deginationFr: row.designationFr, descriptionFr: row.descriptionFr }),
});

/** The services as the admin edits them: English values and the French ones that are set. */
export const listAdminServices = async (db: Database): Promise<AdminService[]> => (await serviceRows(db)).map(toAdminService);

/** The testimonials as the admin edits them. */
export const listAdminTestimonials = async (db: Database): Promise<AdminTestimonial[]> => (await testimonialRows(db)).map(toAdminTestimonial);

/* ---------- Services ---------- */

export function createService(db: Database, files: FileStore, events: EventPublisher, input: ServiceCreateInput): Promise<AdminService> {
  return changing(
    events,
    "services",
    refusingDuplicate(
      withImage(files, input.image, async (image) => {
        const [row] = await db
          .insert(services)
          .values({ name: input.name, nameFr: frenchField(input.nameFr), image: image!, sortOrder: nextSortOrder(services) })
          .returning();
        return toAdminService(row!);
      }),
      duplicateItem("service", input.name),
    ),
  );
}

export async function updateService(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  { id, input }: { id: string; input: ServiceUpdateInput },
): Promise<AdminService> {
  const [before] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  const after = await changing(
    events,
    "services",
    refusingDuplicate(
      replaceItem(
        files,
        before,
        msg("api.catalog.itemNotFound", { noun: "service" }),
        input.image,
        async (image) =>
          (
            await db
              .update(services)
              .set({ name: input.name, nameFr: frenchField(input.nameFr), image })
              .where(eq(services.id, id))
              .returning()
          )[0],
      ),
      duplicateItem("service", input.name ?? ""),
    ),
  );
  return toAdminService(after);
}

export const deleteService = (db: Database, files: FileStore, events: EventPublisher, id: string) => removeItem(db, files, events, "services", id);

/* ---------- Testimonials ---------- */

export function createTestimonial(db: Database, files: FileStore, events: EventPublisher, input: TestimonialCreateInput): Promise<AdminTestimonial> {
  const { degination, deginationFr, descriptionFr, image: file, ...fields } = input;
  const french = { designationFr: frenchField(deginationFr), descriptionFr: frenchField(descriptionFr) };
  return changing(
    events,
    "testimonials",
    refusingDuplicate(
      withImage(files, file, async (image) => {
        const [row] = await db
          .insert(testimonials)
          .values({ ...fields, ...french, designation: degination, image: image!, sortOrder: nextSortOrder(testimonials) })
          .returning();
        return toAdminTestimonial(row!);
      }),
      duplicateItem("testimonial", fields.name),
    ),
  );
}

export async function updateTestimonial(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  { id, input }: { id: string; input: TestimonialUpdateInput },
): Promise<AdminTestimonial> {
  const [before] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  const { degination, deginationFr, descriptionFr, image: file, ...fields } = input;
  const french = { designationFr: frenchField(deginationFr), descriptionFr: frenchField(descriptionFr) };
  const after = await changing(
    events,
    "testimonials",
    refusingDuplicate(
      replaceItem(
        files,
        before,
        msg("api.catalog.itemNotFound", { noun: "testimonial" }),
        file,
        async (image) =>
          (
            await db
              .update(testimonials)
              .set({ ...fields, ...french, designation: degination, image })
              .where(eq(testimonials.id, id))
              .returning()
          )[0],
      ),
      duplicateItem("testimonial", fields.name ?? ""),
    ),
  );
  return toAdminTestimonial(after);
}

export const deleteTestimonial = (db: Database, files: FileStore, events: EventPublisher, id: string) => removeItem(db, files, events, "testimonials", id);

/* ---------- Lookup lists ---------- */

type LookupTable = (typeof LOOKUP_TABLES)[LookupKind];

/** The artist link table of each list and its column pointing at the item. */
const LINKS = {
  styles: { table: artistStyleLinks, item: artistStyleLinks.styleId },
  types: { table: artistTypeLinks, item: artistTypeLinks.typeId },
  availabilities: { table: artistAvailabilityLinks, item: artistAvailabilityLinks.availabilityId },
} as const;

/** How many artists and open jobs use each item (jobs name their style). */
function usageColumns(kind: LookupKind) {
  const table = LOOKUP_TABLES[kind];
  const link = LINKS[kind];
  return {
    artistCount: sql<number>`(select count(*)::int from ${link.table} where ${link.item} = ${table.id})`,
    openJobCount:
      kind === "styles" ? sql<number>`(select count(*)::int from ${jobs} where ${jobs.style} = ${table.name} and ${jobs.status} = 'pending')` : sql<number>`0`,
  };
}

export async function listLookupUsage(db: Queryable, kind: LookupKind): Promise<AdminLookupItem[]> {
  const table = LOOKUP_TABLES[kind];
  const rows = await db
    .select({ id: table.id, name: table.name, nameFr: table.nameFr, ...usageColumns(kind) })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.name));
  return rows.map(({ nameFr, ...item }) => ({ ...item, ...frenchOf({ nameFr }) }));
}

/** A lookup item as the admin API returns it. */
const toAdminLookup = ({ id, name, nameFr }: { id: string; name: string; nameFr: string | null }): AdminLookupEntry => ({ id, name, ...frenchOf({ nameFr }) });

/** "2 artists and 1 open job": what uses an item, in the API's message. */
const lookupUsage = (item: Pick<AdminLookupItem, "artistCount" | "openJobCount">) =>
  msg("api.lookup.usage", { artists: item.artistCount, jobs: item.openJobCount, both: item.artistCount > 0 && item.openJobCount > 0 ? "yes" : "no" });

const duplicateName = (kind: LookupKind, name: string) => msg("api.lookup.duplicate", { kind, name });

export async function createLookupItem(db: Database, events: EventPublisher, kind: LookupKind, input: LookupItemInput): Promise<AdminLookupEntry> {
  const table = LOOKUP_TABLES[kind];
  const [row] = await changing(
    events,
    kind,
    refusingDuplicate(
      db
        .insert(table)
        .values({ name: input.name, nameFr: frenchField(input.nameFr), sortOrder: nextSortOrder(table) })
        .returning({ id: table.id, name: table.name, nameFr: table.nameFr }),
      duplicateName(kind, input.name),
    ),
  );
  return toAdminLookup(row!);
}

/**
 * Renames an item (and sets or clears its French name, when given). Jobs name
 * their style by its English name rather than point at it, so renaming a style
 * renames it on every job too, in the same transaction: offers keep matching
 * the artists who have that style.
 */
export async function renameLookupItem(
  db: Database,
  events: EventPublisher,
  { kind, id, input }: { kind: LookupKind; id: string; input: LookupItemInput },
): Promise<AdminLookupEntry> {
  const table = LOOKUP_TABLES[kind];
  return changing(
    events,
    kind,
    refusingDuplicate(
      db.transaction(async (tx) => {
        const [before] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1).for("update");
        if (!before) throw notFound(msg("api.lookup.notFound", { kind }));
        const [row] = await tx
          .update(table)
          .set({ name: input.name, nameFr: frenchField(input.nameFr) })
          .where(eq(table.id, id))
          .returning({ id: table.id, name: table.name, nameFr: table.nameFr });
        if (kind === "styles" && before.name !== input.name) {
          await tx.update(jobs).set({ style: input.name }).where(eq(jobs.style, before.name));
        }
        return toAdminLookup(row!);
      }),
      duplicateName(kind, input.name),
    ),
  );
}

/**
 * Deletes an item nobody uses. An item on an artist's profile (or, for a
 * style, on an open job) is refused with a 409 that says how many: removing it
 * would silently change those profiles and leave those jobs offered to nobody.
 * The admin renames it instead, or waits until it is free.
 */
export async function deleteLookupItem(db: Database, events: EventPublisher, kind: LookupKind, id: string): Promise<void> {
  const table = LOOKUP_TABLES[kind];
  await changing(
    events,
    kind,
    db.transaction(async (tx) => {
      const [item] = await tx
        .select({ id: table.id, ...usageColumns(kind) })
        .from(table)
        .where(eq(table.id, id))
        .limit(1)
        .for("update");
      if (!item) throw notFound(msg("api.lookup.notFound", { kind }));
      if (item.artistCount > 0 || item.openJobCount > 0) throw conflict(msg("api.lookup.inUse", { kind, usage: lookupUsage(item) }));
      await tx.delete(table).where(eq(table.id, id));
    }),
  );
}
