import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "../db/client.ts";
import type { Logger } from "../log.ts";
import type { OutboxWorker, OutboxWorkerOptions } from "./worker.ts";

/** An outbox in one process (mail's, push's): its worker, built, not started (src/cli/serve.ts starts it; tests drain it). */
export interface OutboxService {
  worker: OutboxWorker;
  /** Starts the worker, woken when a transaction that queued rows commits, in any instance (LISTEN), and polling besides. */
  start(): Promise<void>;
  /** Stops listening and the worker (deliveries in flight get its grace). */
  close(): Promise<void>;
}

/** What an outbox's service is built from: the database it listens on, DATA_DIR, the log, and its worker's timings. */
export interface OutboxServiceOptions {
  database: Pick<DatabaseHandle, "db" | "pg">;
  dataDir: string;
  log: Logger;
  worker?: OutboxWorkerOptions;
}

/**
 * Calls `wake` whenever a transaction that sent NOTIFY on `channel` commits, in any
 * instance (PostgreSQL's LISTEN), or in this process (PGlite). Returns the unlistening.
 */
export async function listenForWakes(database: Pick<DatabaseHandle, "db" | "pg">, channel: string, wake: () => void): Promise<() => Promise<void>> {
  const { pg, db } = database;
  if (pg) {
    const listener = await pg.listen(channel, wake);
    return () => listener.unlisten();
  }
  // PGlite delivers a NOTIFY at its transaction's commit too (drizzle keeps the client as $client).
  const client = (db as unknown as { $client: PGlite }).$client;
  return client.listen(channel, wake);
}

/** An outbox worker with its wakes: `start` starts it and listens on `channel` (idempotent); `stop` stops listening, then the worker (its grace). */
export function wokenWorker(worker: OutboxWorker, database: Pick<DatabaseHandle, "db" | "pg">, channel: string) {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      worker.start();
      unlisten ??= await listenForWakes(database, channel, () => worker.wake());
    },
    async stop() {
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await worker.stop();
    },
  };
}
