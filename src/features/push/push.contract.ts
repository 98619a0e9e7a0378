import { z } from "zod";
import { said } from "../../platform/contract/messages.ts";
import { hasInvisibleFormatting } from "../../platform/contract/fields.ts";

/** The longest endpoint accepted: push services' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

const ENDPOINT_MESSAGE = said("Endpoint must be the push service's https address", "api.push.endpoint");
const KEYS_MESSAGE = said("Keys must be the browser's p256dh (65 bytes) and auth (16 bytes), in base64url", "api.push.keys");

/** An endpoint as browsers give it: one line, no invisible formatting (a URL would carry it percent-encoded and read as another). */
const endpointText = () =>
  z
    .string({ error: ENDPOINT_MESSAGE })
    .trim()
    .min(1, ENDPOINT_MESSAGE)
    .max(PUSH_ENDPOINT_MAX, ENDPOINT_MESSAGE)
    .refine((value) => !hasInvisibleFormatting(value), ENDPOINT_MESSAGE);

/** A base64url text (padding allowed, as some browsers send it) that decodes to `bytes` bytes, the first being `first` when given. */
const base64urlKey = (bytes: number, first?: number) =>
  z
    .string({ error: KEYS_MESSAGE })
    .max(128, KEYS_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEYS_MESSAGE)
    .refine((text) => {
      const decoded = Buffer.from(text, "base64url");
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    }, KEYS_MESSAGE)
    .transform((text) => text.replace(/=+$/, ""));

/** `POST /api/push/subscriptions`: the browser's PushSubscription as `toJSON()` gives it (`expirationTime` is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointText().refine((value) => URL.canParse(value), ENDPOINT_MESSAGE),
  keys: z.object(
    {
      // An uncompressed P-256 point (RFC 8291 §3.1).
      p256dh: base64urlKey(65, 0x04),
      auth: base64urlKey(16),
    },
    { error: KEYS_MESSAGE },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`: the device's endpoint. */
export const pushEndpointSchema = z.object({
  endpoint: endpointText(),
});

/** `GET /api/push/key`: the VAPID public key browsers subscribe with (`applicationServerKey`), base64url. */
export interface PushKey {
  publicKey: string;
}

/** What a push carries (encrypted, RFC 8291), in its user's language; `link` is a site path the worker opens on click. */
export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  link: string;
}
