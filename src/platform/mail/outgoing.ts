import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { mailOutbox } from "../../../db/schema.ts";
import type { Locale } from "../i18n/locales.ts";

/**
 * Every mail the product sends, by template, with what its template needs.
 * A `path` is a site path without language prefix and without origin
 * ("/reset-password?token=…"): the renderer makes it a link under PUBLIC_URL in
 * the mail's language, so the domain knows nothing of where the site is served.
 */
export interface MailTemplates {
  /** After signing up, or asking again: proves the address. */
  "verify-email": { name: string; path: string };
  /** To the new address of an e-mail change: the change applies when followed. */
  "confirm-new-email": { name: string; path: string };
  /** To the old address of an e-mail change: someone asked to move the account to `newEmail`. */
  "email-change-notice": { name: string; newEmail: string };
  /** To the old address once an e-mail change applies: the account now uses `newEmail`. */
  "email-changed": { name: string; newEmail: string };
  /** Forgot password: a single-use link, valid 60 minutes. */
  "reset-password": { name: string; path: string };
  /** The password was changed or reset: if it was not you, act. */
  "password-changed": { name: string };
  /** An owner invites someone to the agency's staff as `staffRole`: a single-use link, valid 7 days. */
  "staff-invite": { name: string; inviter: string; staffRole: string; path: string };
  /** The agency paid an artist a batch of its pay lines: how much (cents), how many lines, its reference; `path` the earnings screen. */
  "payout-statement": { name: string; amountCents: string; lines: string; reference: string; path: string };
  /** The agency's answer to a request about one's personal information (access, correction, deletion, withdrawal of consent). */
  "privacy-answer": { name: string; kind: string; status: string; answer: string };
  /** The account was deleted at the user's request. */
  "account-deleted": { name: string };
  /**
   * A notification, in words at sending time from its kind and `values`
   * (JSON of its stored values); `path` is what it is about, `unsubscribe` the
   * one-click link's path (no language prefix) that turns this kind's mail off.
   */
  notification: { name: string; kind: string; values: string; path: string; unsubscribe: string };
}
export type MailTemplateName = keyof MailTemplates;

/** One mail to send: who, in which language, which template with its values. */
export type OutgoingMail = {
  [K in MailTemplateName]: { to: string; locale: Locale; template: K; params: MailTemplates[K] };
}[MailTemplateName];

/** The channel the outbox's workers LISTEN on: a NOTIFY sent in a transaction reaches them when it commits. */
export const OUTBOX_CHANNEL = "mail_outbox";

/** Tells every instance's worker (LISTEN) that mail is due, when the surrounding transaction commits (never if it rolls back). */
export async function notifyOutbox(db: Pick<Queryable, "execute">): Promise<void> {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Puts a mail in the outbox. Call it with the transaction that makes the change
 * the mail tells of: the mail goes if and only if the change is committed, and a
 * worker delivers it even if the SMTP server is down now or the process dies. The
 * workers are woken at the commit (NOTIFY), so it leaves at once, not at the next poll.
 */
export async function enqueueMail(db: Pick<Queryable, "insert" | "execute">, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ recipient: mail.to, locale: mail.locale, template: mail.template, params: mail.params });
  await notifyOutbox(db);
}
