/**
 * `run` over batches: calls made while a run is in flight wait and go together in the
 * next run, so under load N calls cost a few runs (one query or one transaction
 * each) instead of N, and with no load a call runs at once. Every call of a batch
 * gets the batch's result, or its error.
 */
export function coalesce<I, O>(run: (items: I[]) => Promise<O>): (items: I[]) => Promise<O> {
  let waiting: { items: I[]; resolve: ((result: O) => void)[]; reject: ((error: unknown) => void)[] } | undefined;
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
