/**
 * The two pieces of the in-memory caches (recent results, rendered pages, derived replies): one load per key
 * at a time, and a bounded map that forgets its oldest entries.
 */

/** `load` once per key at a time: callers asking while it runs share its promise; the key is free again once it settles. */
export function sharedLoad<V>(pending: Map<string, Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  let flight = pending.get(key);
  if (!flight) {
    flight = load();
    pending.set(key, flight);
    const settled = () => pending.delete(key);
    flight.then(settled, settled);
  }
  return flight;
}

/** Keeps `value` as the newest entry of `entries` (a Map iterates in insertion order), dropping the oldest beyond `maxEntries`. */
export function keepNewest<K, V>(entries: Map<K, V>, key: K, value: V, maxEntries: number) {
  entries.delete(key);
  entries.set(key, value);
  while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
}
