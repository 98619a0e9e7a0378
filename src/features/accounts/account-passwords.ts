import { and, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { accountTokens, users } from "../../../db/schema.ts";
import type { ChangePasswordInput, ResetPasswordInput } from "./auth.contract.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { hashAccountToken, LINK_INVALID, liveToken, mailAccountLink, mailLocaleOf, spendAccountToken } from "./account-tokens.ts";
import { confirmPassword, findByEmail, linksSentRecently, requireActiveUser, RESETS_PER_HOUR, sameAddress } from "./accounts.ts";
import { invalid } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { hashPassword } from "./passwords.ts";
import { revokeAccess } from "./sessions.ts";

/**
 * `POST /auth/forgot-password {email}`. Whatever the address,
 * the caller gets the same answer (the route's 200): an active account gets a
 * single-use link valid 60 minutes, which voids its earlier ones; an unknown,
 * disabled or deleted address, or one sent RESETS_PER_HOUR links this hour,
 * gets nothing. Only the lookup, the same query whether or not the address has an
 * account, comes before the reply; the rest is returned for the route to run after
 * it (`AfterReply`): an account's link and mail take longer than nothing, and the
 * time of the reply must not tell which it was.
 */
export async function requestPasswordReset(db: Database, email: string, requestLocale: Locale): Promise<() => Promise<void>> {
  const user = await findByEmail(db, email);
  return async () => {
    if (user?.status !== "active") return;
    if (await linksSentRecently(db, user.id, "reset_password", RESETS_PER_HOUR)) return;
    await db.transaction((tx) => mailAccountLink(tx, { user, purpose: "reset_password", requestLocale }));
  };
}

/**
 * A reset link sets the password only while the account still uses the address it was
 * mailed to: after a change of address, whoever reads the old inbox gets nothing from it.
 */
const stillForAccount = (user: { status: string; email: string } | undefined, linkEmail: string) =>
  user?.status === "active" && sameAddress(user.email, linkEmail);

/** The account a live reset link names, read before the password is hashed (the link is spent afterwards, in the transaction). */
async function resetTarget(db: Queryable, token: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, status: users.status, linkEmail: accountTokens.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, "reset_password"), liveToken()))
    .limit(1);
  if (!row || !stillForAccount(row, row.linkEmail)) throw invalid(LINK_INVALID);
  return row;
}

/**
 * `POST /auth/reset-password {token, password}`: the new password (the policy),
 * every session of the account ended and its pending change of address void
 * (whoever had the old password is out), the link spent, a notice mailed; the user
 * then logs in. Following the link also proves the address it was sent to.
 */
export async function resetPassword(db: Database, events: EventPublisher, input: ResetPasswordInput, requestLocale: Locale): Promise<void> {
  const target = await resetTarget(db, input.token);
  assertAcceptablePassword(input.password, target.email);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input.token, ["reset_password"]);
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).for("update");
    if (!user || !stillForAccount(user, spent.email)) throw invalid(LINK_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, user.id));
    await revokeAccess(tx, user.id);
    await enqueueMail(tx, { to: user.email, locale: mailLocaleOf(user.locale, requestLocale), template: "password-changed", params: { name: user.name } });
    return user.id;
  });
  events.publish({ type: "session.revoked", userId });
  events.publish({ type: "account.password_changed", userId, by: "reset" });
}

/**
 * `PUT /auth/password {currentPassword, newPassword}`: the
 * current password first (a wrong one is a 403), then the policy; every other
 * session of the user ends, this one goes on, and its pending change of address and
 * reset links are void; a notice is mailed.
 */
export async function changePassword(
  db: Database,
  events: EventPublisher,
  { userId, currentSessionId, input, requestLocale }: { userId: string; currentSessionId: string; input: ChangePasswordInput; requestLocale: Locale },
): Promise<void> {
  const user = await requireActiveUser(db, userId);
  await confirmPassword(input.currentPassword, user.passwordHash);
  assertAcceptablePassword(input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ids = await revokeAccess(tx, user.id, currentSessionId);
    await enqueueMail(tx, { to: user.email, locale: mailLocaleOf(user.locale, requestLocale), template: "password-changed", params: { name: user.name } });
    return ids;
  });
  if (ended.length > 0) events.publish({ type: "session.revoked", sessionIds: ended });
  events.publish({ type: "account.password_changed", userId, by: "change" });
}
