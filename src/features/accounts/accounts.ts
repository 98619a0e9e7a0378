import { and, desc, eq, getTableName, gt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { accountTokens, users } from "../../../db/schema.ts";
import { ADMIN_ID, type SessionUser, type StaffRole } from "../../platform/contract/roles.ts";
import type { AccountUser, RegisterInput } from "./auth.contract.ts";
import { acceptCurrentTerms, termsStatus } from "../privacy/index.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { mailAccountLink } from "./account-tokens.ts";
import { conflict, DomainError, forbidden, invalid } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { signOutEverywhere } from "./sessions.ts";

const INVALID_LOGIN = "api.auth.invalidLogin";

// Verified against when the email is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

/** Checks `password` against nothing, as long as a real check takes: an unknown or deleted account answers as fast as a wrong password. */
async function decoyVerify(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy password that never matches");
  await verifyPassword(password, await decoyHash);
}

export const toSessionUser = (u: { id: string; role: SessionUser["role"]; name: string; staffRole?: StaffRole | null }): SessionUser => ({
  role: u.role,
  userId: u.id,
  name: u.name,
  ...(u.staffRole ? { staffRole: u.staffRole } : {}),
});

/** A user row found by address, whatever the letter case. */
export function findByEmail(db: Queryable, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The SQLSTATE PostgreSQL refused a statement with, found through the drivers' wrapping errors. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the write (two requests racing for one value). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === "23505";

/** Two addresses are one account's when they match in any letter case (the unique index is on lower(email)). */
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * `POST /auth/register`: the user, its first verification link
 * and the mail that carries it, in one transaction. The caller signs the user in.
 */
export async function register(db: Database, input: RegisterInput, options: { locale: Locale | null; mailLocale: Locale }): Promise<AccountUser> {
  assertAcceptablePassword(input.password, input.email);
  if (await findByEmail(db, input.email)) throw conflict("api.auth.emailTaken");
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ name: input.name, email: input.email, role: input.role, passwordHash, locale: options.locale }).returning();
      await mailAccountLink(tx, { user: row!, purpose: "verify_email", requestLocale: options.mailLocale });
      // The box ticked on the form: the version in force, accepted now.
      if (input.acceptTerms) await acceptCurrentTerms(tx, row!.id);
      return row!;
    });
    const terms = await termsStatus(db, user.id);
    return { ...toSessionUser(user), email: user.email, emailVerified: false, locale: user.locale, pendingEmail: null, ...terms };
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict("api.auth.emailTaken");
    throw error;
  }
}

/**
 * `POST /auth/login`. An unknown or deleted account and a wrong password are the
 * same 401; a disabled account is a 403 saying so, but only to someone who knows
 * its password (a guesser learns nothing of its status).
 */
export async function authenticate(db: Database, email: string, password: string): Promise<SessionUser> {
  const user = await findByEmail(db, email);
  if (!user || user.status === "deleted") {
    await decoyVerify(password);
    throw new DomainError("unauthenticated", INVALID_LOGIN);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new DomainError("unauthenticated", INVALID_LOGIN);
  if (user.status !== "active") throw forbidden("api.auth.accountDisabled");
  return toSessionUser(user);
}

/** A signed-in user as stored now; undefined once the account is gone, disabled or deleted. */
export async function findSessionUser(db: Database, userId: string): Promise<SessionUser | undefined> {
  const [user] = await db
    .select({ id: users.id, role: users.role, name: users.name, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .limit(1);
  return user && toSessionUser(user);
}

/**
 * A column named with its table. In a one-table select drizzle writes a bare name,
 * which inside a correlated subquery would be the subquery's own column.
 */
export const qualified = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The new address of an e-mail change waiting for its link (the latest live one), as a correlated subquery. */
const pendingEmail = sql<string | null>`(
  select ${accountTokens.email} from ${accountTokens}
  where ${accountTokens.userId} = ${qualified(users.id)} and ${accountTokens.purpose} = 'change_email'
    and ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > now()
  order by ${accountTokens.createdAt} desc limit 1)`;

/** `GET /auth/me`: the signed-in user with its address, whether it is verified, its language and a pending new address. */
export async function getAccount(db: Database, userId: string): Promise<AccountUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      staffRole: users.staffRole,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      locale: users.locale,
      pendingEmail,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .limit(1);
  if (!row) return undefined;
  const terms = await termsStatus(db, userId);
  return { ...toSessionUser(row), email: row.email, emailVerified: row.emailVerifiedAt !== null, locale: row.locale, pendingEmail: row.pendingEmail, ...terms };
}

/** The active account `userId`, for a change it asks for; a 401 when it is gone (its session is stale). */
export async function requireActiveUser(db: Queryable, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .limit(1);
  if (!user) throw new DomainError("unauthenticated", "api.auth.loginRequired");
  return user;
}

/**
 * The password of the signed-in user, asked again before a sensitive change: a
 * wrong one is a 403, not a 401 (the browser would take a 401 for a lost session
 * and sign the user out).
 */
export async function confirmPassword(password: string, passwordHash: string): Promise<void> {
  if (!(await verifyPassword(password, passwordHash))) throw forbidden("api.account.wrongPassword");
}

/**
 * The profile forms (PUT /client/update, PUT /artist/update) send the account's
 * address with its name; they do not change it: a new address takes the
 * password and the link mailed to it (PUT /auth/email), so a stolen session cannot
 * move the account to another inbox. Any letter case of the current one is fine.
 */
export async function assertUnchangedEmail(db: Queryable, userId: string, email: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (user && !sameAddress(user.email, email)) throw invalid("api.account.emailChangeInSettings");
}

/** How many reset links one address may get an hour; more requests answer the same and mail nothing. */
export const RESETS_PER_HOUR = 3;

/** Whether the user was sent `max` links of `purpose` within the last hour. */
export async function linksSentRecently(db: Queryable, userId: string, purpose: "reset_password" | "verify_email", max: number): Promise<boolean> {
  const rows = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gt(accountTokens.createdAt, sql`now() - interval '1 hour'`)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(max);
  return rows.length >= max;
}

/**
 * Makes `email` an owner of the agency with `password`: the staff account that has the
 * address, else the agency's first account (its fixed id), created or updated. A changed
 * password (or email) ends every session of that account, on every instance; the same
 * password at each start changes nothing.
 */
export async function upsertAdmin(db: Database, events: EventPublisher, email: string, password: string): Promise<void> {
  const staff = await findByEmail(db, email);
  const id = staff?.role === "admin" ? staff.id : ADMIN_ID;
  const [existing] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, staffRole: users.staffRole, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const unchanged = existing && existing.email === email && existing.staffRole === "owner" && existing.status === "active";
  if (unchanged && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  // The operator's address counts as verified: the admin has no banner to dismiss.
  await db
    .insert(users)
    .values({ id, name: "Admin", email, role: "admin", staffRole: "owner", passwordHash, emailVerifiedAt: new Date() })
    .onConflictDoUpdate({ target: users.id, set: { email, passwordHash, role: "admin", staffRole: "owner", status: "active" } });
  if (existing) return signOutEverywhere(db, events, id);
  // The owner the operator sets up is the agency that offers the agreement in force; a later version asks it too.
  await acceptCurrentTerms(db, id);
}
