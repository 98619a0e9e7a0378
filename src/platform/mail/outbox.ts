import { and, desc, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { COMMIT_WITHOUT_FLUSH, type Database } from "../db/client.ts";
import { mailOutbox } from "../../../db/schema.ts";
import type { AdminMail } from "../../features/mail-log/mail.contract.ts";
import type { PageRequest, Paged } from "../contract/pagination.ts";
import { conflict, notFound } from "../errors.ts";
import { paginate } from "../db/paging.ts";

/** A row the worker claimed: what it needs to render and send the mail. */
export interface ClaimedMail {
  id: string;
  recipient: string;
  locale: "en" | "fr";
  template: string;
  params: Record<string, string>;
  /** Tries so far, this one included. */
  attempts: number;
}

/** `ms` milliseconds from the database's clock (every instance measures from the same one). */
const fromNow = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/**
 * Claims up to `limit` due rows in one statement: each gets one more attempt and a
 * lease (`next_attempt_at` pushed `leaseMs` ahead), so no other worker takes it
 * while it is sent, and a worker that dies mid-send leaves it to be tried again
 * when the lease ends. FOR UPDATE SKIP LOCKED: workers of several instances claim
 * different rows, never wait for one another. No transaction stays open while the
 * mail is sent (PGlite has a single connection).
 */
export async function claimDueMail(db: Database, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return (
    db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(leaseMs) })
      // A claim lost in a crash is a mail tried again: no flush to wait for (src/platform/db/client.ts).
      .where(and(inArray(mailOutbox.id, due), COMMIT_WITHOUT_FLUSH))
      .returning({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        locale: mailOutbox.locale,
        template: mailOutbox.template,
        params: mailOutbox.params,
        attempts: mailOutbox.attempts,
      })
  );
}

/**
 * Delivered, a round's mails in one statement. The values go (`params` emptied):
 * a link's token must not stay in the table once its mail left
 * (docs/security.md). Its commit does not wait for the disk: a mark lost in a
 * crash sends the mail again, as a mark never written does (at least once).
 */
export async function markSent(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, params: sql`'{}'::jsonb`, lastError: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "pending"), COMMIT_WITHOUT_FLUSH));
}

/** Not delivered: tried again `retryInMs` from now, or dead (shown to the admin) when `retryInMs` is undefined. */
export async function markFailed(db: Database, id: string, error: string, retryInMs: number | undefined): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryInMs === undefined ? { status: "dead", lastError: error } : { lastError: error, nextAttemptAt: fromNow(retryInMs) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")));
}

/** Forgets sent mail older than `keepSentMs` and dead mail older than `keepDeadMs`, so the table does not grow for ever. */
export async function purgeOldMail(db: Database, keepSentMs: number, keepDeadMs: number): Promise<number> {
  const ago = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;
  const gone = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, ago(keepSentMs))),
        and(eq(mailOutbox.status, "dead"), lt(mailOutbox.createdAt, ago(keepDeadMs))),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

const adminColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  locale: mailOutbox.locale,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
};

type AdminMailRow = { [K in keyof typeof adminColumns]: (typeof mailOutbox.$inferSelect)[K] };

function toAdminMail(row: AdminMailRow): AdminMail {
  return {
    id: row.id,
    recipient: row.recipient,
    locale: row.locale,
    template: row.template,
    status: row.status === "dead" ? "dead" : "pending",
    attempts: row.attempts,
    lastError: row.lastError ?? "",
    // A dead row is not tried again; a pending one is, at this time.
    nextAttemptAt: row.status === "dead" ? null : row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admin's view of mail in trouble: dead rows and pending rows whose
 * last try failed, newest first. Never the values (`params`): they hold links with tokens.
 */
export async function listMailProblems(db: Database, page?: PageRequest): Promise<Paged<AdminMail>> {
  const query = db
    .select(adminColumns)
    .from(mailOutbox)
    .where(or(eq(mailOutbox.status, "dead"), and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.lastError))))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(mailOutbox.createdAt), desc(mailOutbox.id)], page);
  return { total, items: rows.map(toAdminMail) };
}

/** A dead mail goes back in the queue, due now, with all its tries again. Only a dead one: a pending one is queued already. */
export async function retryMail(db: Database, id: string): Promise<AdminMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "dead")))
    .returning(adminColumns);
  if (row) return toAdminMail(row);
  const [existing] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!existing) throw notFound("api.mail.notFound");
  throw conflict(existing.status === "sent" ? "api.mail.alreadySent" : "api.mail.alreadyQueued");
}

/** The mail waiting to go (dead mail aside) and the age of its oldest row in seconds, 0 when none: /metrics' outbox depth and age. */
export async function outboxBacklog(db: Database): Promise<{ depth: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return { depth: row?.depth ?? 0, oldestSeconds: row?.oldestSeconds ?? 0 };
}
