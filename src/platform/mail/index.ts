import { join } from "node:path";
import type { MailConfig } from "../config.ts";
import { OUTBOX_CHANNEL } from "./outgoing.ts";
import { createMailWorker, type MailRenderer } from "./outbox-worker.ts";
import { type OutboxService, type OutboxServiceOptions, wokenWorker } from "../outbox/wakes.ts";
import { fileTransport, type MailTransport, type SmtpTimeouts, smtpTransport } from "./transport.ts";

/** Transactional mail in one process: the transport of the configuration and the outbox's worker; `close` closes the transport too. */
export interface MailService extends OutboxService {
  transport: MailTransport;
}

export interface MailServiceOptions extends OutboxServiceOptions {
  /** The templates (src/features/notifications/mail-templates/), given by the composition root. */
  render: MailRenderer;
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
  const worker = createMailWorker(
    { db: options.database.db, transport, render: options.render, from: config.from, log: options.log },
    { ratePerSecond: config.ratePerSecond, ...options.worker },
  );
  const running = wokenWorker(worker, options.database, OUTBOX_CHANNEL);
  return {
    transport,
    worker,
    start: running.start,
    async close() {
      await running.stop();
      transport.close();
    },
  };
}
