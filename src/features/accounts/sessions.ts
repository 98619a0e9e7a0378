import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { sessions, users } from "../../../db/schema.ts";
import type { AccountSession } from "./auth.contract.ts";
import type { SessionUser, StaffRole } from "../../platform/contract/roles.ts";
import { ACCOUNT_TAKING_PURPOSES, voidAccountTokens } from "./account-tokens.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import type { ActiveSession } from "../../platform/http/session.ts";

/** How long a session lasts from its login. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** A session's `last_seen_at` is written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/**
 * The longest an instance serves a session from memory before reading its row again:
 * the backstop, should a `session.revoked` notification be lost, for a revocation
 * made on another instance (the event drops it at once).
 */
export const SESSION_RECHECK_MS = 10_000;
/** The longest user agent kept: enough to recognise a browser, never a payload. */
const MAX_USER_AGENT = 300;

/**
 * The stored form of a session's secret: HMAC-SHA256 under the server's secret
 * (JWT_SECRET), so the table alone, leaked, signs nobody in and cannot even be
 * checked against guesses.
 */
export function hashSessionToken(token: string, serverSecret: string): string {
  return new Bun.CryptoHasher("sha256", serverSecret).update(token).digest("base64url");
}

/** Stores a new session for `userId`; the caller gives the cookie the token whose hash this is. */
export async function createSession(
  db: Database,
  input: { userId: string; tokenHash: string; userAgent: string | undefined },
): Promise<{ id: string; expiresAt: Date }> {
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_SECONDS * 1000);
  // The user's expired sessions go as a new one comes: the table holds live sessions, not a history.
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, new Date(now))));
  const [row] = await db
    .insert(sessions)
    .values({ userId: input.userId, tokenHash: input.tokenHash, userAgent: (input.userAgent ?? "").slice(0, MAX_USER_AGENT), expiresAt })
    .returning({ id: sessions.id });
  return { id: row!.id, expiresAt };
}

const activeColumns = {
  id: sessions.id,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  userId: users.id,
  role: users.role,
  name: users.name,
  staffRole: users.staffRole,
};
type ActiveRow = { id: string; expiresAt: Date; lastSeenAt: Date; userId: string; role: SessionUser["role"]; name: string; staffRole: StaffRole | null };
const toActive = (r: ActiveRow): ActiveSession => ({
  id: r.id,
  user: { userId: r.userId, role: r.role, name: r.name, ...(r.staffRole ? { staffRole: r.staffRole } : {}) },
  expiresAt: r.expiresAt,
  lastSeenAt: r.lastSeenAt,
});

/**
 * Only an active account's sessions count: a disabled or deleted one's were revoked
 * when it happened, and this keeps them refused should one have been missed.
 */
const accountActive = eq(users.status, "active");

/** The live session whose secret hashes to `tokenHash`, with its user as they are now; undefined when unknown, revoked or expired, or its account is not active. */
export async function findActiveSession(db: Database, tokenHash: string): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select(activeColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), accountActive))
    .limit(1);
  return row && toActive(row);
}

/**
 * Records that session `id` was used, and reads it back as it is now (undefined
 * once revoked or expired): the caller does it once per LAST_SEEN_INTERVAL_MS at most.
 */
export async function touchSession(db: Database, id: string): Promise<ActiveSession | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .from(users)
    .where(and(eq(sessions.id, id), eq(users.id, sessions.userId), gt(sessions.expiresAt, sql`now()`), accountActive))
    .returning(activeColumns);
  return row && toActive(row);
}

/** Ends one session (logout): its row goes, and every instance drops it from its cache and closes its sockets. */
export async function revokeSession(db: Database, events: EventPublisher, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  events.publish({ type: "session.revoked", sessionIds: [sessionId] });
}

/**
 * `POST /auth/logout-all`, and the admin's password changed by the operator: every
 * session of the user ends, on every instance, and its pending change of address or
 * reset link is void (`revokeAccess`).
 */
export async function signOutEverywhere(db: Database, events: EventPublisher, userId: string): Promise<void> {
  await db.transaction((tx) => revokeAccess(tx, userId));
  events.publish({ type: "session.revoked", userId });
}

/**
 * What the owner's security acts (a reset, a new password, signing out everywhere) and
 * a disabled account do, in the caller's transaction: the user's sessions end, all of
 * them or all but `keep` (the one changing the password stays signed in), and its live
 * change-of-address and reset links are void, so whoever had the password or a session
 * keeps no way back in. Returns the ended sessions' ids: publish `session.revoked` once
 * it commits.
 */
export async function revokeAccess(tx: Queryable, userId: string, keep?: string): Promise<string[]> {
  await voidAccountTokens(tx, userId, ACCOUNT_TAKING_PURPOSES);
  return deleteSessionsOf(tx, userId, keep);
}

/**
 * Deletes the sessions of a user, all of them or all but `keep` (the one changing
 * the password stays signed in), inside the caller's transaction. Returns their
 * ids: publish `session.revoked` with them once it commits.
 */
export async function deleteSessionsOf(tx: Queryable, userId: string, keep?: string): Promise<string[]> {
  const rows = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** `GET /auth/sessions`: the user's live sessions, newest first, `currentId` marked. */
export async function listSessionsOf(db: Database, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
  }));
}

/** `DELETE /auth/sessions/:id`: ends one of the user's own sessions; anyone else's, or none, is a 404. */
export async function revokeSessionOf(db: Database, events: EventPublisher, userId: string, sessionId: string): Promise<void> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw notFound("api.account.sessionNotFound");
  events.publish({ type: "session.revoked", sessionIds: [sessionId] });
}
