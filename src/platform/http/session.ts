import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Database } from "../db/client.ts";
import type { Role, SessionUser, StaffRole } from "../contract/roles.ts";
import { forbidden, unauthenticated } from "../errors.ts";
import { randomSecret } from "../random-secret.ts";
import {
  type ActiveSession,
  createSession,
  findActiveSession,
  hashSessionToken,
  LAST_SEEN_INTERVAL_MS,
  revokeSession,
  SESSION_RECHECK_MS,
  SESSION_SECONDS,
  touchSession,
} from "../../features/accounts/sessions.ts";
import type { EventBus } from "../events/bus.ts";
import { PRIVATE_NO_STORE } from "./no-store.ts";
import type { AppEnv } from "./types.ts";

export const SESSION_COOKIE = "session";

/** The longest a cookie's value can be and still be one of ours (43 base64url characters). */
const MAX_TOKEN_LENGTH = 64;
/** Sessions kept in memory per instance; the oldest goes first. */
const MAX_CACHED = 10_000;

interface Cached {
  session: ActiveSession;
  /** When the row was last read: read again after SESSION_RECHECK_MS. */
  checkedAt: number;
}

/**
 * Server-side sessions: the cookie carries a random secret, the
 * `sessions` table its hash. Each instance keeps the sessions it has checked in
 * memory; `session.revoked` drops them on every instance at once, and a row is
 * read again every SESSION_RECHECK_MS (10 s), the backstop should a notification
 * be lost. `last_seen_at` is written at most once a minute.
 */
