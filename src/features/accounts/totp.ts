import QRCode from "qrcode";

/**
 * Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226):
 * HMAC-SHA-1, 6 digits, a new code every 30 seconds.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** The codes one step either side of now count too: a phone's clock a few seconds off, a code typed as it turned. */
export const TOTP_DRIFT_STEPS = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, the alphabet authenticator apps read a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret, spaces, padding and letter case ignored; a character outside the alphabet throws. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out = new Uint8Array(new ArrayBuffer(Math.floor((clean.length * 5) / 8)));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of clean) {
    const digit = BASE32.indexOf(char);
    if (digit < 0) throw new Error("not a base32 secret");
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      out[index++] = (value >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return out;
}

/** A new secret: 160 random bits (the size of SHA-1's output, as RFC 4226 recommends), in base32. */
export const newTotpSecret = () => base32Encode(crypto.getRandomValues(new Uint8Array(20)));

/** The time step a moment falls in: seconds since the epoch over the period. */
export const timeStep = (at: Date | number) => Math.floor(Number(at) / 1000 / TOTP_PERIOD_SECONDS);

/** RFC 4226's HOTP of `counter` under `key`, as `digits` digits (leading zeros kept). */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message.buffer));
  // Dynamic truncation: four bytes from the offset the last nibble names, the top bit dropped.
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code of base32 `secret` at time step `step`. */
export const totpAt = (secret: string, step: number, digits = TOTP_DIGITS) => hotp(base32Decode(secret), step, digits);

/**
 * The time step whose code `code` is, among now and TOTP_DRIFT_STEPS either side, or null when
 * it is none of them. The caller records the step: a code is spent once.
 */
export async function matchingStep(secret: string, code: string, at: Date | number = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(at);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqualText(await hotp(key, step), code)) return step;
  }
  return null;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The `otpauth://` address an authenticator app reads from the QR code: the agency as issuer, the account's address as label. */
export function otpauthUri(secret: string, account: string, issuer = "DanceLink"): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${query}`;
}

/** The address as a QR code, an SVG drawn on the server (no request leaves it: the secret stays here). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
