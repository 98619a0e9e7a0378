import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { sql } from "drizzle-orm";
import postgres, { type Sql } from "postgres";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import { cachedMemoryImage, MEMORY_IMAGE_FOLDER, memoryImageName } from "./memory-image.ts";
import { migrate } from "./migrator.ts";
import { createPglite } from "./pglite.ts";
import * as schema from "../../../db/schema.ts";

/** The drizzle handle every domain function takes: the same API on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: both run queries. */
export type Queryable = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction">;

/**
 * A condition that is always true and makes its statement's transaction commit
 * without waiting for the disk (`synchronous_commit` off for that transaction
 * only). For bookkeeping whose loss in a crash is harmless because it is redone:
 * the mail outbox's claims and "sent" marks (delivery is at least once) and the
 * notifications a later event would not bring back anyway (the in-app
 * notification stays). A flush costs milliseconds on the connection the requests also need.
 */
export const COMMIT_WITHOUT_FLUSH = sql`(select set_config('synchronous_commit', 'off', true)) = 'off'`;

/** The rows of a raw `db.execute(sql)`: postgres.js answers the rows, PGlite an object holding them. */
export const executedRows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The postgres.js client behind `db` (for LISTEN/NOTIFY); absent on PGlite. */
  pg: postgres.Sql | undefined;
  /** The PGlite behind `db` (a backup's snapshot: src/features/backups/); absent on PostgreSQL. */
  pglite: PGlite | undefined;
  /** Queries sent and not yet answered, and queries waiting for a connection of the pool (/metrics); absent on PGlite. */
  pool: PoolStats | undefined;
  /**
   * The roster search's own connections (SEARCH_POOL_SIZE) and their stats; on PGlite, `db` and
   * no stats. A new search costs PostgreSQL 50-300 ms at 100,000 artists: on the main pool every
   * other query waited behind it.
   */
  search: { db: Database; pool: PoolStats | undefined };
  /**
   * The connection of the durable write rounds (COMMIT_POOL_SIZE; on PGlite, `db` and no stats):
   * statements that gather many callers' rows into one commit (a chat message's insert) wait
   * for the WAL flush here, not on a connection of the main pool that every request needs.
   */
  commits: { db: Database; pool: PoolStats | undefined };
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a query may wait for a connection of the pool (PostgreSQL down, or every
 * connection busy) before it is refused with `POOL_TIMEOUT` (a 503). A refused query
 * was never sent, so it cannot commit after its caller got the 503 (without this bound,
 * with the database stopped, requests queued behind the pool for 30 s and more).
 */
export const CONNECTION_WAIT_MS = 2_000;
/** At most this many queries wait for a connection; more are refused at once with `POOL_QUEUE_FULL`. */
export const MAX_WAITING_QUERIES = 256;
/** /readyz's ping gives up after this long: the database is reported down within 2 s. */
const PING_TIMEOUT_MS = 1_500;

/**
 * The bounds on a query already sent (second security review: with the database connected
 * but silent, a chat send waited 20 s and requests behind a byte-swallowing proxy hung for
 * up to 355 s). Together they answer every request, or its 503, within 2.5 s:
 * - PostgreSQL cancels a statement that runs longer than `STATEMENT_TIMEOUT_MS` (57014), so
 *   a live server always answers within it;
 * - a connection that owes answers and has heard nothing for `READ_TIMEOUT_MS`, longer than
 *   any statement may run, is therefore dead (a stopped server, a network or proxy that
 *   drops everything): what it carried fails with `READ_TIMEOUT` and it closes
 *   (postgres.js's `read_timeout`, patched in: patches/postgres@3.4.9.patch). Whether a
 *   statement it carried ran is not known: its caller gets a 503 and may retry with its
 *   Idempotency-Key.
 */
export const STATEMENT_TIMEOUT_MS = 1_500;
export const READ_TIMEOUT_MS = 2_000;

/**
 * What each connection asks PostgreSQL for its session, besides the planner's settings:
 * the statement bound above, and the server's side of a connection whose client vanished
 * (a crash, a network cut). A transaction left open by a silent client is ended after
 * 5 s, so its locks do not outlive the fault; TCP keepalives and a user timeout (Linux)
 * end the session itself within about 10 s, instead of the kernel's two hours.
 */
export const SESSION_BOUNDS = {
  statement_timeout: STATEMENT_TIMEOUT_MS,
  idle_in_transaction_session_timeout: 5_000,
  tcp_keepalives_idle: 5,
  tcp_keepalives_interval: 1,
  tcp_keepalives_count: 5,
  tcp_user_timeout: 10_000,
} as const;

