/**
 * A push service on this machine, for tests: it hands out subscriptions as a browser
 * would (a P-256 key pair and an auth secret per device), and for each push it receives
 * it checks the VAPID authorization (RFC 8292: an ES256 JWT whose audience is this
 * service's origin, expiring within 24 hours, signed by the key the header names) and
 * decrypts the body (RFC 8291 aes128gcm: ECDH P-256, HKDF-SHA-256, AES-128-GCM) with the
 * subscription's private key, through Web Crypto alone. A push that fails either check is
 * answered 401 or 400 and recorded as refused. Answers can be scripted (429, 410, …).
 */

const encoder = new TextEncoder();
/** Bytes Web Crypto takes (never a shared buffer). */
type Bytes = Uint8Array<ArrayBuffer>;

/** A subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the service accepted, decrypted. */
export interface ReceivedPush {
  /** Which of the service's subscriptions it was for. */
  endpoint: string;
  ttl: string | null;
  urgency: string | null;
  /** The JWT's claims (checked). */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key that signed (base64url). */
  vapidKey: string;
  /** The decrypted text, parsed as JSON. */
  payload: unknown;
}

/** A scripted answer: the status and headers the service gives the next push instead of accepting it. */
export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

const b64url = (bytes: Bytes) => Buffer.from(bytes).toString("base64url");
const fromB64url = (text: string): Bytes => new Uint8Array(Buffer.from(text, "base64url"));
const concat = (...parts: Bytes[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** HKDF-SHA-256 (extract then expand) of `length` bytes. */
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

interface Device {
  endpoint: string;
  privateKey: CryptoKey;
  publicKey: Bytes;
  auth: Bytes;
}

/** RFC 8291 §3-4: the aes128gcm body's header, the shared secret, the content key and nonce, the record and its padding. */
async function decrypt(device: Device, body: Bytes): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const senderKey = body.slice(21, 21 + idLength);
  const cipherText = body.slice(21 + idLength);
  if (idLength !== 65 || cipherText.length > recordSize) throw new Error("not a single aes128gcm record with a P-256 key id");
  const sender = await crypto.subtle.importKey("raw", senderKey, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, device.privateKey, 256));
  const keyInfo = concat(encoder.encode("WebPush: info\0"), device.publicKey, senderKey);
  const ikm = await hkdf(device.auth, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, cipherText));
  // The last record ends with 0x02 and zero or more zeros of padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("the record's padding delimiter is not 0x02 (last record)");
  return new TextDecoder().decode(plain.slice(0, end));
}

/** RFC 8292 §2-3: `vapid t=<JWT>, k=<key>`, ES256 over the JWT's first two parts, audience and expiry. */
async function checkVapid(header: string | null, origin: string): Promise<{ claims: ReceivedPush["claims"]; key: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split(".") as [string, string, string];
  const joseHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string; typ?: string };
  if (joseHeader.alg !== "ES256") throw new Error(`the JWT is not ES256: ${joseHeader.alg}`);
  const publicKey = await crypto.subtle.importKey("raw", fromB64url(key), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, fromB64url(signature), encoder.encode(`${head}.${body}`));
  if (!valid) throw new Error("the JWT's signature does not verify with k");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) throw new Error(`the JWT's audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`the JWT's expiry ${claims.exp} is not within 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`the JWT's subject ${claims.sub} is not a mailto: or https: URL`);
  return { claims, key };
}

export interface LocalPushService {
  origin: string;
  /** A new device's subscription (its keys stay here to decrypt its pushes). */
  subscribe(): Promise<BrowserSubscription>;
  /** The pushes accepted so far, in order. */
  received: ReceivedPush[];
  /** The pushes refused because a check failed, with the reason. */
  refused: string[];
  /** The next pushes get these answers, in order, instead of 201. */
  script(...answers: ScriptedAnswer[]): void;
  close(): void;
}

export async function startPushService(): Promise<LocalPushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const scripted: ScriptedAnswer[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      const device = devices.get(url.pathname);
      if (request.method !== "POST" || !device) return new Response("no such subscription", { status: 404 });
      const answer = scripted.shift();
      if (answer) return new Response(null, { status: answer.status, headers: answer.headers });
      try {
        if (request.headers.get("content-encoding") !== "aes128gcm") throw new Error(`content-encoding ${request.headers.get("content-encoding")}`);
        const { claims, key } = await checkVapid(request.headers.get("authorization"), url.origin);
        const text = await decrypt(device, new Uint8Array(await request.arrayBuffer()));
        received.push({
          endpoint: device.endpoint,
          ttl: request.headers.get("ttl"),
          urgency: request.headers.get("urgency"),
          claims,
          vapidKey: key,
          payload: JSON.parse(text),
        });
        return new Response(null, { status: 201 });
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        return new Response(null, { status: 400 });
      }
    },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  return {
    origin,
    received,
    refused,
    async subscribe() {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
      const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const path = `/push/${Bun.randomUUIDv7()}`;
      const endpoint = `${origin}${path}`;
      devices.set(path, { endpoint, privateKey: pair.privateKey, publicKey, auth });
      return { endpoint, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    script(...answers) {
      scripted.push(...answers);
    },
    close() {
      server.stop(true);
    },
  };
}
