import type { Context } from "hono";
import { type EncodedBody, encodeBody, encodedReply, type HeadersByCoding, headersByCoding } from "../http/encoding.ts";
import type { HeaderList } from "../http/security-headers.ts";
import { keepNewest, sharedLoad } from "../shared-loads.ts";

interface Rendered {
  version: string;
  body: EncodedBody;
}

/**
 * Public pages rendered once and served as bytes (server rendering a
 * page costs far more than sending it). An entry is keyed by what the page shows
 * besides its lists (path and navigation-bar variant) and holds the version of
 * the lists it was rendered from; a new version renders it again. Requests that
 * miss together share one render (64 visitors arriving at a cold /artists made
 * 64 renders of 2,000 cards at once: seconds of stalled event loop). The oldest
 * entries go beyond `maxEntries`, so odd paths cannot grow it without bound.
 */
export class PageCache {
  private entries = new Map<string, Rendered>();
  private rendering = new Map<string, Promise<Rendered>>();

  private maxEntries: number;
  private headers: HeadersByCoding;

  /** `headers`: what every page carries besides its type and caching (the pages' security headers). */
  constructor({ maxEntries = 256, headers = [] }: { maxEntries?: number; headers?: HeaderList } = {}) {
    this.maxEntries = maxEntries;
    this.headers = headersByCoding([["Content-Type", "text/html; charset=UTF-8"], ["Cache-Control", "no-store"], ["Vary", "Accept-Encoding"], ...headers]);
  }

  /** The page `key` at `version`: kept, being rendered, or rendered now by `render`. */
  page(key: string, version: string, render: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Rendered> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return Promise.resolve(hit);
    return sharedLoad(this.rendering, `${version}\n${key}`, () =>
      render().then(async (body) => {
        const entry: Rendered = { version, body: await encodeBody(body) };
        keepNewest(this.entries, key, entry, this.maxEntries);
        return entry;
      }),
    );
  }

  /**
   * The page, compressed for the browsers that accept it; never stored by shared
   * caches (the navigation bar follows the cookie). A whole Response with
   * headers made once, as JsonCache's replies.
   */
  reply(c: Context, entry: Rendered, status: 200 | 404 = 200): Response {
    return encodedReply(entry.body, c.req.header("accept-encoding"), this.headers, status);
  }
}
