import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { agencySettings, twoFactor, twoFactorChallenges, twoFactorRecoveryCodes, users } from "../../../db/schema.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { conflict, DomainError, forbidden, invalid, rateLimited } from "../../platform/errors.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { randomSecret } from "../../platform/random-secret.ts";
import { appendAudit, type AuditActor } from "../audit/index.ts";
import { hashAccountToken } from "./account-tokens.ts";
import { confirmPassword, requireActiveUser, toSessionUser } from "./accounts.ts";
import { base32Encode, matchingStep, newTotpSecret, otpauthUri, qrSvg } from "./totp.ts";
import type { TwoFactorSecretBox } from "./two-factor-secrets.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "./two-factor.contract.ts";

/** How long a sign-in whose password was right waits for its code. */
export const CHALLENGE_MS = 5 * 60_000;
/** Wrong codes in a row before the account's second step locks… */
export const MAX_WRONG_CODES = 5;
/** …and for how long. */
export const LOCK_MS = 15 * 60_000;
/** Recovery codes given when it is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A challenge unknown, expired or spent: the same answer, whatever the reason. */
const CHALLENGE_EXPIRED = "api.twoFactor.challengeExpired";

/** A recovery code as typed (any case, spaces and dashes anywhere) and as hashed. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashRecoveryCode = (code: string) => hashAccountToken(normalizeRecoveryCode(code));

/** Ten characters of base32 (50 bits), shown as `abcde-fghij`. */
function newRecoveryCode(): string {
  const text = base32Encode(crypto.getRandomValues(new Uint8Array(7)))
    .slice(0, 10)
    .toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

const enabledRow = (db: Queryable, userId: string) =>
  db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1)
    .then((rows) => rows[0]);

/** Whether the user signs in with a second factor. */
export async function twoFactorOn(db: Queryable, userId: string): Promise<boolean> {
  return (await enabledRow(db, userId)) !== undefined;
}

/**
 * `POST /auth/2fa/setup`: a new secret, pending until a first right code turns it on
 * (a setup begun again replaces it). Already on: a 409, turn it off first.
 */
export async function setupTwoFactor(db: Database, box: TwoFactorSecretBox, userId: string): Promise<TwoFactorSetup> {
  const user = await requireActiveUser(db, userId);
  if (await twoFactorOn(db, userId)) throw conflict("api.twoFactor.alreadyOn");
  const secret = newTotpSecret();
  const pending = { secretSealed: box.seal(secret), enabledAt: null, lastUsedStep: null, failedAttempts: 0, lockedUntil: null };
  await db
    .insert(twoFactor)
    .values({ userId, ...pending })
    .onConflictDoUpdate({ target: twoFactor.userId, set: pending, where: isNull(twoFactor.enabledAt) });
  const uri = otpauthUri(secret, user.email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

/**
 * `POST /auth/2fa/enable`: the first code from the app proves it reads the secret; the
 * second factor is on and its ten recovery codes are shown once (stored hashed).
 */
export async function enableTwoFactor(
  db: Database,
  box: TwoFactorSecretBox,
  actor: AuditActor & { userId: string },
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  // Only the app's 6 digits turn it on: a recovery code does not exist yet.
  if (!/^\d{6}$/.test(code.trim())) throw invalid("api.twoFactor.wrongCode");
  const [pending] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, actor.userId), isNull(twoFactor.enabledAt)))
    .limit(1);
  if (!pending) throw conflict((await twoFactorOn(db, actor.userId)) ? "api.twoFactor.alreadyOn" : "api.twoFactor.setupFirst");
  const step = await matchingStep(box.open(pending.secretSealed), code.trim());
  if (step === null) throw invalid("api.twoFactor.wrongCode");
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(twoFactor)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(twoFactor.userId, actor.userId), isNull(twoFactor.enabledAt), eq(twoFactor.secretSealed, pending.secretSealed)))
      .returning({ userId: twoFactor.userId });
    // Two tabs enabling at once, or a setup begun again meanwhile: the first wins, this one asks again.
    if (turnedOn.length === 0) throw conflict("api.twoFactor.setupFirst");
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
    await tx.insert(twoFactorRecoveryCodes).values(recoveryCodes.map((c) => ({ userId: actor.userId, codeHash: hashRecoveryCode(c) })));
    await appendAudit(tx, actor, { action: "auth.two_factor_enabled", entityType: "user", entityId: actor.userId });
  });
  return { recoveryCodes };
}

/**
 * Spends a second factor of `userId`'s: a 6-digit code for a time step later than the last
 * one accepted (the conditional update makes a replay, even a concurrent one, fail), or an
 * unused recovery code. Returns which, or null when it is neither.
 */
async function spendCode(
  tx: Queryable,
  box: TwoFactorSecretBox,
  row: { userId: string; secretSealed: string },
  code: string,
): Promise<"totp" | "recovery" | null> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = await matchingStep(box.open(row.secretSealed), typed);
    if (step === null) return null;
    const taken = await tx
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactor.userId, row.userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
      .returning({ userId: twoFactor.userId });
    return taken.length > 0 ? "totp" : null;
  }
  const spent = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(twoFactorRecoveryCodes.userId, row.userId), eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(typed)), isNull(twoFactorRecoveryCodes.usedAt)),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0 ? "recovery" : null;
}

