import type { RowReader } from "../../platform/db/migrator.ts";
import { quoted, SESSION_SETTINGS, TABLE_COLUMNS_SQL, TABLES_NOT_BACKED_UP } from "./database-dump.ts";
import type { BackupManifest } from "./manifest.ts";

/** What a restore's load needs of its database: rows, statements, and a COPY from a file. */
export interface LoadSession {
  rows: RowReader;
  run(statement: string): Promise<void>;
  copyIn(statement: string, path: string): Promise<void>;
}

/** A restore that cannot go on: the message says why, and nothing was changed. */
export class RestoreError extends Error {
  override name = "RestoreError";
}

/** The archive's tables in an order where each comes after the tables its foreign keys point to (a table pointing at itself loads in one COPY). */
async function loadOrder(session: LoadSession, tables: string[]): Promise<string[]> {
  const edges = await session.rows<{ child: string; parent: string }>(`select c.relname as child, p.relname as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new RestoreError(`The tables' foreign keys go round in a circle through ${table}: the archive cannot be loaded in order.`);
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && tables.includes(edge.parent)) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables.toSorted()) visit(table);
  return ordered;
}

/**
 * Loads the archive's rows into a database just migrated to the archive's level (the
 * rows its migrations inserted give way to the archive's). The rows are the snapshot's as they were: the tables kept by triggers
 * (counts, threads, the roster's rows, each artist's rating) come with them, and the
 * guards (an issued invoice never changes) have nothing to guard, so every table's own
 * triggers are off while it loads. Foreign keys are checked, in dependency order. Each
 * table then holds exactly the manifest's count of rows.
 */
export async function loadTables(session: LoadSession, manifest: BackupManifest, fileOf: (table: string) => string): Promise<void> {
  // For the load's session (its own connection, or the restore's own PGlite).
  for (const setting of SESSION_SETTINGS) await session.run(`set ${setting}`);
  const present = new Map((await session.rows<{ name: string; columns: string[] }>(TABLE_COLUMNS_SQL)).map((t) => [t.name, t.columns]));
  for (const table of manifest.database.tables) {
    const columns = present.get(table.name);
    if (!columns || TABLES_NOT_BACKED_UP.includes(table.name))
      throw new RestoreError(`The archive's table ${table.name} is not in the schema of its level (${manifest.schemaLevel}).`);
    const unknown = table.columns.find((column) => !columns.includes(column));
    if (unknown) throw new RestoreError(`The archive's column ${table.name}.${unknown} is not in the schema of its level (${manifest.schemaLevel}).`);
  }
  const names = manifest.database.tables.map((t) => t.name);
  for (const name of names) await session.run(`alter table ${quoted(name)} disable trigger user`);
  // The rows some migrations insert (the agency's settings, the tax rates, counters) are in the archive as they were.
  if (names.length > 0) await session.run(`truncate table ${names.map(quoted).join(", ")}`);
  for (const name of await loadOrder(session, names)) {
    const table = manifest.database.tables.find((t) => t.name === name)!;
    try {
      await session.copyIn(`copy ${quoted(name)} (${table.columns.map(quoted).join(", ")}) from stdin`, fileOf(name));
    } catch (error) {
      throw new RestoreError(`The archive's rows of ${name} could not be loaded: ${(error as Error).message}`);
    }
    const [loaded] = await session.rows<{ n: string }>(`select count(*)::text as n from ${quoted(name)}`);
    if (Number(loaded?.n) !== table.rows) throw new RestoreError(`The archive's table ${name} loaded ${loaded?.n} rows where its manifest says ${table.rows}.`);
  }
  for (const name of names) await session.run(`alter table ${quoted(name)} enable trigger user`);
  // A column drawing from a sequence goes on after the largest value loaded.
  const sequences = await session.rows<{ table_name: string; column_name: string; sequence: string }>(`select c.relname as table_name, a.attname as column_name,
      pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const { table_name, column_name, sequence } of sequences) {
    await session.run(
      `select setval('${sequence.replaceAll("'", "''")}', coalesce((select max(${quoted(column_name)}) from ${quoted(table_name)}), 1), (select count(*) > 0 from ${quoted(table_name)}))`,
    );
  }
}
