import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, customType, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Column helpers every table file shares. */

/** Ids are UUIDv7: time-ordered, so inserts stay cheap and "newest first" is an index scan. */
export const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => Bun.randomUUIDv7());

/** PostgreSQL's full-text document; drizzle has no column type for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** A required link to the row this one belongs to: deleting that row deletes this one with it. */
export const belongsTo = <N extends string>(name: N, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: "cascade" });

/** A required link to a row that cannot be deleted while this one names it: a record keeps what it was written against. */
export const recordOf = <N extends string>(name: N, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: "restrict" });

/** The key of a row that completes another, one for each: it is that row's id, and goes with it. */
export const keyedBy = <N extends string>(name: N, target: () => AnyPgColumn) => uuid(name).primaryKey().references(target, { onDelete: "cascade" });

export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * A catalog item's name as its list compares it: "Ballet", "ballet" and
 * "Bállet" are one name. `catalog_name_key` is an IMMUTABLE SQL function (lower case,
 * accents stripped after NFD) created by migration 0017, so a unique index can use it
 * on PGlite and PostgreSQL alike (the `unaccent` extension is not IMMUTABLE, nor in PGlite).
 */
export const uniqueCatalogName = (indexName: string, column: AnyPgColumn) => uniqueIndex(indexName).on(sql`catalog_name_key(${column})`);

/** The check that a column holds one of its values: built from the list its enum names, so the two cannot drift apart. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`);
