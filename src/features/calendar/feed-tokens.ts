import { createHmac } from "node:crypto";

/** A feed token as made here: 43 base64url characters (256 bits). Anything else is no feed (404). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The calendar feeds' tokens: the token is the HMAC-SHA256 of the feed's
 * random seed under a key derived from JWT_SECRET, so the settings screen can show
 * the link again while the table holds only the seed and the token's SHA-256 (a
 * leaked table opens no feed without the secret). A reset draws a new seed.
 */
export function calendarFeedTokens(secret: string) {
  const key = createHmac("sha256", secret).update("calendar.feed").digest();
  return {
    tokenOf: (seed: string) => createHmac("sha256", key).update(seed).digest("base64url"),
    hashOf: (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("base64url"),
  };
}
export type CalendarFeedTokens = ReturnType<typeof calendarFeedTokens>;