export function createSessionStore(options: { db: Database; events: EventBus; secret: string }) {
  const { db, events, secret } = options;
  const byHash = new Map<string, Cached>();
  /** Moves on every revocation: a read that began before one does not cache what it found. */
  let generation = 0;

  const hashOf = (token: string) => hashSessionToken(token, secret);
  const remember = (hash: string, session: ActiveSession, checkedAt: number) => {
    byHash.delete(hash);
    byHash.set(hash, { session, checkedAt });
    if (byHash.size > MAX_CACHED) byHash.delete(byHash.keys().next().value!);
  };
  const drop = (matches: (session: ActiveSession) => boolean) => {
    for (const [hash, entry] of byHash) if (matches(entry.session)) byHash.delete(hash);
  };

  const unsubscribe = events.on("session.revoked", (event) => {
    generation++;
    if ("userId" in event) drop((s) => s.user.userId === event.userId);
    else {
      const ids = new Set(event.sessionIds);
      drop((s) => ids.has(s.id));
    }
  });

  return {
    /** The live session a cookie's value names, or null when missing, unknown, revoked or expired. */
    async read(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const hash = hashOf(token);
      const now = Date.now();
      const known = byHash.get(hash);
      if (known && now < known.session.expiresAt.getTime() && now - known.checkedAt < SESSION_RECHECK_MS) return known.session;
      const startedAt = generation;
      const unseenLately = (s: ActiveSession) => now - s.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
      // One query either way: the read that writes `last_seen_at` when it is due, else a plain read.
      let session = known && unseenLately(known.session) ? await touchSession(db, known.session.id) : await findActiveSession(db, hash);
      // A first read finds the row's `last_seen_at` (another instance's, or a restart's) due.
      if (session && unseenLately(session)) session = await touchSession(db, session.id);
      if (!session) {
        byHash.delete(hash);
        return null;
      }
      if (startedAt === generation) remember(hash, session, now);
      else if (!(await findActiveSession(db, hash))) return null;
      return session;
    },
    /**
     * Stores a new session for `user` and returns the cookie's value; the session
     * the browser had (`current`), whoever's it was, ends.
     */
    async start(user: SessionUser, userAgent: string | undefined, current: string | undefined): Promise<string> {
      const previous = await this.read(current);
      if (previous) await revokeSession(db, events, previous.id);
      const token = randomSecret();
      const hash = hashOf(token);
      const { id, expiresAt } = await createSession(db, { userId: user.userId, tokenHash: hash, userAgent });
      remember(hash, { id, user, expiresAt, lastSeenAt: new Date() }, Date.now());
      return token;
    },
    /** The user of the session `token` names is now `user` (a new name): this instance serves it at once, the others within SESSION_RECHECK_MS. */
    async update(token: string | undefined, user: SessionUser): Promise<ActiveSession | null> {
      const session = await this.read(token);
      if (!session || session.user.userId !== user.userId) return null;
      const updated = { ...session, user };
      remember(hashOf(token!), updated, Date.now());
      return updated;
    },
    /** Ends the session a cookie's value names (nothing when there is none). */
    async end(token: string | undefined): Promise<void> {
      const session = await this.read(token);
      if (session) await revokeSession(db, events, session.id);
    },
    close: unsubscribe,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export interface SessionOptions {
  store: SessionStore;
  secureCookie: boolean;
}

/** Reads the session cookie of a raw request (the WebSocket upgrade has no Hono context). */
export function sessionTokenFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Sets `c.var.user` from the cookie for every request (null when signed out).
 * A reply to a signed-in request is private unless its route said otherwise (the
 * public cached lists keep their ETag and `no-cache`): never stored by the browser
 * or a shared cache.
 */
export function session(options: SessionOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = (await options.store.read(getCookie(c, SESSION_COOKIE)))?.user ?? null;
    c.set("user", user);
    await next();
    if (user && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  };
}

const cookieOptions = (options: SessionOptions, maxAge: number) =>
  ({ httpOnly: true, sameSite: "Lax", secure: options.secureCookie, path: "/", maxAge }) as const;

/**
 * Sets the session cookie for `user`: at login, and when the signed-in user's
 * name changes. A live session of that same user on this browser goes on with
 * the new name (a request still in flight with the cookie is not refused) and
 * its cookie is sent again; otherwise a new session starts, and whatever session
 * the browser had (another user's) ends.
 */
export async function startSession(c: Context, user: SessionUser, options: SessionOptions) {
  const current = getCookie(c, SESSION_COOKIE);
  const kept = await options.store.update(current, user);
  if (kept) {
    setCookie(c, SESSION_COOKIE, current!, cookieOptions(options, Math.max(0, Math.floor((kept.expiresAt.getTime() - Date.now()) / 1000))));
    return;
  }
  const token = await options.store.start(user, c.req.header("user-agent"), current);
  setCookie(c, SESSION_COOKIE, token, cookieOptions(options, SESSION_SECONDS));
}

/** Ends the request's session everywhere (its sockets close on every instance) and clears the cookie. */
export async function endSession(c: Context, options: SessionOptions) {
  await options.store.end(getCookie(c, SESSION_COOKIE));
  clearSessionCookie(c, options);
}

export function clearSessionCookie(c: Context, options: SessionOptions) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: options.secureCookie, httpOnly: true, sameSite: "Lax" });
}

/** The signed-in user, or a 401. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The session of this request (GET /auth/sessions marks it, a password change
 * keeps it); a 401 when signed out. Read through the store's cache: no query.
 */
export async function currentSession(c: Context<AppEnv>, options: SessionOptions): Promise<ActiveSession> {
  const session = c.get("user") ? await options.store.read(getCookie(c, SESSION_COOKIE)) : null;
  if (!session) throw unauthenticated();
  return session;
}

/** 401 when signed out, 403 when signed in with another role. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

/**
 * The agency's routes: 401 when signed out, 403 unless the user is one of the agency's
 * accounts whose staff role is named (the owner may do everything).
 */
export function requireStaffRole(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (user.role !== "admin" || !staffMay(user, roles)) throw forbidden();
    await next();
  };
}

/** Whether `user`, on a route others share, may use it: anyone who is not agency staff, and staff whose role is named, or the owner. */
export function staffMay(user: SessionUser, roles: readonly StaffRole[]): boolean {
  if (user.role !== "admin") return true;
  return user.staffRole === "owner" || (user.staffRole !== undefined && roles.includes(user.staffRole));
}

/** A route shared with studios or artists: its agency callers must hold one of `roles` (or be the owner), else 403. */
export function limitStaffTo(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!staffMay(currentUser(c), roles)) throw forbidden();
    await next();
  };
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};
