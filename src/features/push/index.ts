import type { PushConfig } from "../../platform/config.ts";
import { type OutboxService, type OutboxServiceOptions, wokenWorker } from "../../platform/outbox/wakes.ts";
import { PUSH_OUTBOX_CHANNEL } from "./tables.ts";
import { createPushWorker } from "./delivery.ts";
import { vapidKeys } from "./vapid.ts";

/** Web Push in one process: the VAPID public key browsers subscribe with, and the push outbox's worker. */
export interface PushService extends OutboxService {
  publicKey: string;
  /** Plain-http endpoints on this machine accepted (never in production). */
  localEndpoints: boolean;
}

/** The keys (VAPID_* or DATA_DIR's), and the worker built, not started (src/cli/serve.ts starts it; tests drain it). */
export async function createPushService(config: PushConfig, options: OutboxServiceOptions): Promise<PushService> {
  const keys = await vapidKeys(config, options.dataDir);
  const worker = createPushWorker({ db: options.database.db, log: options.log, keys, subject: config.subject }, options.worker);
  const running = wokenWorker(worker, options.database, PUSH_OUTBOX_CHANNEL);
  return { publicKey: keys.publicKey, localEndpoints: config.localEndpoints, worker, start: running.start, close: running.stop };
}
