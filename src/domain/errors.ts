/**
 * The one error type of the app: what went wrong, in the product's words. The
 * domain and the HTTP middleware throw it; src/http/error-handler.ts maps each
 * kind to a status and the envelope. The message is shown to the user as is.
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
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** How long the caller should wait before trying again (rate_limited, unavailable). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string) => new DomainError("invalid", message);
export const unauthenticated = (message = "Please log in to continue") => new DomainError("unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new DomainError("forbidden", message);
export const notFound = (message = "Not found") => new DomainError("not_found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const mismatch = (message: string) => new DomainError("mismatch", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
export const unsupported = (message: string) => new DomainError("unsupported", message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new DomainError("rate_limited", message, retryAfterSeconds);
export const unavailable = (message: string, retryAfterSeconds: number) => new DomainError("unavailable", message, retryAfterSeconds);
