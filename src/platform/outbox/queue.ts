import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { COMMIT_WITHOUT_FLUSH, type Database, executedRows } from "../db/client.ts";

/**
 * A durable outbox: rows written in the same transaction as the change they tell of,
 * each `pending` until delivered (`sent`) or given up (`dead`). The mail outbox and the
 * push outbox are two tables of this shape; this module claims, marks and purges
 * either one, so a claim means the same thing in both.
 */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  sentAt: PgColumn;
  createdAt: PgColumn;
};

/** A column as the target of SET (unqualified, as PostgreSQL wants it there). */
const target = (column: PgColumn) => sql.identifier(column.name);

/** `ms` milliseconds from the database's clock (every instance measures from the same one). */
export const fromNow = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

const ago = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Claims up to `limit` due rows in one statement: each gets one more attempt and a
 * lease (`next_attempt_at` pushed `leaseMs` ahead), so no other worker takes it
 * while it is delivered, and a worker that dies mid-delivery leaves it to be tried
 * again when the lease ends. FOR UPDATE SKIP LOCKED: workers of several instances
 * claim different rows, never wait for one another. No transaction stays open while
 * the row is delivered (PGlite has a single connection). Answers `fields` of each
 * claimed row, by their keys.
 */
export async function claimDue<T>(
  db: Database,
  table: OutboxTable,
  { limit, leaseMs, fields }: { limit: number; leaseMs: number; fields: Record<keyof T & string, PgColumn> },
): Promise<T[]> {
  const returning = sql.join(
    Object.entries<PgColumn>(fields).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const result = await db.execute(sql`update ${table}
    set ${target(table.attempts)} = ${table.attempts} + 1, ${target(table.nextAttemptAt)} = ${fromNow(leaseMs)}
    where ${table.id} in (
      select ${table.id} from ${table}
      where ${table.status} = 'pending' and ${table.nextAttemptAt} <= now()
      order by ${table.nextAttemptAt} limit ${limit}
      for update skip locked
    )
    -- A claim lost in a crash is a row tried again: no flush to wait for (src/platform/db/client.ts).
    and ${COMMIT_WITHOUT_FLUSH}
    returning ${returning}`);
  return executedRows<T>(result);
}

/**
 * Delivered, a round's rows in one statement (`also` sets more, such as values that
 * must not outlive their delivery). Its commit does not wait for the disk: a mark lost
 * in a crash delivers the row again, as a mark never written does (at least once).
 */
export async function markDelivered(db: Database, table: OutboxTable, ids: string[], also?: SQL): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update ${table}
    set ${target(table.status)} = 'sent', ${target(table.sentAt)} = now(), ${target(table.lastError)} = null${also ? sql`, ${also}` : sql``}
    where ${table.id} in (${idList(ids)}) and ${table.status} = 'pending' and ${COMMIT_WITHOUT_FLUSH}`);
}

/** Not delivered: tried again `retryInMs` from now, or dead (shown to the admin) when `retryInMs` is undefined. */
export async function markUndelivered(
  db: Database,
  table: OutboxTable,
  { id, error, retryInMs }: { id: string; error: string; retryInMs: number | undefined },
): Promise<void> {
  const next = retryInMs === undefined ? sql`${target(table.status)} = 'dead'` : sql`${target(table.nextAttemptAt)} = ${fromNow(retryInMs)}`;
  await db.execute(sql`update ${table} set ${target(table.lastError)} = ${error}, ${next}
    where ${table.id} = ${id}::uuid and ${table.status} = 'pending'`);
}

/** Forgets rows sent more than `keepSentMs` ago and dead rows older than `keepDeadMs`, so the table does not grow for ever. */
export async function purgeOld(db: Database, table: OutboxTable, keepSentMs: number, keepDeadMs: number): Promise<number> {
  const result = await db.execute(sql`delete from ${table}
    where (${table.status} = 'sent' and ${table.sentAt} < ${ago(keepSentMs)})
       or (${table.status} = 'dead' and ${table.createdAt} < ${ago(keepDeadMs)})
    returning ${table.id}`);
  return executedRows(result).length;
}
