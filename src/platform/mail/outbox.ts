import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { claimDue, purgeOld } from "../outbox/queue.ts";
import { mailOutbox } from "../../../db/schema.ts";

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

/** The columns a claim answers, by the names of ClaimedMail. */
export const MAIL_CLAIM_FIELDS = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  locale: mailOutbox.locale,
  template: mailOutbox.template,
  params: mailOutbox.params,
  attempts: mailOutbox.attempts,
};

/** Claims up to `limit` due mails, each leased for `leaseMs` (src/platform/outbox/queue.ts). */
export const claimDueMail = (db: Database, limit: number, leaseMs: number) =>
  claimDue<ClaimedMail>(db, mailOutbox, { limit, leaseMs, fields: MAIL_CLAIM_FIELDS });

/** Forgets sent mail older than `keepSentMs` and dead mail older than `keepDeadMs`. */
export const purgeOldMail = (db: Database, keepSentMs: number, keepDeadMs: number) => purgeOld(db, mailOutbox, keepSentMs, keepDeadMs);

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
