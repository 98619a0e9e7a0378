import { keepNewest, sharedLoad } from "../shared-loads.ts";

/**
 * Results of queries too varied to keep them all (the roster search's): the
 * newest `maxEntries`, each fresh for `ttlMs`. Concurrent misses of one key share one
 * load, so a burst of the same search costs the database one query. A stale result is
 * answered while one reload runs behind it, as JsonCache does: callers wait only for a
 * search never seen, never on one expiring (a pause per expiry stalled
 * every connection asking for it).
 */
export class RecentResults<V> {
  private entries = new Map<string, { value: V; freshUntil: number }>();
  private pending = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /** `load` is given the stale result when it reloads one: it may answer it again when nothing it depends on changed. */
  get(key: string, load: (stale: V | undefined) => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // A failed reload keeps the stale result; the next caller tries again.
      if (hit.freshUntil <= Date.now()) this.load(key, () => load(hit.value)).catch(() => {});
      return Promise.resolve(hit.value);
    }
    return this.load(key, () => load(undefined));
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    return sharedLoad(this.pending, key, () =>
      load().then((value) => {
        keepNewest(this.entries, key, { value, freshUntil: Date.now() + this.ttlMs }, this.maxEntries);
        return value;
      }),
    );
  }
}
