import type { MiddlewareHandler } from "hono";
import { rateLimited } from "../domain/errors.ts";
import { clientIp, type TrustedProxies } from "./client-ip.ts";
import type { AppEnv } from "./types.ts";

export interface RateLimitOptions {
  /** Requests allowed per window and caller. */
  limit: number;
  windowMs: number;
  trustProxy: TrustedProxies;
  message?: string;
  /**
   * Who a bucket belongs to: the client address (default), or the signed-in user
   * (their address when signed out), so changing addresses buys nothing.
   */
  per?: "address" | "user";
}

/**
 * A fixed-window limiter per client address (or user), in memory. Each instance counts on
 * its own: behind N instances the effective limit is at most N times higher,
 * which is fine for what it guards (password guessing, form spam).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const hits = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return async (c, next) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
      nextSweep = now + options.windowMs;
    }
    const user = options.per === "user" ? c.get("user") : undefined;
    const key = user ? `user:${user.userId}` : clientIp(c, options.trustProxy);
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + options.windowMs };
      hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > options.limit) {
      throw rateLimited(options.message ?? "Too many requests, please try again later", Math.ceil((entry.resetAt - now) / 1000));
    }
    await next();
  };
}

/** The message of a refused account change: what happened and when to try again. */
export const ACCOUNT_LIMIT_MESSAGE = "Too many account changes, please try again in a few minutes";

/**
 * The account-level calls (a profile's name and e-mail, an application): per
 * user, since "that e-mail is taken" tells whether someone has an account.
 */
export const accountRateLimit = (settings: { limit: number; windowMs: number }, trustProxy: TrustedProxies) =>
  rateLimit({ ...settings, trustProxy, per: "user", message: ACCOUNT_LIMIT_MESSAGE });
