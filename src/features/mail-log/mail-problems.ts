import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { Database } from "../../platform/db/client.ts";
import { paginate } from "../../platform/db/paging.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { AdminMail } from "./mail.contract.ts";

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
