import type { MessageKey } from "../i18n/messages/en.ts";
import type { MiddlewareHandler } from "hono";
import { rateLimited } from "../domain/errors.ts";
import { clientIp, type TrustedProxies } from "./client-ip.ts";
import type { AppEnv } from "./types.ts";

export interface RateLimitOptions {
  /** Requests allowed per window and caller. */
  limit: number;
  windowMs: number;
  trustProxy: TrustedProxies;
  message?: MessageKey;
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
      throw rateLimited(options.message ?? "api.limit.default", Math.ceil((entry.resetAt - now) / 1000));
    }
    await next();
  };
}

/** The message of a refused account change: what happened and when to try again. */
export const ACCOUNT_LIMIT_MESSAGE: MessageKey = "api.limit.account";

/**
 * The account-level calls (a profile's name and e-mail, an application): per
 * user, since "that e-mail is taken" tells whether someone has an account.
 */
export const accountRateLimit = (settings: { limit: number; windowMs: number }, trustProxy: TrustedProxies) =>
  rateLimit({ ...settings, trustProxy, per: "user", message: ACCOUNT_LIMIT_MESSAGE });

/** The kinds of signed-in writes, each with its own budget per user (DESIGN §3). */
export const WRITE_KINDS = ["chat", "jobs", "optIn", "uploads", "contact", "other"] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** The budgets in production: far above what a person does, far below what a script does. */
export const WRITE_BUDGETS: Record<WriteKind, { limit: number; windowMs: number }> = {
  chat: { limit: 60, windowMs: 60_000 },
  jobs: { limit: 30, windowMs: 60 * 60_000 },
  optIn: { limit: 60, windowMs: 60 * 60_000 },
  uploads: { limit: 30, windowMs: 60 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  other: { limit: 120, windowMs: 60_000 },
};

const WRITE_MESSAGES: Record<WriteKind, MessageKey> = {
  chat: "api.limit.chat",
  jobs: "api.limit.jobs",
  optIn: "api.limit.optIn",
  uploads: "api.limit.uploads",
  contact: "api.limit.contact",
  other: "api.limit.other",
};

/** Which budget a write draws on: by route, and every multipart body is an upload. */
export function writeKindOf(method: string, path: string, contentType: string | undefined): WriteKind {
  if (contentType?.startsWith("multipart/form-data")) return "uploads";
  if (method === "POST" && path === "/api/chat/send") return "chat";
  if (method === "POST" && path === "/api/job/add") return "jobs";
  if (method === "PUT" && path.startsWith("/api/job/job-accept/")) return "optIn";
  if (method === "POST" && path === "/api/contact") return "contact";
  return "other";
}

/** Writes no budget stops: signing in and out have their own limits, and logging out must always work. */
const UNLIMITED_WRITES = new Set(["/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/auth/logout-all"]);

/**
 * One limiter for every state-changing call of a signed-in user (registered for
 * POST, PUT, PATCH and DELETE under /api): each user has a budget per kind of
 * write, whatever address they call from; a refusal is a 429 envelope with
 * Retry-After, before anything is read or stored. Signed-out writes are the
 * login, sign-up and contact forms, limited per address by their routes.
 */
export function writeRateLimits(settings: Record<WriteKind, { limit: number; windowMs: number }>, trustProxy: TrustedProxies): MiddlewareHandler<AppEnv> {
  const limiters = Object.fromEntries(
    WRITE_KINDS.map((kind) => [kind, rateLimit({ ...settings[kind], trustProxy, per: "user", message: WRITE_MESSAGES[kind] })]),
  ) as Record<WriteKind, MiddlewareHandler<AppEnv>>;
  return async (c, next) => {
    const path = c.req.path.replace(/\/+$/, "");
    if (!c.get("user") || UNLIMITED_WRITES.has(path)) return next();
    return limiters[writeKindOf(c.req.method, path, c.req.header("content-type"))](c, next);
  };
}
