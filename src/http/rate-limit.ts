import type { MiddlewareHandler } from "hono";
import { rateLimited } from "../domain/errors.ts";
import { clientIp, type TrustedProxies } from "./client-ip.ts";

export interface RateLimitOptions {
  /** Requests allowed per window and address. */
  limit: number;
  windowMs: number;
  trustProxy: TrustedProxies;
  message?: string;
}

/**
 * A fixed-window limiter per client address, in memory. Each instance counts on
 * its own: behind N instances the effective limit is at most N times higher,
 * which is fine for what it guards (password guessing, form spam).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return async (c, next) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
      nextSweep = now + options.windowMs;
    }
    const key = clientIp(c, options.trustProxy);
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
