import type { Database } from "./client.ts";

/**
 * Queries of a hot path, built once per database with `sql.placeholder` and
 * `.prepare()`: drizzle then neither rebuilds their SQL on each call nor, on
 * PostgreSQL, has the server parse and plan them again (building the
 * SQL was a fifth of the artist's offers request).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