/** `DELETE /auth/2fa`: the password and a code (or a recovery code) turn it off; its secret and recovery codes go. */
export async function disableTwoFactor(
  db: Database,
  box: TwoFactorSecretBox,
  actor: AuditActor & { userId: string },
  input: { password: string; code: string },
): Promise<void> {
  const user = await requireActiveUser(db, actor.userId);
  await confirmPassword(input.password, user.passwordHash);
  const row = await enabledRow(db, actor.userId);
  if (!row) throw conflict("api.twoFactor.notOn");
  await db.transaction(async (tx) => {
    if (!(await spendCode(tx, box, row, input.code))) throw forbidden("api.twoFactor.wrongCode");
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, actor.userId));
    await appendAudit(tx, actor, { action: "auth.two_factor_disabled", entityType: "user", entityId: actor.userId });
  });
}

/**
 * A right password on an account with a second factor: no session yet, a challenge that
 * waits CHALLENGE_MS for the code. Returns the secret for the browser's cookie (the table keeps its hash).
 */
export async function startChallenge(db: Database, userId: string, locale: Locale | null): Promise<string> {
  const token = randomSecret();
  // The user's expired challenges go as a new one comes: the table holds live ones.
  await db.delete(twoFactorChallenges).where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, sql`now()`)));
  await db.insert(twoFactorChallenges).values({ userId, tokenHash: hashAccountToken(token), locale, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  return token;
}

/**
 * `POST /auth/2fa/verify`: the code that completes a sign-in. The challenge must be live (5
 * minutes) and its user active with the second factor on. MAX_WRONG_CODES wrong codes in a row
 * lock the account's second step for LOCK_MS, whichever challenge they came through (a new
 * sign-in does not reset it); each wrong code is in the audit log. Returns the user to sign in.
 */
export async function completeChallenge(
  db: Database,
  box: TwoFactorSecretBox,
  { token, code, origin }: { token: string | undefined; code: string; origin: Pick<AuditActor, "ip" | "userAgent"> },
): Promise<{ user: SessionUser; locale: Locale | null }> {
  if (!token) throw new DomainError("unauthenticated", CHALLENGE_EXPIRED);
  const [found] = await db
    .select({ challengeId: twoFactorChallenges.id, locale: twoFactorChallenges.locale, user: users, row: twoFactor })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .innerJoin(twoFactor, and(eq(twoFactor.userId, users.id), isNotNull(twoFactor.enabledAt)))
    .where(and(eq(twoFactorChallenges.tokenHash, hashAccountToken(token)), gt(twoFactorChallenges.expiresAt, sql`now()`), eq(users.status, "active")))
    .limit(1);
  if (!found) throw new DomainError("unauthenticated", CHALLENGE_EXPIRED);
  const { user, row } = found;
  const actor = { userId: user.id, name: user.name, ...origin };
  const lockedFor = row.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  if (lockedFor > 0) throw rateLimited("api.twoFactor.locked", Math.ceil(lockedFor / 1000));
  const accepted = await db.transaction(async (tx) => {
    const kind = await spendCode(tx, box, row, code);
    if (!kind) return null;
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, found.challengeId));
    await tx.update(twoFactor).set({ failedAttempts: 0, lockedUntil: null }).where(eq(twoFactor.userId, user.id));
    await appendAudit(tx, actor, { action: "auth.signed_in", entityType: "user", entityId: user.id, changes: { secondFactor: [null, kind] } });
    return kind;
  });
  if (accepted) return { user: toSessionUser(user), locale: found.locale };
  // One statement counts the wrong code and, at the fifth in a row, locks and starts counting again.
  const [counted] = await db.transaction(async (tx) => {
    await appendAudit(tx, actor, { action: "auth.two_factor_failed", entityType: "user", entityId: user.id });
    const reached = sql`${twoFactor.failedAttempts} + 1 >= ${MAX_WRONG_CODES}`;
    return tx
      .update(twoFactor)
      .set({
        failedAttempts: sql`case when ${reached} then 0 else ${twoFactor.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${reached} then now() + make_interval(secs => ${LOCK_MS / 1000}) else ${twoFactor.lockedUntil} end`,
      })
      .where(eq(twoFactor.userId, user.id))
      .returning({ lockedUntil: twoFactor.lockedUntil });
  });
  if (counted?.lockedUntil && counted.lockedUntil.getTime() > Date.now()) throw rateLimited("api.twoFactor.locked", LOCK_MS / 1000);
  throw new DomainError("unauthenticated", "api.twoFactor.wrongCode");
}

/**
 * Whether `userId`, a staff account, must set up two-factor sign-in before using the console:
 * the owner requires it of all staff and it is not on for this account.
 */
export async function staffTwoFactorMissing(db: Database, userId: string): Promise<boolean> {
  const [settings] = await db.select({ required: agencySettings.requireStaffTwoFactor }).from(agencySettings).where(eq(agencySettings.id, 1));
  return settings?.required === true && !(await twoFactorOn(db, userId));
}

/** `GET /auth/2fa`: whether the user's second factor is on, and how many recovery codes are left. */
export async function twoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  if (!(await twoFactorOn(db, userId))) return { enabled: false, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
}
