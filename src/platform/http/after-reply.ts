import type { Logger } from "../log.ts";

/**
 * Work a route starts and does not wait for: it begins once the reply has gone, so
 * how long it takes tells the caller nothing (forgot-password: an account's link and
 * mail, or nothing at all). A failure is logged with the work's name only, never its
 * values. `settled()` waits for everything started so far: the server before it
 * closes the database, tests before they read what the work wrote.
 */
export class AfterReply {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Runs `work` after the reply: on a later turn of the event loop, once the reply's own steps are done. */
  run(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error("work after the reply failed", { what, error }))
      .finally(() => this.#running.delete(done));
    this.#running.add(done);
  }

  /** Resolves once every work started so far, and any it started, has ended. */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}
