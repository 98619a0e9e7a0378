/** Every reply under /api: SPEC §3 "Every server reply has the envelope status, message, response". */
export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  response: T;
}

/** A retried change sent with the same key is done once: the browser's chat queue sends one per message. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
