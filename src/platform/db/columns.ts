import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Column helpers every table file shares. */

/** Ids are UUIDv7: time-ordered, so inserts stay cheap and "newest first" is an index scan. */
export const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => Bun.randomUUIDv7());

/** PostgreSQL's full-text document; drizzle has no column type for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * A catalog item's name as its list compares it: "Ballet", "ballet" and
 * "Bállet" are one name. `catalog_name_key` is an IMMUTABLE SQL function (lower case,
 * accents stripped after NFD) created by migration 0017, so a unique index can use it
 * on PGlite and PostgreSQL alike (the `unaccent` extension is not IMMUTABLE, nor in PGlite).
 */
export const uniqueCatalogName = (indexName: string, column: AnyPgColumn) => uniqueIndex(indexName).on(sql`catalog_name_key(${column})`);
