import type { Context } from "hono";
import type { Envelope } from "../contracts/envelope.ts";

interface Entry {
  value: unknown;
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Serialized replies of what rarely changes (the public catalog), each with an
 * ETag. Writers call `invalidate`; the TTL bounds how stale another instance
 * behind the same load balancer can be.
 */
export class JsonCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<Entry>>();

  constructor(private ttlMs = 10_000) {}

  invalidate(...keys: string[]) {
    for (const key of keys) {
      this.entries.delete(key);
      this.pending.delete(key);
    }
  }

  /** Replies with the cached envelope for `key`, loading it once when missing; 304 when the ETag matches. */
  async reply<T>(c: Context, key: string, load: () => Promise<T>, message = "Success"): Promise<Response> {
    const entry = await this.entry(key, load, message);
    c.header("ETag", entry.etag);
    c.header("Cache-Control", "no-cache");
    if (c.req.header("if-none-match") === entry.etag) return c.body(null, 304);
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(entry.body, 200);
  }

  /** The cached value itself, for server-rendered pages that show the same lists. */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.entry(key, load, "Success")).value as T;
  }

  private async entry<T>(key: string, load: () => Promise<T>, message: string): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    let pending = this.pending.get(key);
    if (!pending) {
      // Concurrent misses share one load instead of stampeding the database.
      pending = load().then((response) => {
        const body = JSON.stringify({ status: true, message, response } satisfies Envelope<T>);
        const etag = `"${Bun.hash(body).toString(36)}"`;
        const entry = { value: response, body, etag, expiresAt: Date.now() + this.ttlMs };
        if (this.pending.get(key) === pending) this.entries.set(key, entry);
        return entry;
      });
      this.pending.set(key, pending);
      pending.finally(() => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      }).catch(() => {});
    }
    return pending;
  }
}
