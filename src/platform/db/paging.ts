import { count, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";
import type { PageRequest } from "../contract/pagination.ts";

/**
 * Runs a list query whole, or one page of it with the size of the whole
 * (`?page=&limit=` and X-Total-Count). Pass `query.$dynamic()`
 * without its order, and the order apart: the total is counted from the
 * unordered query (counting an ordered one sorted every row first: two thirds
 * of the admin's jobs list on 20,000 jobs).
 */
/**
 * The most rows a list sends without `?page=`: the spec's callers get
 * the whole list in its old shape while it is this long; past it, the first rows
 * in the list's order and the true size in X-Total-Count, never megabytes.
 */
export const MAX_WHOLE_LIST = 1000;

export async function paginate<Q extends PgSelect>(
  db: Database,
  query: Q,
  order: (PgColumn | SQL)[],
  page: PageRequest | undefined,
): Promise<{ rows: Awaited<Q>; total: number }> {
  if (!page) {
    const rows = (await query.orderBy(...order).limit(MAX_WHOLE_LIST + 1)) as Awaited<Q>;
    if (rows.length <= MAX_WHOLE_LIST) return { rows, total: rows.length };
    // Only for a list past the bound: counted without the bound (the query was changed in place by `limit`).
    const [counted] = await db.select({ n: count() }).from(sql`(${query.limit(Number.MAX_SAFE_INTEGER)}) as counted`);
    return { rows: rows.slice(0, MAX_WHOLE_LIST) as Awaited<Q>, total: counted!.n };
  }
  // Counted first: a dynamic query is changed in place by orderBy, limit and offset.
  const [counted] = await db.select({ n: count() }).from(sql`(${query}) as counted`);
  const rows = (await query
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)) as Awaited<Q>;
  return { rows, total: counted!.n };
}
