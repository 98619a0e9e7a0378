import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { accountTokens, users } from "../../../db/schema.ts";
import type { CancelledEmailChange, ChangeEmailInput, PendingEmailChange, VerifiedEmail } from "./auth.contract.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { ALL_PURPOSES, LINK_INVALID, liveToken, mailAccountLink, mailLocaleOf, spendAccountToken, voidAccountTokens } from "./account-tokens.ts";
import { confirmPassword, isUniqueViolation, requireActiveUser, sameAddress } from "./accounts.ts";
import { conflict, invalid } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";

/**
 * `POST /auth/verify-email {token}`, signed in or not
 * (the link may be opened on another device). A verify_email link proves the
 * account's address, if it is still the one the link was sent to; a change_email
 * link moves the account to the address it was sent to, now proved: every other
 * live link of the account (reset, verification, all mailed to the old address) is
 * void, and the old address is told. The link is spent in the same transaction: of
 * two racing uses, one wins.
 */
export async function verifyEmail(db: Database, events: EventPublisher, token: string, requestLocale: Locale): Promise<VerifiedEmail> {
  let result: VerifiedEmail & { userId: string };
  try {
    result = await db.transaction(async (tx) => {
      const spent = await spendAccountToken(tx, token, ["verify_email", "change_email"]);
      const [user] = await tx
        .select({ name: users.name, email: users.email, status: users.status, locale: users.locale })
        .from(users)
        .where(eq(users.id, spent.userId))
        .for("update");
      if (user?.status !== "active") throw invalid(LINK_INVALID);
      if (spent.purpose === "verify_email") {
        // The account moved to another address since: this link proves nothing about it.
        if (!sameAddress(user.email, spent.email)) throw invalid(LINK_INVALID);
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, spent.userId));
      } else {
        await tx.update(users).set({ email: spent.email, emailVerifiedAt: sql`now()` }).where(eq(users.id, spent.userId));
        await voidAccountTokens(tx, spent.userId, ALL_PURPOSES);
        await enqueueMail(tx, {
          to: user.email,
          locale: mailLocaleOf(user.locale, requestLocale),
          template: "email-changed",
          params: { name: user.name, newEmail: spent.email },
        });
      }
      return { userId: spent.userId, email: spent.email, purpose: spent.purpose as VerifiedEmail["purpose"] };
    });
  } catch (error) {
    // Someone registered the new address between the request and its confirmation: the link stays unspent.
    if (isUniqueViolation(error)) throw conflict("api.auth.emailTaken");
    throw error;
  }
  events.publish({ type: result.purpose === "verify_email" ? "account.email_verified" : "account.email_changed", userId: result.userId });
  return { email: result.email, purpose: result.purpose };
}

/**
 * `POST /auth/resend-verification`: a new link to the account's address (the
 * route throttles it). Already verified: nothing is sent, `sent` is false.
 */
export async function resendVerification(db: Database, userId: string, requestLocale: Locale): Promise<{ sent: boolean }> {
  const user = await requireActiveUser(db, userId);
  if (user.emailVerifiedAt) return { sent: false };
  await db.transaction((tx) => mailAccountLink(tx, { user, purpose: "verify_email", requestLocale }));
  return { sent: true };
}

/**
 * `PUT /auth/email {password, email}`: after the password, a
 * link to the new address and a notice to the old one. Nothing changes until the
 * link is followed (`verifyEmail`); a newer request makes an older link void.
 */
export async function requestEmailChange(db: Database, userId: string, input: ChangeEmailInput, requestLocale: Locale): Promise<{ pendingEmail: string }> {
  const user = await requireActiveUser(db, userId);
  await confirmPassword(input.password, user.passwordHash);
  if (sameAddress(user.email, input.email)) throw invalid("api.account.sameEmail");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict("api.auth.emailTaken");
  await db.transaction(async (tx) => {
    await mailAccountLink(tx, { user, purpose: "change_email", requestLocale, to: input.email });
    await enqueueMail(tx, {
      to: user.email,
      locale: mailLocaleOf(user.locale, requestLocale),
      template: "email-change-notice",
      params: { name: user.name, newEmail: input.email },
    });
  });
  return { pendingEmail: input.email };
}

/**
 * `GET /auth/email`: the change of address waiting for its link, if any (the latest
 * live one: a newer request voids the older), for Account settings to show with when
 * it was asked and until when its link works.
 */
export async function pendingEmailChange(db: Database, userId: string): Promise<PendingEmailChange> {
  const [row] = await db
    .select({ email: accountTokens.email, createdAt: accountTokens.createdAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "change_email"), liveToken()))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (!row) return { pendingEmail: null, requestedAt: null, expiresAt: null };
  return { pendingEmail: row.email, requestedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

/**
 * `DELETE /auth/email`: the owner cancels a change of address (one they did not ask
 * for, or no longer want): its link is void, the account keeps its address. No
 * password: cancelling only takes a way into the account away.
 */
export async function cancelEmailChange(db: Database, userId: string): Promise<CancelledEmailChange> {
  return { cancelled: (await voidAccountTokens(db, userId, ["change_email"])) > 0 };
}
