import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An error whose message is fit to show the caller. Domain functions throw these
 * (they know nothing of HTTP beyond a status number); the error handler wraps
 * them in the envelope. Anything else becomes a 500 "Server error".
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Please log in to continue") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
