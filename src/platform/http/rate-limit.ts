import type { MessageKey } from "../i18n/messages/en.ts";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { COMMIT_WITHOUT_FLUSH, type Database, executedRows } from "../db/client.ts";
import { rateLimitWindows } from "../../../db/schema.ts";
import { rateLimited } from "../errors.ts";
import { coalesce } from "../db/coalesce.ts";
import { clientIp, type TrustedProxies } from "./client-ip.ts";
import { databaseUnavailableCode } from "./error-handler.ts";
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
   * The budget is counted in this database under `bucket` (one name per limiter), so
   * every instance draws on one budget per caller.
   */
  shared: { db: Database; bucket: string };
}

/** One request counted: how many the caller made in this window, and when the window ends (ms from now). */
interface Count {
  hits: number;
  resetInMs: number;
}

/**
 * This process's own count of a limiter's callers, the fast pre-check in front of
 * the shared count: a caller already over the limit here is over it everywhere, so
 * a flood is refused without a query.
 */
function localCount(windowMs: number): (key: string) => Count {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  let nextSweep = 0;
  return (key) => {
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

/** Windows that ended are deleted this often (by the next count after it). */
const SWEEP_EVERY_MS = 10 * 60_000;

interface PendingHit {
  bucket: string;
  /** SHA-256 of the caller's key. */
  key: string;
  windowMs: number;
  /** Set by the statement that counted it. */
  counted?: Count;
}

/**
 * The fixed windows of every limiter in `rate_limit_windows`, whichever instance is
 * asked. The hits that arrive while a statement runs go together in the next one
 * (`coalesce`): one upsert per round counts them all, each (bucket, key) once with
 * its number of hits, so a busy server's writes cost a share of one statement each.
 * A window that ended starts again with this round's hits; the callers of one key
 * take the numbers the round added, in arrival order. Rows are counted in (bucket,
 * key) order, so two instances' rounds never wait for each other in a cycle, and the
 * sweep skips rows a round holds. The commit does not wait for the disk: a count
 * lost in a crash gives a caller one try more.
 */
function sharedWindows(db: Database) {
  let nextSweep = 0;
  const table = rateLimitWindows;
  const ended = sql`${table.windowEnd} <= now()`;
  const countRound = coalesce(
    async (hits: PendingHit[]) => {
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + SWEEP_EVERY_MS;
        void db
          .execute(sql`delete from ${table} where (bucket, key) in (select bucket, key from ${table} where ${ended} for update skip locked)`)
          .catch(() => {});
      }
      const byWindow = Map.groupBy(hits, (hit) => `${hit.bucket} ${hit.key}`);
      const rows = [...byWindow.values()].map((group) => ({ bucket: group[0]!.bucket, key: group[0]!.key, hits: group.length, window_ms: group[0]!.windowMs }));
      const result = await db.execute(sql`insert into ${table} (bucket, key, window_end, hits)
      select bucket, key, now() + window_ms * interval '1 millisecond', hits
      from json_to_recordset(${JSON.stringify(rows)}::json) as round(bucket text, key text, hits integer, window_ms integer)
      order by bucket collate "C", key collate "C"
      on conflict (bucket, key) do update set
        hits = case when ${ended} then excluded.hits else ${table.hits} + excluded.hits end,
        window_end = case when ${ended} then excluded.window_end else ${table.windowEnd} end
      returning bucket, key, hits, (extract(epoch from window_end - now()) * 1000)::float8 as "resetInMs", ${COMMIT_WITHOUT_FLUSH} as lazy`);
      for (const row of executedRows<{ bucket: string; key: string; hits: number; resetInMs: number }>(result)) {
        const group = byWindow.get(`${row.bucket} ${row.key}`)!;
        const first = Number(row.hits) - group.length + 1;
        group.forEach((hit, i) => {
          hit.counted = { hits: first + i, resetInMs: Number(row.resetInMs) };
        });
      }
      // The database away: the calls that waited for this round get its 503 now, not after a wait of their own.
    },
    (error) => databaseUnavailableCode(error) !== undefined,
  );
  return async (bucket: string, key: string, windowMs: number): Promise<Count> => {
    const hit: PendingHit = { bucket, key: new Bun.CryptoHasher("sha256").update(key).digest("hex"), windowMs };
    await countRound([hit]);
    return hit.counted!;
  };
}

/** One counter per database: every limiter of the process shares its rounds. */
const sharedWindowsOf = new WeakMap<Database, ReturnType<typeof sharedWindows>>();

/**
 * A fixed-window limiter per client address (or user), one budget across instances:
 * counted in the database, behind this process's own count as a pre-check.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { db, bucket } = options.shared;
  const shared = sharedWindowsOf.get(db) ?? sharedWindows(db);
  sharedWindowsOf.set(db, shared);
  const local = localCount(options.windowMs);
  const refuse = ({ resetInMs }: Count) => rateLimited(options.message ?? "api.limit.default", Math.max(1, Math.ceil(resetInMs / 1000)));
  return async (c, next) => {
    const user = options.per === "user" ? c.get("user") : undefined;
    const key = user ? `user:${user.userId}` : clientIp(c, options.trustProxy);
    const here = local(key);
    if (here.hits > options.limit) throw refuse(here);
    const everywhere = await shared(bucket, key, options.windowMs);
    if (everywhere.hits > options.limit) throw refuse(everywhere);
    await next();
  };
}

/** The message of a refused account change: what happened and when to try again. */
export const ACCOUNT_LIMIT_MESSAGE: MessageKey = "api.limit.account";

/**
 * The account-level calls (a profile's name and e-mail, an application): per
 * user, since "that e-mail is taken" tells whether someone has an account.
 */
export const accountRateLimit = (settings: { limit: number; windowMs: number }, trustProxy: TrustedProxies, shared: RateLimitOptions["shared"]) =>
  rateLimit({ ...settings, trustProxy, per: "user", message: ACCOUNT_LIMIT_MESSAGE, shared });

/** The kinds of signed-in writes, each with its own budget per user. */
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
  if (method === "POST" && (path === "/api/contact/add" || path === "/api/privacy/requests")) return "contact";
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
export function writeRateLimits(
  settings: Record<WriteKind, { limit: number; windowMs: number }>,
  trustProxy: TrustedProxies,
  db: Database,
): MiddlewareHandler<AppEnv> {
  const limiters = Object.fromEntries(
    WRITE_KINDS.map((kind) => [
      kind,
      rateLimit({ ...settings[kind], trustProxy, per: "user", message: WRITE_MESSAGES[kind], shared: { db, bucket: `writes:${kind}` } }),
    ]),
  ) as Record<WriteKind, MiddlewareHandler<AppEnv>>;
  return async (c, next) => {
    const path = c.req.path.replace(/\/+$/, "");
    if (!c.get("user") || UNLIMITED_WRITES.has(path)) return next();
    return limiters[writeKindOf(c.req.method, path, c.req.header("content-type"))](c, next);
  };
}
