import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sign, verify } from "hono/jwt";
import { ROLES, type Role, type SessionUser } from "../contracts/roles.ts";
import { forbidden, unauthenticated } from "../domain/errors.ts";
import { PRIVATE_NO_STORE } from "./no-store.ts";
import type { AppEnv } from "./types.ts";

export const SESSION_COOKIE = "session";
const SESSION_SECONDS = 7 * 24 * 60 * 60;

export interface SessionOptions {
  secret: string;
  secureCookie: boolean;
}

/**
 * Tokens already verified, with their expiry: a signed-in user's token is
 * checked (HMAC, key import, decoding) once, then only its expiry (issue #8: that
 * check was a twentieth of each signed-in request). Keyed with the secret, so a
 * token is never taken on another secret's word; bounded, oldest out first.
 */
const verified = new Map<string, { user: SessionUser; expiresAt: number }>();
const MAX_VERIFIED = 10_000;

/** Reads the session from its string form, or null when missing, forged, expired or malformed. */
export async function readSessionToken(token: string | undefined, secret: string): Promise<SessionUser | null> {
  if (!token) return null;
  const key = `${secret}\n${token}`;
  const known = verified.get(key);
  if (known) {
    if (Date.now() < known.expiresAt) return known.user;
    verified.delete(key);
    return null;
  }
  try {
    const payload = await verify(token, secret, "HS256");
    const { sub, role, name, exp } = payload as Record<string, unknown>;
    if (typeof sub !== "string" || typeof name !== "string" || !ROLES.includes(role as Role) || typeof exp !== "number") return null;
    const user: SessionUser = { userId: sub, role: role as Role, name };
    verified.set(key, { user, expiresAt: exp * 1000 });
    if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    return user;
  } catch {
    return null;
  }
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
    const user = await readSessionToken(getCookie(c, SESSION_COOKIE), options.secret);
    c.set("user", user);
    await next();
    if (user && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  };
}

export async function startSession(c: Context, user: SessionUser, options: SessionOptions) {
  const now = Math.floor(Date.now() / 1000);
  const token = await sign({ sub: user.userId, role: user.role, name: user.name, iat: now, exp: now + SESSION_SECONDS }, options.secret, "HS256");
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secureCookie,
    path: "/",
    maxAge: SESSION_SECONDS,
  });
}

export function endSession(c: Context, options: SessionOptions) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: options.secureCookie, httpOnly: true, sameSite: "Lax" });
}

/** The signed-in user, or a 401. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}

/** 401 when signed out, 403 when signed in with another role. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};