/**
 * How the pool notices a dead connection and replaces it. A connection is opened when a
 * query needs one and the pool has none open; one closed (dropped by the server, or
 * found dead below) is opened again by the next query that needs it.
 * - `connect_timeout`: a connection not ready within 2 s is given up (a server that
 *   accepts and never answers), inside the query's wait for a connection (CONNECTION_WAIT_MS);
 * - `read_timeout`: a connection silent while it owes answers is closed (READ_TIMEOUT_MS);
 * - `keep_alive`: an idle connection is probed by TCP after 5 s of quiet (Bun's
 *   setKeepAlive then probes every second, 10 times), so a peer that vanished while
 *   nothing was asked is found before the next query has to find it. Bun offers no
 *   TCP_USER_TIMEOUT (neither node:net nor Bun.connect; only through bun:ffi on the
 *   socket's descriptor): the read timeout bounds a connection that owes answers sooner
 *   than any TCP timer would, so the client side does without it;
 * - `backoff`: seconds before a dropped connection reconnects. postgres.js's default grows
 *   to 10-20 s after a few failures (the retry count is shared by the pool), so after a
 *   short outage under load the app stayed down that long after the database was back.
 *   Capped at 1 s: recovery follows the database at once;
 * - `idle_timeout`: a connection unused for a minute is closed.
 */
export const CONNECTION_LIFECYCLE = {
  connect_timeout: 2,
  read_timeout: READ_TIMEOUT_MS / 1000,
  keep_alive: 5,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  idle_timeout: 60,
};

/** A query refused before it was sent: no connection within the wait, or too many waiting. */
export class ConnectionWaitError extends Error {
  constructor(readonly code: "POOL_TIMEOUT" | "POOL_QUEUE_FULL") {
    super(code === "POOL_TIMEOUT" ? "No database connection within the wait" : "Too many queries waiting for a database connection");
    this.name = "ConnectionWaitError";
  }
}
// Any constant works; it only has to be the same for every instance sharing a database.
const MIGRATION_LOCK_ID = 727_011;

/** Where the embedded database of `dataDir` lives. */
export const embeddedDatabaseFolder = (dataDir: string) => join(dataDir, "pg");

/**
 * Opens the database named by `url` and applies the committed migrations (src/platform/db/migrator.ts;
 * `migrate: false` leaves the schema as it is: a backup describes it as found).
 * undefined: PGlite on disk under `dataDir/pg`, open in one process at a time
 * (`DatabaseInUseError` otherwise); "memory://": PGlite in memory;
 * postgres:// URL: a postgres.js pool of `poolSize` connections.
 */
