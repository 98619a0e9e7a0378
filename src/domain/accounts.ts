import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { ADMIN_ID, type RegisterInput, type SessionUser } from "../contracts/index.ts";
import { conflict, DomainError } from "./errors.ts";
import type { EventPublisher } from "./events.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeAllSessionsOf } from "./sessions.ts";

const INVALID_LOGIN = "api.auth.invalidLogin";

// Verified against when the email is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

const toSessionUser = (u: { id: string; role: SessionUser["role"]; name: string }): SessionUser => ({
  role: u.role,
  userId: u.id,
  name: u.name,
});

function findByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** A unique index refused the write (two requests racing for one value). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function register(db: Database, input: RegisterInput): Promise<SessionUser> {
  assertAcceptablePassword(input.password, input.email);
  if (await findByEmail(db, input.email)) throw conflict("api.auth.emailTaken");
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db.insert(users).values({ name: input.name, email: input.email, role: input.role, passwordHash }).returning();
    return toSessionUser(user!);
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw conflict("api.auth.emailTaken");
    throw error;
  }
}

export async function authenticate(db: Database, email: string, password: string): Promise<SessionUser> {
  const user = await findByEmail(db, email);
  if (!user) {
    decoyHash ??= hashPassword("decoy password that never matches");
    await verifyPassword(password, await decoyHash);
    throw new DomainError("unauthenticated", INVALID_LOGIN);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new DomainError("unauthenticated", INVALID_LOGIN);
  return toSessionUser(user);
}

export async function findSessionUser(db: Database, userId: string): Promise<SessionUser | undefined> {
  const [user] = await db.select({ id: users.id, role: users.role, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user && toSessionUser(user);
}

/**
 * Creates the agency's admin account with its fixed id, or updates its email and
 * password. A changed password (or email) ends every session of the admin, on
 * every instance; the same password at each start changes nothing.
 */
export async function upsertAdmin(db: Database, events: EventPublisher, email: string, password: string): Promise<void> {
  const [existing] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, ADMIN_ID)).limit(1);
  if (existing && existing.email === email && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ id: ADMIN_ID, name: "Admin", email, role: "admin", passwordHash })
    .onConflictDoUpdate({ target: users.id, set: { email, passwordHash, role: "admin" } });
  if (existing) await revokeAllSessionsOf(db, events, ADMIN_ID);
}
