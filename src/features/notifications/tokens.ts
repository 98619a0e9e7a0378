import { createHmac, timingSafeEqual } from "node:crypto";
import { isNotificationKind, type NotificationKind } from "./notifications.contract.ts";

/** The one-click link's path (RFC 8058): POST does it, GET shows it (no login either way). */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

/**
 * Signs and reads the tokens of the mails' unsubscribe links: `<user:kind>.<HMAC>`,
 * base64url, the HMAC-SHA256 under a key derived from JWT_SECRET. No expiry (a
 * mail's link keeps working), nothing stored, not guessable without the secret.
 */
export function unsubscribeTokens(secret: string) {
  const key = createHmac("sha256", secret).update("notifications.unsubscribe").digest();
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    sign(userId: string, kind: NotificationKind): string {
      const payload = `${userId}:${kind}`;
      return `${Buffer.from(payload).toString("base64url")}.${mac(payload).toString("base64url")}`;
    },
    /** The user and kind a token names, or undefined when it was not made here (or is malformed). */
    verify(token: string): { userId: string; kind: NotificationKind } | undefined {
      const [encoded, signature, extra] = token.split(".");
      if (!encoded || !signature || extra !== undefined) return undefined;
      const payload = Buffer.from(encoded, "base64url").toString();
      const given = Buffer.from(signature, "base64url");
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [userId, kind] = payload.split(":");
      if (!userId || !isNotificationKind(kind)) return undefined;
      return { userId, kind };
    },
    /** The link's path with its token (PUBLIC_URL goes in front, no language prefix). */
    path(userId: string, kind: NotificationKind): string {
      return `${UNSUBSCRIBE_PATH}?token=${this.sign(userId, kind)}`;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
