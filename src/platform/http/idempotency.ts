import { msg } from "../i18n/api-messages.ts";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { COMMIT_WITHOUT_FLUSH, type Database } from "../db/client.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../contract/envelope.ts";

export { IDEMPOTENCY_KEY_HEADER };
import { idempotencyKeys } from "../../../db/schema.ts";
import { conflict, invalid, mismatch } from "../errors.ts";
import type { Logger } from "../log.ts";
import { clientIp, type TrustedProxies } from "./client-ip.ts";
import { databaseUnavailableCode } from "./error-handler.ts";
import type { AppEnv } from "./types.ts";

export const REPLAYED_HEADER = "Idempotency-Replayed";

/** How long a key is remembered: a retry after that runs again. */
export const KEY_TTL = "24 hours";
/** A claim with no reply after this long was left by a process that stopped: a retry may take it over. */
const ABANDONED_AFTER = "10 minutes";
const PURGE_EVERY_MS = 10 * 60_000;
/** A row's write that failed (the database went away) is tried again this often, for as long as a claim can live. */
const RETRY_WRITE_MS = 5_000;
const RETRY_WRITE_FOR_MS = 10 * 60_000;

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** What to log of a failed write: the code only when the database is away (the query's text would flood the log). */
const reasonOf = (error: unknown) => databaseUnavailableCode(error) ?? (error instanceof Error ? error.message : String(error));

export interface IdempotencyOptions {
  db: Database;
  trustProxy: TrustedProxies;
  log: Logger;
}

/** `<bytes>:<sha256 hex>` of a request body: the size lets a retry stop reading as soon as its body is longer. */
type BodyHash = string;

const BOUNDARY_PLACEHOLDER = Buffer.from("<boundary>");

/**
 * SHA-256 of a body fed chunk by chunk. With a multipart `boundary`, each
 * occurrence of it is hashed as a fixed placeholder: a browser makes a new
 * boundary every time it sends a form, and the same form sent again must match.
 */
class BodyHasher {
  private readonly hasher = new Bun.CryptoHasher("sha256");
  private carry: Buffer = Buffer.alloc(0);
  size = 0;
  constructor(private readonly boundary?: Buffer) {}

  update(chunk: Uint8Array) {
    const boundary = this.boundary;
    if (!boundary) return this.feed(chunk);
    let buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = buf.indexOf(boundary); at >= 0; at = buf.indexOf(boundary)) {
      this.feed(buf.subarray(0, at));
      this.feed(BOUNDARY_PLACEHOLDER);
      buf = buf.subarray(at + boundary.length);
    }
    // What could be the start of a boundary waits for the next chunk.
    const keep = Math.min(buf.length, boundary.length - 1);
    this.feed(buf.subarray(0, buf.length - keep));
    this.carry = Buffer.from(buf.subarray(buf.length - keep));
  }

  digest(): BodyHash {
    this.feed(this.carry);
    this.carry = Buffer.alloc(0);
    return `${this.size}:${this.hasher.digest("hex")}`;
  }

  private feed(bytes: Uint8Array) {
    this.hasher.update(bytes);
    this.size += bytes.length;
  }
}

function boundaryOf(c: Context): Buffer | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(c.req.header("content-type") ?? "");
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? Buffer.from(boundary) : undefined;
}

/** Hashes `body` as it streams, `onEnd` told the hash once the last byte went through. */
function hashing(body: ReadableStream<Uint8Array>, hasher: BodyHasher, onEnd: (hash: BodyHash) => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hasher.update(chunk);
        controller.enqueue(chunk);
      },
      flush() {
        onEnd(hasher.digest());
      },
    }),
  );
}

/** The hash of a body, or undefined as soon as it is longer than the one of `expected` (it cannot match). */
async function hashUpTo(body: ReadableStream<Uint8Array> | null, hasher: BodyHasher, expected: BodyHash): Promise<BodyHash | undefined> {
  const limit = Number(expected.slice(0, expected.indexOf(":")));
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      hasher.update(value);
      if (hasher.size > limit) {
        await reader.cancel().catch(() => {});
        return undefined;
      }
    }
  }
  return hasher.digest();
}

const stillRunning = () => conflict(msg("api.idempotency.running", { header: IDEMPOTENCY_KEY_HEADER }));

const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");

/** Replies worth giving again: successes and refusals, except "too many, try later" (a 429, like a 5xx, says nothing lasting). */
const storable = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429);

/**
 * `Idempotency-Key` on a state-changing API call:
 * a retry with the same key gets the first reply, with `Idempotency-Replayed: true`,
 * instead of doing the change twice. Keys belong to the signed-in user, or to the
 * client address when there is none (the contact form), and live 24 hours.
 *
 * The key is claimed by an insert that the table's primary key decides, so of two
 * racing requests (on any instance) one runs and the other gets a 409 (or the
 * replay, once the first is done). The first reply is stored when it is a 2xx or a
 * 4xx other than 429; a 5xx, a 429 or a thrown error releases the key, so a retry
 * runs again. The fingerprint is the method, the path and a hash of the body: the
 * same key with another one is a 422. A JSON body (at most 1 MB) is hashed before
 * the claim; a multipart body is hashed as the route streams it (it is not held
 * anywhere; its boundary, new each time a browser sends a form, hashed as a
 * placeholder), so its hash is stored with the reply, and a retry's body is hashed
 * (read no further than the first one's length) only once the first is done. A
 * multipart request refused before its body was read to the end (a 403, a 413)
 * leaves no body hash: its key then matches on method and path alone.
 *
 * Calls under `/api/auth` are left out: their replies carry the session cookie,
 * which is never stored, and a repeated sign-up is refused as a known e-mail anyway.
 */
