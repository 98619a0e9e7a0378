import { count, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import type { PageRequest } from "../contracts/pagination.ts";

/**
 * Runs a list query whole, or one page of it with the size of the whole
 * (DESIGN §2: `?page=&limit=` and X-Total-Count). Pass `query.$dynamic()`
 * without its order, and the order apart: the total is counted from the
 * unordered query (counting an ordered one sorted every row first: two thirds
 * of the admin's jobs list on 20,000 jobs).
 */
export async function paginate<Q extends PgSelect>(
  db: Database,
  query: Q,
  order: (PgColumn | SQL)[],
  page: PageRequest | undefined,
): Promise<{ rows: Awaited<Q>; total: number }> {
  if (!page) {
    const rows = (await query.orderBy(...order)) as Awaited<Q>;
    return { rows, total: rows.length };
  }
  // Counted first: a dynamic query is changed in place by orderBy, limit and offset.
  const [counted] = await db.select({ n: count() }).from(sql`(${query}) as counted`);
  const rows = (await query
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)) as Awaited<Q>;
  return { rows, total: counted!.n };
}
