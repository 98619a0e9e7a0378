import { count, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import type { PageRequest } from "../contracts/pagination.ts";

/**
 * Runs a list query whole, or one page of it with the size of the whole
 * (DESIGN §2: `?page=&limit=` and X-Total-Count). Pass `query.$dynamic()`.
 */
export async function paginate<Q extends PgSelect>(db: Database, query: Q, page: PageRequest | undefined): Promise<{ rows: Awaited<Q>; total: number }> {
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  // Counted first: a dynamic query is changed in place by limit and offset.
  const [counted] = await db.select({ n: count() }).from(sql`(${query}) as counted`);
  const rows = (await query.limit(page.limit).offset(page.offset)) as Awaited<Q>;
  return { rows, total: counted!.n };
}
