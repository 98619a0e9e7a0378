import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import { projectPath } from "../runtime-files.ts";
import { type Database, executedRows } from "./client.ts";

/**
 * The schema's migrations (db/migrations, in their journal's order) and the one way
 * they are applied: at every start (src/boot.ts through src/platform/db/client.ts), by `migrate`,
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

/** A hash of every known migration (its journal time and SQL): builds with the same one have the same schema. */
export function migrationsDigest(): string {
  const hasher = new Bun.CryptoHasher("sha256");
  for (const migration of knownMigrations()) hasher.update(`${migration.folderMillis} ${migration.hash}\n`);
  return hasher.digest("hex");
}

/** This build's schema level: how many migrations it knows. A database's level is how many it has applied. */
export const schemaLevel = () => knownMigrations().length;

/** What a database has applied: its level, and the newest migration's journal time (none: never migrated). */
export interface AppliedSchema {
  level: number;
  newestAt: number | undefined;
}

/** How a database answers a query's rows (drizzle, PGlite or postgres.js alike). */
export type RowReader = <T>(query: string) => Promise<T[]>;

export async function appliedSchemaOf(rows: RowReader): Promise<AppliedSchema> {
  const [table] = await rows<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
  if (!table?.exists) return { level: 0, newestAt: undefined };
  const [row] = await rows<{ level: number; newest: string | null }>(
    "select count(*)::int as level, max(created_at)::text as newest from drizzle.__drizzle_migrations",
  );
  return { level: row?.level ?? 0, newestAt: row?.newest == null ? undefined : Number(row.newest) };
}

/** What runs a statement: a drizzle database or transaction, or a restore's own connection (`sqlExecutor`). */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** A postgres.js connection or transaction as an Executor: drizzle renders the statement, the connection runs it. */
export function sqlExecutor(connection: Pick<Sql, "unsafe">): Executor {
  const dialect = new PgDialect();
  return {
    execute: (query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return connection.unsafe(text, params as never[]);
    },
  };
}

export const appliedSchema = (db: Executor) => appliedSchemaOf(async (query) => executedRows(await db.execute(sql.raw(query))));

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
 * serialize on an advisory lock around this (src/platform/db/client.ts).
 */
export async function migrate(db: Database, options: { upTo?: number } = {}): Promise<number> {
  return db.transaction((tx) => migrateWithin(tx, options));
}

/** `migrate` inside a transaction the caller holds (a restore loads its rows between two levels, in one transaction). */
export async function migrateWithin(db: Executor, options: { upTo?: number } = {}): Promise<number> {
  const applied = await appliedSchema(db);
  refuseNewerSchema(applied);
  const migrations = knownMigrations().slice(0, options.upTo ?? schemaLevel());
  const pending = migrations.filter((m) => applied.newestAt === undefined || m.folderMillis > applied.newestAt);
  if (pending.length === 0) return applied.level;
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of pending) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
  }
  return applied.level + pending.length;
}
