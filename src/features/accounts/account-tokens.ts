import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.ts";
import { accountTokens } from "../../../db/schema.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { invalid } from "../../platform/errors.ts";
import { randomSecret } from "../../platform/random-secret.ts";

/** What a mailed link lets its holder do. */
export type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

/**
 * How long a link works: a reset link an hour (it signs nobody in, but it sets the
 * password), an address's proof two days (mail may wait in a queue or a spam folder).
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60_000,
  verify_email: 48 * 60 * 60_000,
  change_email: 48 * 60 * 60_000,
};

/** Every purpose of a link: what a change of address voids. */
export const ALL_PURPOSES = Object.keys(TOKEN_LIFETIME_MS) as TokenPurpose[];

/**
 * The links that hand the account to whoever holds them: a new address (then a reset
 * from that inbox) or a new password. A reset, a password change, signing out
 * everywhere and a disabled account void them, so whoever asked for one before the
 * owner acted gets nothing from it.
 */
export const ACCOUNT_TAKING_PURPOSES: readonly TokenPurpose[] = ["change_email", "reset_password"];

/** A link not yet used, expired or voided: the only kind that does anything. */
export const liveToken = () => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** Unknown, used and expired links get the same answer, so a token cannot be probed. */
export const LINK_INVALID = "api.account.linkInvalid" as const;

/**
 * The stored form of a link's secret. The secret is 256 random bits, so a plain
 * SHA-256 is enough: nobody can guess one to check against a leaked table, and the
 * table alone opens nothing.
 */
export const hashAccountToken = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("base64url");

/**
 * A new link's secret for `userId`, proving `email` for `purpose`; only its hash
 * is stored. Call it in the transaction of the change (the outbox row that mails
 * it is written in the same one). A new reset or address-change link makes the
 * user's earlier unused ones of that purpose void: only the latest mail works.
 */
export async function issueAccountToken(tx: Queryable, userId: string, purpose: TokenPurpose, email: string): Promise<string> {
  if (purpose !== "verify_email") await voidAccountTokens(tx, userId, [purpose]);
  const token = randomSecret();
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashAccountToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Voids the user's live links of `purposes`, in the caller's transaction: followed
 * afterwards, they get the answer of an expired link. A link being followed at the
 * same moment holds its row: the one that commits first decides. Returns how many
 * were live.
 */
export async function voidAccountTokens(tx: Queryable, userId: string, purposes: readonly TokenPurpose[]): Promise<number> {
  const voided = await tx
    .update(accountTokens)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes]), liveToken()))
    .returning({ id: accountTokens.id });
  return voided.length;
}

/** The language of a user's mail: the one they chose, else the one of the request that causes it. */
export const mailLocaleOf = (chosen: Locale | null, request: Locale): Locale => chosen ?? request;

/**
 * The mail that carries each kind of link, and the page it opens (a site path:
 * the renderer puts it under PUBLIC_URL in the mail's language). One page verifies
 * both a new account's address and a new address: the token's purpose decides.
 */
const LINK_MAILS = {
  verify_email: { template: "verify-email", page: "/verify-email" },
  change_email: { template: "confirm-new-email", page: "/verify-email" },
  reset_password: { template: "reset-password", page: "/reset-password" },
} as const satisfies Record<TokenPurpose, { template: string; page: string }>;

/** Whom a link is for: the account, with the language it chose. */
export interface LinkRecipient {
  id: string;
  name: string;
  email: string;
  locale: Locale | null;
}

/**
 * Issues a link of `purpose` for `user` and puts the mail that carries it in the
 * outbox, in the caller's transaction: to `to` (the new address of an e-mail
 * change), else to the account's address.
 */
export async function mailAccountLink(
  tx: Queryable,
  { user, purpose, requestLocale, to = user.email }: { user: LinkRecipient; purpose: TokenPurpose; requestLocale: Locale; to?: string },
): Promise<void> {
  const token = await issueAccountToken(tx, user.id, purpose, to);
  const { template, page } = LINK_MAILS[purpose];
  await enqueueMail(tx, { to, locale: mailLocaleOf(user.locale, requestLocale), template, params: { name: user.name, path: `${page}?token=${token}` } });
}

export interface SpentToken {
  id: string;
  userId: string;
  purpose: TokenPurpose;
  email: string;
}

/**
 * Spends a link: one conditional UPDATE marks it used if it is one of `purposes`,
 * unused and unexpired, so of two requests racing with one link only one gets it
 * (the other waits for the row lock, finds `used_at` set and matches nothing).
 * Call it in the transaction of the change it allows: if the change fails, the
 * link is not spent. Unknown, used or expired: a 400 with one message.
 */
export async function spendAccountToken(tx: Queryable, token: string, purposes: TokenPurpose[]): Promise<SpentToken> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), inArray(accountTokens.purpose, purposes), liveToken()))
    .returning({ id: accountTokens.id, userId: accountTokens.userId, purpose: accountTokens.purpose, email: accountTokens.email });
  if (!row) throw invalid(LINK_INVALID);
  return row;
}