export function idempotency({ db, trustProxy, log }: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  let nextPurge = 0;
  const purge = () => {
    const now = Date.now();
    if (now < nextPurge) return;
    nextPurge = now + PURGE_EVERY_MS;
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEY_TTL}::interval`))
      .then(
        () => {},
        (error: unknown) => log.warn("idempotency keys not purged", { error: reasonOf(error) }),
      );
  };

  /** A write to a claimed row, tried again in the background while the database is away. */
  const settle = (what: string, write: () => Promise<unknown>) => {
    const giveUpAt = Date.now() + RETRY_WRITE_FOR_MS;
    const attempt = (): Promise<void> =>
      write().then(
        () => {},
        (error: unknown) => {
          log.warn(`idempotency key not ${what}`, { error: reasonOf(error) });
          if (Date.now() < giveUpAt) setTimeout(attempt, RETRY_WRITE_MS).unref();
        },
      );
    return attempt();
  };

  /** Takes the key: a new row, or over one that expired or was abandoned. True when this request now owns it. */
  async function claim(scope: string, key: string, method: string, path: string, bodyHash: BodyHash | null): Promise<boolean> {
    const t = idempotencyKeys;
    const taken = await db
      .insert(t)
      .values({ scope, key, method, path, bodyHash })
      .onConflictDoUpdate({
        target: [t.scope, t.key],
        set: { method, path, bodyHash, statusCode: null, contentType: null, responseBody: null, createdAt: sql`now()` },
        setWhere: sql`${t.createdAt} < now() - ${KEY_TTL}::interval or (${t.statusCode} is null and ${t.createdAt} < now() - ${ABANDONED_AFTER}::interval)`,
      })
      // The claim commits without waiting for the WAL flush (3 to 8 ms here, on the pool every request
      // needs): whatever the request then changes commits after it in the log, so a flushed change
      // flushes its claim too, and a claim a crash loses had nothing durable done under it (a retry runs).
      .returning({ scope: t.scope, lazy: COMMIT_WITHOUT_FLUSH });
    return taken.length === 1;
  }

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || c.req.path.startsWith("/api/auth/")) return next();
    if (!KEY_PATTERN.test(key)) throw invalid(msg("api.idempotency.badKey", { header: IDEMPOTENCY_KEY_HEADER }));
    const user = c.get("user");
    const scope = user ? `user:${user.userId}` : `ip:${clientIp(c, trustProxy)}`;
    const method = c.req.method;
    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    const multipart = isMultipart(c);
    const raw = c.req.raw;

    let bodyHash: BodyHash | null = null;
    if (!multipart) {
      // At most 1 MB (the JSON body limit ran first): read whole, then handed on as the body.
      const bytes = raw.body ? new Uint8Array(await raw.arrayBuffer()) : new Uint8Array();
      const hasher = new BodyHasher();
      hasher.update(bytes);
      bodyHash = hasher.digest();
      if (raw.body) c.req.raw = new Request(raw, { body: bytes });
    }

    purge();
    const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    // Twice at most: a row seen taken may be released (its request failed) before it is read.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claim(scope, key, method, path, bodyHash)) return run(c, next, thisKey!, multipart, bodyHash);
      const [first] = await db.select().from(idempotencyKeys).where(thisKey).limit(1);
      if (!first) continue;
      const reused = () => mismatch(msg("api.idempotency.reused", { header: IDEMPOTENCY_KEY_HEADER }));
      if (first.method !== method || first.path !== path) throw reused();
      if (!multipart && first.bodyHash !== null && first.bodyHash !== bodyHash) throw reused();
      if (first.statusCode === null) throw stillRunning();
      if (multipart && first.bodyHash !== null && (await hashUpTo(c.req.raw.body, new BodyHasher(boundaryOf(c)), first.bodyHash)) !== first.bodyHash)
        throw reused();
      const headers: Record<string, string> = { [REPLAYED_HEADER]: "true" };
      if (first.contentType) headers["Content-Type"] = first.contentType;
      return c.body(first.responseBody ?? "", first.statusCode as ContentfulStatusCode, headers);
    }
    throw stillRunning();
  };

  /** Runs the claimed request; keeps its reply, or lets the key go. */
  async function run(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    thisKey: NonNullable<ReturnType<typeof and>>,
    multipart: boolean,
    bodyHash: BodyHash | null,
  ) {
    let streamedHash: BodyHash | null = null;
    if (multipart && c.req.raw.body) {
      c.req.raw = new Request(c.req.raw, {
        body: hashing(c.req.raw.body, new BodyHasher(boundaryOf(c)), (hash) => {
          streamedHash = hash;
        }),
        duplex: "half",
      } as RequestInit);
    }
    const release = () => settle("released", () => db.delete(idempotencyKeys).where(and(thisKey, isNull(idempotencyKeys.statusCode))));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const res = c.res;
    if (!storable(res.status)) {
      const releasing = release();
      // The request failed for want of the database (the error handler made its 503): the
      // release could only wait as long again. The caller gets its 503 now; the release is
      // tried again in the background until the database takes it.
      if (!databaseUnavailableCode(c.error)) await releasing;
      return;
    }
    const reply = {
      statusCode: res.status,
      contentType: res.headers.get("content-type"),
      responseBody: await res.clone().text(),
      bodyHash: multipart ? streamedHash : bodyHash,
    };
    await settle("stored", () => db.update(idempotencyKeys).set(reply).where(thisKey));
  }
}
