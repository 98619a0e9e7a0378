import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import { projectPath } from "../src/runtime-files.ts";
import { type Database, executedRows, type Queryable } from "./client.ts";

/**
 * The schema's migrations (db/migrations, in their journal's order) and the one way
 * they are applied: at every start (src/boot.ts through db/client.ts), by `migrate`,
 * and by a restore, which stops at the archive's level, loads the rows, then goes on.
 * The bookkeeping is drizzle's own (the table `drizzle.__drizzle_migrations`, a row
 * per migration: the SQL file's SHA-256 and the journal's `when`), so databases
 * migrated before keep their history and drizzle-kit still reads it.
 */
export const MIGRATIONS_FOLDER = projectPath("db", "migrations");

let known: MigrationMeta[] | undefined;

/** The migrations this build knows, oldest first. */
export function knownMigrations(): MigrationMeta[] {
  known ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return known;
}

/** This build's schema level: how many migrations it knows. A database's level is how many it has applied. */
export const schemaLevel = () => knownMigrations().length;

/** What a database has applied: its level, and the newest migration's journal time (none: never migrated). */
export interface AppliedSchema {
  level: number;
  newestAt: number | undefined;
}

export async function appliedSchema(db: Queryable): Promise<AppliedSchema> {
  const [table] = executedRows<{ exists: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`));
  if (!table?.exists) return { level: 0, newestAt: undefined };
  const [row] = executedRows<{ level: number; newest: string | null }>(
    await db.execute(sql`select count(*)::int as level, max(created_at)::text as newest from drizzle.__drizzle_migrations`),
  );
  return { level: row?.level ?? 0, newestAt: row?.newest == null ? undefined : Number(row.newest) };
}

/**
 * The database has applied a migration this build does not know: it was upgraded by a
 * newer version, whose data this one would misread or damage. Refused before anything runs.
 */
export class NewerSchemaError extends Error {
  constructor(
    readonly databaseLevel: number,
    readonly knownLevel: number,
  ) {
    super(
      `The database's schema is at level ${databaseLevel}, newer than this version of DanceLink knows (level ${knownLevel}): run the version that upgraded it, or a newer one.`,
    );
    this.name = "NewerSchemaError";
  }
}

/** Throws NewerSchemaError when `applied` holds a migration newer than this build's newest. */
export function refuseNewerSchema(applied: AppliedSchema): void {
  const newestKnown = knownMigrations().at(-1)?.folderMillis ?? 0;
  if (applied.newestAt !== undefined && applied.newestAt > newestKnown) throw new NewerSchemaError(applied.level, schemaLevel());
}

/**
 * Applies, in one transaction, the known migrations the database lacks, up to level
 * `upTo` (every one by default); a migration is pending when its journal time is later
 * than the newest applied, as drizzle decides. Refuses a database newer than this build.
 * Returns the level reached. Several processes starting at once on one PostgreSQL
 * serialize on an advisory lock around this (db/client.ts).
 */
export async function migrate(db: Database, options: { upTo?: number } = {}): Promise<number> {
  const applied = await appliedSchema(db);
  refuseNewerSchema(applied);
  const migrations = knownMigrations().slice(0, options.upTo ?? schemaLevel());
  const pending = migrations.filter((m) => applied.newestAt === undefined || m.folderMillis > applied.newestAt);
  if (pending.length === 0) return applied.level;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
    for (const migration of pending) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
    }
  });
  return applied.level + pending.length;
}
