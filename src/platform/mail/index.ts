import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "../db/client.ts";
import type { MailConfig } from "../config.ts";
import type { Logger } from "../log.ts";
import { OUTBOX_CHANNEL } from "./outgoing.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.ts";
import { fileTransport, type MailTransport, type SmtpTimeouts, smtpTransport } from "./transport.ts";

/** Transactional mail in one process: the transport of the configuration and the outbox's worker. */
export interface MailService {
  transport: MailTransport;
  worker: OutboxWorker;
  /**
   * Starts the worker, woken whenever a transaction that queued mail commits, in
   * any instance (LISTEN on OUTBOX_CHANNEL), and polling besides.
   */
  start(): Promise<void>;
  /** Stops listening and the worker (sends in flight get its grace), closes the transport. */
  close(): Promise<void>;
}

export interface MailServiceOptions {
  database: Pick<DatabaseHandle, "db" | "pg">;
  dataDir: string;
  log: Logger;
  worker?: OutboxWorkerOptions;
  smtpTimeouts?: SmtpTimeouts;
}

/** The folder of the offline demo's mail (no SMTP_URL). */
export const mailFolder = (dataDir: string) => join(dataDir, "mail");

/**
 * SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail; the worker is
 * built, not started (src/server.ts starts it; tests drain it or start it).
 */
export function createMailService(config: MailConfig, options: MailServiceOptions): MailService {
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, { timeouts: options.smtpTimeouts })
    : fileTransport(mailFolder(options.dataDir), options.log);
  const worker = createOutboxWorker(
    { db: options.database.db, transport, site: { publicUrl: config.publicUrl }, from: config.from, log: options.log },
    { ratePerSecond: config.ratePerSecond, ...options.worker },
  );
  let unlisten: (() => Promise<void>) | undefined;
  return {
    transport,
    worker,
    async start() {
      worker.start();
      if (unlisten) return;
      const wake = () => worker.wake();
      const { pg, db } = options.database;
      if (pg) {
        const listener = await pg.listen(OUTBOX_CHANNEL, wake);
        unlisten = () => listener.unlisten();
      } else {
        // PGlite delivers a NOTIFY at its transaction's commit too (drizzle keeps the client as $client).
        const client = (db as unknown as { $client: PGlite }).$client;
        unlisten = await client.listen(OUTBOX_CHANNEL, wake);
      }
    },
    async close() {
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await worker.stop();
      transport.close();
    },
  };
}
