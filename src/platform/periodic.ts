/** Work an instance does at start and then on a timer. */
export interface Periodic {
  start(): void;
  /** Stops the timer; resolves once a round under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `round` at `start()` and every `everyMs` after; a round still under way (a long
 * backup) lets the next ones pass. A round's failure goes to `failed` and the timer goes on.
 */
export function periodic(round: () => Promise<unknown>, everyMs: number, failed: (error: unknown) => void): Periodic {
  let timer: Timer | undefined;
  let current: Promise<unknown> | undefined;
  const once = () => {
    if (current) return;
    current = round()
      .catch(failed)
      .finally(() => {
        current = undefined;
      });
  };
  return {
    start() {
      once();
      timer = setInterval(once, everyMs);
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
