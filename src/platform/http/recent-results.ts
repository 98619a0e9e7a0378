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
    let flight = this.pending.get(key);
    if (!flight) {
      flight = load().then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, freshUntil: Date.now() + this.ttlMs });
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        return value;
      });
      this.pending.set(key, flight);
      const settled = () => this.pending.delete(key);
      flight.then(settled, settled);
    }
    return flight;
  }
}