export async function openDatabase(url: string | undefined, dataDir: string, poolSize = 2, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrating = options.migrate ?? true;
  if (url === "memory://") return openPglite(undefined, migrating);
  if (url) return openPostgres(url, poolSize, migrating);
  const path = embeddedDatabaseFolder(dataDir);
  mkdirSync(path, { recursive: true });
  const unlock = lockEmbeddedDatabase(path);
  try {
    const handle = await openPglite(path, migrating);
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

/**
 * A migrated, empty in-memory database as a tarball: each "memory://" open loads it (half a
 * second) instead of running initdb and every migration (six seconds of a core), which the test
 * suites do hundreds of times. Read once per process from the folder of images
 * (src/platform/db/memory-image.ts), or made by the first open and written there.
 */
let migratedMemoryImage: Promise<Blob> | undefined;

async function buildMigratedImage(): Promise<Blob> {
  const client = await createPglite();
  try {
    await migrate(drizzlePglite({ client, schema }) as unknown as Database);
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

function migratedImage(): Promise<Blob> {
  migratedMemoryImage ??= memoryImageName()
    .then((name) => cachedMemoryImage(MEMORY_IMAGE_FOLDER, name, buildMigratedImage))
    .catch((error: unknown) => {
      migratedMemoryImage = undefined;
      throw error;
    });
  return migratedMemoryImage;
}

/** PGlite in the folder `path`, or in memory (from the migrated image, or empty without `migrating`) without one. */
async function openPglite(path: string | undefined, migrating: boolean): Promise<DatabaseHandle> {
  const client = await createPglite({ dataDir: path, loadDataDir: path === undefined && migrating ? await migratedImage() : undefined });
  try {
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    if (path !== undefined && migrating) await migrate(db);
    return {
      db,
      driver: "pglite",
      pg: undefined,
      pglite: client,
      pool: undefined,
      search: { db, pool: undefined },
      commits: { db, pool: undefined },
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
 * connection and PostgreSQL plans it once (planning was most of the
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

/** What postgres.js keeps on a query (not in its typings): `state` is set once a connection has sent it. */
interface PendingQuery {
  handler(query: PendingQuery): void;
  state: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  cancel(): void;
}

/**
 * Bounds the wait of every query for a connection of `pg`'s pool: a query not sent
 * within `waitMs` is cancelled (postgres.js drops a query it has not sent yet; the
 * patch in patches/ frees a connection whose first query was cancelled while it
 * connected) and fails with `POOL_TIMEOUT`; beyond `maxWaiting` waiting queries a new
 * one fails at once with `POOL_QUEUE_FULL`. A query already sent is not abandoned here:
 * its outcome (committed or not) is what the caller learns, or `READ_TIMEOUT` when its
 * connection falls silent (READ_TIMEOUT_MS). `pg.begin` sends its `begin` through
 * `pg.unsafe`, so transactions wait the same bounded time.
 */
export interface PoolStats {
  inUse(): number;
  waiting(): number;
}

export function boundConnectionWait(pg: Sql, waitMs = CONNECTION_WAIT_MS, maxWaiting = MAX_WAITING_QUERIES): PoolStats {
  const unsafe = pg.unsafe;
  const waiting = new Set<PendingQuery>();
  const pruneSent = () => {
    for (const q of waiting) if (q.state) waiting.delete(q);
  };
  const bounded = (...args: Parameters<Sql["unsafe"]>) => {
    const query = unsafe(...args) as unknown as PendingQuery;
    const send = query.handler;
    query.handler = (q) => {
      if (waiting.size >= maxWaiting) pruneSent();
      if (waiting.size >= maxWaiting) return q.reject(new ConnectionWaitError("POOL_QUEUE_FULL"));
      let expired = false;
      const timer = setTimeout(() => {
        if (q.state || !waiting.has(q)) return;
        expired = true;
        q.cancel();
      }, waitMs);
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(q);
      };
      const { resolve, reject } = q;
      q.resolve = (value) => {
        settle();
        resolve(value);
      };
      q.reject = (error) => {
        settle();
        reject(expired ? new ConnectionWaitError("POOL_TIMEOUT") : error);
      };
      waiting.add(q);
      send(q);
    };
    return query;
  };
  (pg as { unsafe: unknown }).unsafe = bounded;
  // A query with a state was handed to a connection; one without waits for one.
  const sent = () => [...waiting].filter((q) => q.state).length;
  return { inUse: sent, waiting: () => waiting.size - sent() };
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionWaitError("POOL_TIMEOUT")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
    await migrate(drizzlePostgres({ client: session, schema }) as unknown as Database);
  } finally {
    // Ending the session releases the lock, even when the migration failed.
    await session.end({ timeout: 5 });
  }
}

/**
 * The roster search's connections, apart from the main pool. Two: during a burst of new
 * searches the server's JavaScript only waits, so PostgreSQL may take both cores of a small
 * machine (50 new searches at 100,000 artists: 2.6 s on two connections, 3.5-4.4 s on one).
 */
export const SEARCH_POOL_SIZE = 2;

/**
 * The durable write rounds' connection, apart from the main pool. A commit that waits for
 * the disk holds its connection several milliseconds with no core busy; on the main pool
 * (cores - 1 connections: one on two cores) every statement pipelined behind it waited as
 * long. One connection is enough: a round gathers every message sent while the previous
 * one waited, so the disk is flushed once per round, not once per message.
 */
export const COMMIT_POOL_SIZE = 1;

async function openPostgres(url: string, poolSize: number, migrating: boolean): Promise<DatabaseHandle> {
  if (migrating) await migrateOnce(url);
  const main = pooledClient(url, poolSize);
  const search = pooledClient(url, SEARCH_POOL_SIZE);
  const commits = pooledClient(url, COMMIT_POOL_SIZE);
  return {
    db: main.db,
    driver: "postgres",
    pg: main.pg,
    pglite: undefined,
    pool: main.pool,
    search: { db: search.db, pool: search.pool },
    commits: { db: commits.db, pool: commits.pool },
    // A read: giving up on it early changes nothing.
    ping: () => within(main.db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => {}),
    close: async () => {
      await Promise.all([main, search, commits].map(({ pg }) => pg.end({ timeout: 5 })));
    },
  };
}

/** A postgres.js pool of `max` connections, its wait for a connection bounded, every statement prepared. */
function pooledClient(url: string, max: number) {
  const pg = postgres(url, {
    max,
    onnotice: () => {},
    ...CONNECTION_LIFECYCLE,
    // Every statement is prepared (preparingStatements below): plan each once, too. By
    // default PostgreSQL plans a statement again on every run while a plan for the
    // given values looks cheaper than the generic one, which any `LIMIT $n` does (it
    // guesses 10% of the rows). On the artist's offers page, planning cost more than
    // running the statements. Our queries are written so that one plan
    // serves every value.
    // work_mem: the roster search keeps its matches (up to 70,000 narrow rows, ~18 MB at 100,000
    // artists) for its counts; at the default 4 MB they spilled to disk and were read back from
    // there by each count. An instance holds a few connections.
    // jit: compiling a statement took longer than running it (the search's first page: 0.2-0.5 s of JIT
    // on a 0.1 s statement, planned generic with a cost over jit_above_cost).
    // max_parallel_workers_per_gather: the pool leaves a core to Bun (cores - 1 connections); a parallel
    // scan of the search took it back with two more backends, and the server's replies waited.
    connection: { ...SESSION_BOUNDS, plan_cache_mode: "force_generic_plan", work_mem: "32MB", jit: "off", max_parallel_workers_per_gather: 0 },
  });
  const pool = boundConnectionWait(pg);
  const db = drizzlePostgres({ client: preparingStatements(pg), schema }) as unknown as Database;
  return { pg, pool, db };
}
