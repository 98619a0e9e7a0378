/**
 * `run` over batches: calls made while a run is in flight wait and go together in the
 * next run, so under load N calls cost a few runs (one query or one transaction
 * each) instead of N, and with no load a call runs at once. Every call of a batch
 * gets the batch's result, or its error. When `failsWaiting(error)` says a run's error
 * would be the next run's too (the database away), the calls waiting fail with it at
 * once rather than wait as long again for their own.
 */
export function coalesce<I, O>(run: (items: I[]) => Promise<O>, failsWaiting?: (error: unknown) => boolean): (items: I[]) => Promise<O> {
  type Batch = { items: I[]; resolve: ((result: O) => void)[]; reject: ((error: unknown) => void)[] };
  let waiting: Batch | undefined;
  let running = false;

  async function drain() {
    running = true;
    while (waiting) {
      const batch = waiting;
      waiting = undefined;
      try {
        const result = await run(batch.items);
        for (const resolve of batch.resolve) resolve(result);
      } catch (error) {
        for (const reject of batch.reject) reject(error);
        // Calls made during the run (TypeScript cannot see `waiting` change across the await).
        const arrived = waiting as Batch | undefined;
        if (arrived && failsWaiting?.(error)) {
          for (const reject of arrived.reject) reject(error);
          waiting = undefined;
        }
      }
    }
    running = false;
  }

  return (items) =>
    new Promise<O>((resolve, reject) => {
      waiting ??= { items: [], resolve: [], reject: [] };
      waiting.items.push(...items);
      waiting.resolve.push(resolve);
      waiting.reject.push(reject);
      if (!running) void drain();
    });
}
