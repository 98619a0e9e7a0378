/**
 * What went wrong, in the domain's words. The HTTP layer maps each kind to a
 * status (src/http/error-handler.ts); the message is shown to the user as is.
 */
export type DomainErrorKind =
  | "invalid" // 400
  | "unauthenticated" // 401
  | "forbidden" // 403
  | "not_found" // 404
  | "conflict" // 409
  | "too_large" // 413
  | "unsupported"; // 415

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string) => new DomainError("invalid", message);
export const notFound = (message = "Not found") => new DomainError("not_found", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const forbidden = (message = "You are not allowed to do this") => new DomainError("forbidden", message);
