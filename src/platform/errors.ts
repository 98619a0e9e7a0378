import { type ApiMessage, translateMessage, type VerbatimMessage } from "./i18n/api-messages.ts";

/**
 * The one error type of the app: what went wrong, in the product's words. The
 * domain and the HTTP middleware throw it; src/platform/http/error-handler.ts maps each
 * kind to a status and the envelope. The message is a catalogue key (`api.*`)
 * with its values, translated into the request's language when the reply is
 * made; `message` is its English text (logs, tests).
 */
export type DomainErrorKind =
  | "invalid" // 400
  | "unauthenticated" // 401
  | "forbidden" // 403
  | "not_found" // 404
  | "conflict" // 409
  | "mismatch" // 422: a request that contradicts an earlier one it claims to repeat (an Idempotency-Key reused)
  | "too_large" // 413
  | "unsupported" // 415
  | "rate_limited" // 429
  | "unavailable"; // 503

export class DomainError extends Error {
  /** The message to translate: a key of the catalogues and its values. */
  readonly ref: ApiMessage;

  constructor(
    readonly kind: DomainErrorKind,
    message: ApiMessage,
    /** How long the caller should wait before trying again (rate_limited, unavailable). */
    readonly retryAfterSeconds?: number,
  ) {
    super(translateMessage("en", message));
    this.ref = message;
    this.name = "DomainError";
  }
}

/** A message sent as is in every language (a contract's validation message). */
export const verbatim = (text: string): VerbatimMessage => ({ text });

export const invalid = (message: ApiMessage) => new DomainError("invalid", message);
export const unauthenticated = (message: ApiMessage = "api.auth.loginRequired") => new DomainError("unauthenticated", message);
export const forbidden = (message: ApiMessage = "api.auth.forbidden") => new DomainError("forbidden", message);
export const notFound = (message: ApiMessage = "api.notFound") => new DomainError("not_found", message);
export const conflict = (message: ApiMessage) => new DomainError("conflict", message);
export const mismatch = (message: ApiMessage) => new DomainError("mismatch", message);
export const tooLarge = (message: ApiMessage) => new DomainError("too_large", message);
export const unsupported = (message: ApiMessage) => new DomainError("unsupported", message);
export const rateLimited = (message: ApiMessage, retryAfterSeconds: number) => new DomainError("rate_limited", message, retryAfterSeconds);
export const unavailable = (message: ApiMessage, retryAfterSeconds: number) => new DomainError("unavailable", message, retryAfterSeconds);
