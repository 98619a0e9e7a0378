import { join } from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "../../platform/db/client.ts";
import { appliedSchemaOf, type RowReader } from "../../platform/db/migrator.ts";
import { createPglite } from "../../platform/db/pglite.ts";

/**
 * The database's half of a backup: every table of the `public` schema as
 * PostgreSQL's COPY text format, all read in one REPEATABLE READ, READ ONLY transaction,
 * so the tables agree with each other (a booking and its invoice, a message and its
 * thread) as of one moment. COPY text restores into PGlite and PostgreSQL alike, and
 * keeps every value exactly (timestamps to the microsecond, JSON, arrays, NULL apart
 * from an empty string).
 *
 * PostgreSQL: the snapshot is read over a connection of its own, beside the pool, and
 * holds no lock a write waits for. PGlite is one session for the whole server, so a long
 * transaction there would hold every request: its data folder is copied instead
 * (`dumpDataDir`, under PGlite's own lock: 0.1 s for the demo's 43 MB, the only moment the
 * server's queries wait) into a second, in-memory PGlite, which is dumped at leisure.
 */
export type DatabaseSource = { driver: "pglite"; client: PGlite } | { driver: "postgres"; url: string };

/** The database an open handle reads: its PGlite, or the PostgreSQL server at `url` (the snapshot opens a connection of its own). */
export function databaseSourceOf(handle: Pick<DatabaseHandle, "pglite">, url: string | undefined): DatabaseSource {
  if (handle.pglite) return { driver: "pglite", client: handle.pglite };
  if (!url?.startsWith("postgres")) throw new Error("a PostgreSQL database without its URL");
  return { driver: "postgres", url };
}

/**
 * Tables a backup leaves out: the history of scheduled backups belongs to the place that
 * ran them (a restored copy starts its own).
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = ["backup_runs"];

/** One table's rows, written to `path`. */
export interface DumpedTable {
  name: string;
  columns: string[];
  rows: number;
  path: string;
  size: number;
  sha256: string;
}

export interface DatabaseDump {
  source: DatabaseSource["driver"];
  schemaLevel: number;
  tables: DumpedTable[];
}

/** The same text, whichever server reads or loads it: instants in UTC, ISO dates, floats exact (each after `set` or `set local`). */
export const SESSION_SETTINGS = ["timezone to 'UTC'", "datestyle to 'ISO, YMD'", "intervalstyle to 'postgres'", "extra_float_digits to 3"];

/** A double-quoted SQL identifier. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of `public` (partitions through their parent) and their stored columns in order (generated ones are computed again). */
export const TABLE_COLUMNS_SQL = `select c.relname as name, array_agg(a.attname::text order by a.attnum)::text[] as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
  group by c.relname order by c.relname`;

interface SnapshotSession {
  rows: RowReader;
  run(statement: string): Promise<void>;
  copyOut(query: string): AsyncIterable<Uint8Array>;
}

const NEWLINE = 0x0a;

/** Writes `chunks` to `path`, with their SHA-256, byte count and COPY rows (one per newline: COPY escapes those inside values). */
async function writeCounted(path: string, chunks: AsyncIterable<Uint8Array>) {
  const sink = Bun.file(path).writer();
  const hash = new Bun.CryptoHasher("sha256");
  let size = 0;
  let rows = 0;
  try {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
      for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) rows++;
      sink.write(chunk);
      if (size % (8 << 20) < chunk.length) await sink.flush();
    }
  } finally {
    await sink.end();
  }
  return { size, rows, sha256: hash.digest("hex") };
}

async function dumpTables(session: SnapshotSession, folder: string): Promise<Omit<DatabaseDump, "source">> {
  for (const setting of SESSION_SETTINGS) await session.run(`set local ${setting}`);
  const { level } = await appliedSchemaOf(session.rows);
  const tables: DumpedTable[] = [];
  for (const { name, columns } of await session.rows<{ name: string; columns: string[] }>(TABLE_COLUMNS_SQL)) {
    if (TABLES_NOT_BACKED_UP.includes(name)) continue;
    const path = join(folder, `${name}.copy`);
    const written = await writeCounted(path, session.copyOut(`copy (select ${columns.map(quoted).join(", ")} from ${quoted(name)}) to stdout`));
    tables.push({ name, columns, path, ...written });
  }
  return { schemaLevel: level, tables };
}

/** A PGlite transaction as a snapshot session (COPY goes through PGlite's in-memory `/dev/blob`). */
function pgliteSession(tx: Transaction): SnapshotSession {
  return {
    rows: async <T>(query: string) => (await tx.query<T>(query)).rows,
    run: async (statement) => {
      await tx.exec(statement);
    },
    async *copyOut(query) {
      const result = await tx.query(query.replace(/ to stdout$/, " to '/dev/blob'"));
      if (result.blob) yield await result.blob.bytes();
    },
  };
}

/** Dumps the database of `source` into `folder` (one file per table), as of one moment. */
export async function dumpDatabase(source: DatabaseSource, folder: string): Promise<DatabaseDump> {
  if (source.driver === "pglite") {
    const image = await source.client.dumpDataDir("none");
    const copy = await createPglite({ loadDataDir: image });
    try {
      const dump = await copy.transaction(async (tx) => {
        await tx.exec("set transaction isolation level repeatable read, read only");
        return dumpTables(pgliteSession(tx), folder);
      });
      return { source: "pglite", ...dump };
    } finally {
      await copy.close();
    }
  }
  const connection = postgres(source.url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const dump = await connection.begin("isolation level repeatable read read only", (tx) =>
      dumpTables(
        {
          rows: async <T>(query: string) => (await tx.unsafe(query)) as unknown as T[],
          run: async (statement) => {
            await tx.unsafe(statement);
          },
          async *copyOut(query) {
            for await (const chunk of await tx.unsafe(query).readable()) yield chunk as Uint8Array;
          },
        },
        folder,
      ),
    );
    return { source: "postgres", ...dump };
  } finally {
    await connection.end({ timeout: 5 });
  }
}
