import type { Context } from "hono";
import type { Envelope } from "../contract/envelope.ts";
import { type ApiMessage, translateMessage } from "../i18n/api-messages.ts";
import { keepNewest } from "../shared-loads.ts";
import { localeOfKey } from "./cache-keys.ts";
import { type EncodedBody, encodeBody, encodedReply, type HeadersByCoding, headersByCoding } from "./encoding.ts";
import type { EnvelopeReply } from "./envelope.ts";
import type { HeaderList } from "./security-headers.ts";

/** A serialized envelope, ready to send as is. */
interface Reply {
  /** The envelope as UTF-8 bytes, encoded and compressed once (not on every reply). */
  body: EncodedBody;
  etag: string;
  /** The reply's headers, made once with it: a reply is built whole, not header by header. */
  headers: HeadersByCoding & { notModified: Headers };
}

interface Entry extends Reply {
  value: unknown;
  /** The envelope's message, in the entry's language: its pages (`replyDerived`) say the same. */
  message: string;
  freshUntil: number;
}

/** A reply made from an entry's value (a page of a list), valid while the entry's ETag is `from`. */
interface Derived extends Reply {
  from: string;
}

/** The envelope's message of a cached list: the catalogue's success, in the entry's language. */
const SUCCESS: ApiMessage = "api.success";

/** How many derived replies a cache keeps (the oldest go first). */
const MAX_DERIVED = 256;

/**
 * Serializes an envelope once: bytes, ETag, compressed forms, and the headers of
 * each kind of reply (`extraHeaders`, then `replyHeaders`, which every reply carries).
 */
async function serialize(envelope: Envelope<unknown>, replyHeaders: HeaderList, extraHeaders: HeaderList, previous?: Reply): Promise<Reply> {
  const bytes = new TextEncoder().encode(JSON.stringify(envelope));
  // Weak: the compressed and plain bodies are one representation as far as revalidation goes.
  const etag = `W/"${Bun.hash(bytes).toString(36)}"`;
  if (previous?.etag === etag) return previous;
  const notModified: HeaderList = [["ETag", etag], ["Cache-Control", "no-cache"], ["Vary", "Accept-Encoding"], ...replyHeaders];
  const headers = headersByCoding([...notModified, ...extraHeaders, ["Content-Type", "application/json; charset=UTF-8"]]);
  return { body: await encodeBody(bytes), etag, headers: { ...headers, notModified: new Headers(notModified) } };
}

/**
 * Sends a serialized reply: 304 when the ETag matches. A whole Response with the
 * reply's headers (setting them one by one was a fifth of its cost),
 * so headers a middleware set on the context before it are not carried.
 */
function send(c: Context, reply: Reply): Response {
  if (matches(c.req.header("if-none-match"), reply.etag)) return new Response(null, { status: 304, headers: reply.headers.notModified });
  return encodedReply(reply.body, c.req.header("accept-encoding"), reply.headers);
}

export interface Versioned<T> {
  value: T;
  /** Changes whenever the value does. */
  version: string;
}

/** True when If-None-Match names `etag` (weak comparison, lists, `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Serialized replies of what rarely changes (the public catalog), each with an
 * ETag. Writers call `invalidate`; the TTL bounds how stale another instance
 * behind the same load balancer can be.
 *
 * Built for the hot path: the envelope is serialized, UTF-8 encoded
 * and compressed once per load (off the event loop, and not at all when a reload
 * brings the same bytes), not per request; an expired entry keeps being served
 * while one reload runs in the background (no request waits for the database,
 * and a reload that fails leaves the last good entry in place); only a missing
 * entry (first use, or after `invalidate`) makes callers wait, for one shared load.
 *
 * Each entry is in one language, the one its key names (`localizedKey`,
 * src/platform/http/cache-keys.ts: `key@fr` French, a bare key English): its envelope's
 * message is translated into it once per load, as its content was loaded in it.
 */
export class JsonCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<Entry>>();
  private derived = new Map<string, Derived>();

  private ttlMs: number;
  private replyHeaders: HeaderList;

  /** `headers`: what every reply carries besides its own (the API's security headers). */
  constructor({ ttlMs = 10_000, headers = [] }: { ttlMs?: number; headers?: HeaderList } = {}) {
    this.ttlMs = ttlMs;
    this.replyHeaders = headers;
  }

  invalidate(...keys: string[]) {
    for (const key of keys) {
      this.entries.delete(key);
      this.pending.delete(key);
    }
  }

  /**
   * Replies with the cached envelope for `key`, loading it once when missing; 304 when the ETag matches.
   * `message` (the catalogue's success by default) is in the key's language.
   */
  async reply<T>(c: Context, key: string, load: () => Promise<T>, message: ApiMessage = SUCCESS): Promise<EnvelopeReply<T>> {
    return send(c, await this.entry(key, load, message)) as EnvelopeReply<T>;
  }

  /**
   * Replies with an envelope made from the cached value of `key` by `derive` (a
   * page of a list, with its own headers), serialized once and kept while that
   * value is unchanged. `variant` names it among the others made from `key`.
   */
  async replyDerived<T, R>(
    c: Context,
    key: string,
    load: () => Promise<T>,
    variant: string,
    derive: (value: T) => { response: R; headers?: HeaderList },
  ): Promise<EnvelopeReply<R>> {
    const entry = await this.entry(key, load, SUCCESS);
    const id = `${key}\n${variant}`;
    const hit = this.derived.get(id);
    if (hit?.from === entry.etag) return send(c, hit) as EnvelopeReply<R>;
    const { response, headers = [] } = derive(entry.value as T);
    const made: Derived = { ...(await serialize({ status: true, message: entry.message, response }, this.replyHeaders, headers)), from: entry.etag };
    keepNewest(this.derived, id, made, MAX_DERIVED);
    return send(c, made) as EnvelopeReply<R>;
  }

  /** The cached value itself, for server-rendered pages that show the same lists. */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.versioned(key, load)).value;
  }

  /** The cached value with its version (the ETag), read from one entry: a page rendered from it can be reused while the version holds. */
  async versioned<T>(key: string, load: () => Promise<T>): Promise<Versioned<T>> {
    const entry = await this.entry(key, load, SUCCESS);
    return { value: entry.value as T, version: entry.etag };
  }

  private entry<T>(key: string, load: () => Promise<T>, message: ApiMessage): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.freshUntil <= Date.now()) {
        // Stale: this caller gets the last good entry; the reload's outcome lands in `entries`.
        this.load(key, load, message).catch(() => {});
      }
      return Promise.resolve(hit);
    }
    return this.load(key, load, message);
  }

  /** One load per key at a time; concurrent callers share it instead of stampeding the database. */
  private load<T>(key: string, load: () => Promise<T>, message: ApiMessage): Promise<Entry> {
    let pending = this.pending.get(key);
    if (pending) return pending;
    pending = load().then(async (response) => {
      const text = translateMessage(localeOfKey(key), message);
      const reply = await serialize({ status: true, message: text, response } satisfies Envelope<T>, this.replyHeaders, [], this.entries.get(key));
      const entry: Entry = { ...reply, value: response, message: text, freshUntil: Date.now() + this.ttlMs };
      // An invalidate() while loading means this result may already be out of date: do not keep it.
      if (this.pending.get(key) === pending) this.entries.set(key, entry);
      return entry;
    });
    this.pending.set(key, pending);
    const settled = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    pending.then(settled, settled);
    return pending;
  }
}
