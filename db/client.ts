import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { sql } from "drizzle-orm";
import postgres, { type Sql } from "postgres";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import * as schema from "./schema.ts";

/** The drizzle handle every domain function takes: the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: both run queries. */
export type Queryable = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The postgres.js client behind `db` (for LISTEN/NOTIFY); absent on PGlite. */
  pg: postgres.Sql | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dir, "migrations");
// Any constant works; it only has to be the same for every instance sharing a database.
const MIGRATION_LOCK_ID = 727_011;

/**
 * Opens the database named by `url` and applies the committed migrations.
 * undefined: PGlite on disk under `dataDir/pg`, open in one process at a time
 * (`DatabaseInUseError` otherwise); "memory://": PGlite in memory;
 * postgres:// URL: a postgres.js pool of `poolSize` connections.
 */
export async function openDatabase(url: string | undefined, dataDir: string, poolSize = 2): Promise<DatabaseHandle> {
  if (url === "memory://") return openPglite(undefined);
  if (url) return openPostgres(url, poolSize);
  const path = join(dataDir, "pg");
  mkdirSync(path, { recursive: true });
  const unlock = lockEmbeddedDatabase(path);
  try {
    const handle = await openPglite(path);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** PGlite in the folder `path`, or in memory without one. */
async function openPglite(path: string | undefined): Promise<DatabaseHandle> {
  const client = path ? new PGlite(path) : new PGlite();
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      driver: "pglite",
      pg: undefined,
      ping: async () => {
        await client.query("select 1");
      },
      close: () => client.close(),
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/**
 * The pool with every query sent as a prepared statement. drizzle sends a query
 * without a name unprepared, so PostgreSQL parsed and planned each one on every
 * call; prepared, postgres.js keeps one statement per query text on each
 * connection and PostgreSQL plans it once (issue #8: planning was most of the
 * database's time for the artist's offers, 2-3x the cost of running them).
 */
function preparingStatements(pg: Sql): Sql {
  return new Proxy(pg, {
    get(target, key, receiver) {
      if (key !== "unsafe") return Reflect.get(target, key, receiver);
      return (query: string, params?: unknown[], options?: { prepare?: boolean }) => target.unsafe(query, params as never, { ...options, prepare: true });
    },
  });
}

/**
 * Applies the migrations over a connection of their own, holding a session lock:
 * several instances may start at once against one database and only one migrates
 * at a time. Apart from the pool, so a pool of one connection cannot deadlock on it.
 */
async function migrateOnce(url: string) {
  const session = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await session`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client: session }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, even when the migration failed.
    await session.end({ timeout: 5 });
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  await migrateOnce(url);
  const pg = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    // Fail fast when the server is down so callers answer 503 instead of hanging.
    connect_timeout: 5,
    idle_timeout: 60,
    // Seconds before a dropped connection reconnects. postgres.js's default grows to
    // 10-20 s after a few failures (the retry count is shared by the pool), so after
    // a short outage under load the app stayed down that long after the database
    // was back (issue #8). Capped at 1 s: recovery follows the database at once.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    // Every statement is prepared (preparingStatements below): plan each once, too. By
    // default PostgreSQL plans a statement again on every run while a plan for the
    // given values looks cheaper than the generic one, which any `LIMIT $n` does (it
    // guesses 10% of the rows). On the artist's offers page, planning cost more than
    // running the statements (issue #8). Our queries are written so that one plan
    // serves every value.
    connection: { plan_cache_mode: "force_generic_plan" },
  });
  const db = drizzlePostgres({ client: preparingStatements(pg), schema }) as unknown as Database;
  return {
    db,
    driver: "postgres",
    pg,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pg.end({ timeout: 5 }),
  };
}
