import type { MessageKey } from "../i18n/messages/en.ts";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { COMMIT_WITHOUT_FLUSH, type Database, executedRows } from "../../db/client.ts";
import { rateLimitWindows } from "../../db/schema.ts";
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
  /**
   * Count in the database under this bucket's name (one per limiter), so every
   * instance draws on one budget (issue 24 point 4): the security limits. Without
   * it, each instance counts in memory.
   */
  shared?: { db: Database; bucket: string };
}

/** One request counted: how many the caller made in this window, and when the window ends (ms from now). */
type Count = (key: string) => Promise<{ hits: number; resetInMs: number }>;

function memoryCount(windowMs: number): Count {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let nextSweep = 0;
  return async (key) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [k, entry] of windows) if (entry.resetAt <= now) windows.delete(k);
      nextSweep = now + windowMs;
    }
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { hits: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.hits++;
    return { hits: entry.hits, resetInMs: entry.resetAt - now };
  };
}

/** Windows ended this long ago are deleted by the next count after it. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The same fixed window in `rate_limit_windows`: one statement starts or counts the
 * caller's window (a window that ended starts again at 1), whichever instance asks.
 * Its commit does not wait for the disk: a count lost in a crash gives a caller one try more.
 */
function sharedCount(db: Database, bucket: string, windowMs: number): Count {
  let nextSweep = 0;
  const ended = sql`${rateLimitWindows.windowStart} <= now() - ${windowMs} * interval '1 millisecond'`;
  return async (key) => {
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      void db
        .delete(rateLimitWindows)
        .where(sql`${rateLimitWindows.bucket} = ${bucket} and ${ended}`)
        .catch(() => {});
    }
    const hashed = new Bun.CryptoHasher("sha256").update(key).digest("hex");
    const result = await db.execute(sql`insert into ${rateLimitWindows} (bucket, key, window_start, hits) values (${bucket}, ${hashed}, now(), 1)
      on conflict (bucket, key) do update set
        hits = case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end,
        window_start = case when ${ended} then now() else ${rateLimitWindows.windowStart} end
      returning hits, (extract(epoch from window_start - now()) * 1000 + ${windowMs})::float8 as "resetInMs", ${COMMIT_WITHOUT_FLUSH} as lazy`);
    const [row] = executedRows<{ hits: number; resetInMs: number }>(result);
    return { hits: Number(row!.hits), resetInMs: Number(row!.resetInMs) };
  };
}

/**
 * A fixed-window limiter per client address (or user): in the database when `shared`
 * (one budget across instances), else in this process's memory (behind N instances
 * at most N times the limit, fine for the signed-in users' write budgets).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const count = options.shared ? sharedCount(options.shared.db, options.shared.bucket, options.windowMs) : memoryCount(options.windowMs);
  return async (c, next) => {
    const user = options.per === "user" ? c.get("user") : undefined;
    const key = user ? `user:${user.userId}` : clientIp(c, options.trustProxy);
    const { hits, resetInMs } = await count(key);
    if (hits > options.limit) throw rateLimited(options.message ?? "api.limit.default", Math.max(1, Math.ceil(resetInMs / 1000)));
    await next();
  };
}

/** The message of a refused account change: what happened and when to try again. */
export const ACCOUNT_LIMIT_MESSAGE: MessageKey = "api.limit.account";

/**
 * The account-level calls (a profile's name and e-mail, an application): per
 * user, since "that e-mail is taken" tells whether someone has an account.
 */
export const accountRateLimit = (settings: { limit: number; windowMs: number }, trustProxy: TrustedProxies, shared?: RateLimitOptions["shared"]) =>
  rateLimit({ ...settings, trustProxy, per: "user", message: ACCOUNT_LIMIT_MESSAGE, shared });

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
