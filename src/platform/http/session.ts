import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Role, SessionUser, StaffRole } from "../contract/roles.ts";
import { forbidden, unauthenticated } from "../errors.ts";
import { PRIVATE_NO_STORE } from "./no-store.ts";
import type { AppEnv } from "./types.ts";

export const SESSION_COOKIE = "session";

/** A live session: whose it is and until when. */
export interface ActiveSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * The sessions the cookie names, kept by the accounts feature (src/features/accounts/session-store.ts) and given by the
 * composition root: the middleware, sign-in and sign-out, and the chat socket's upgrade read and write them here.
 */
export interface SessionStore {
  /** The live session a cookie's value names, or null when missing, unknown, revoked or expired. */
  read(token: string | undefined): Promise<ActiveSession | null>;
  /** Stores a new session for `user`, ending the one the browser had (`current`): the cookie's value and when it expires. */
  start(user: SessionUser, userAgent: string | undefined, current: string | undefined): Promise<{ token: string; expiresAt: Date }>;
  /** The user of the session `token` names is now `user` (a new name); null when it is not that user's live session. */
  update(token: string | undefined, user: SessionUser): Promise<ActiveSession | null>;
  /** Ends the session a cookie's value names (nothing when there is none). */
  end(token: string | undefined): Promise<void>;
  close(): void;
}

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
  const { token, expiresAt } = kept ? { token: current!, expiresAt: kept.expiresAt } : await options.store.start(user, c.req.header("user-agent"), current);
  // Whole seconds up: a session started a few milliseconds ago still gets its full lifetime (the server checks expiry itself).
  setCookie(c, SESSION_COOKIE, token, cookieOptions(options, Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000))));
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
