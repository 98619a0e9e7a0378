/** Every reply under /api: SPEC §3 "Every server reply has the envelope status, message, response". */
export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  response: T;
}
