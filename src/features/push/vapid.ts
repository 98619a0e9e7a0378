import { chmod, mkdir } from "node:fs/promises";
import { join } from "node:path";
import webpush from "web-push";
import type { PushConfig } from "../../platform/config.ts";
import { VAPID_KEYS_FILE } from "../../platform/storage/data-dir-secrets.ts";

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: what browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof (value as VapidKeys | null)?.publicKey === "string" && typeof (value as VapidKeys | null)?.privateKey === "string";

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated on the first start and kept in
 * DATA_DIR (a backup carries it): every subscription a browser made names this public key,
 * so a new pair would silence every device until it subscribed again.
 */
export async function vapidKeys(config: PushConfig, dataDir: string): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const path = join(dataDir, VAPID_KEYS_FILE);
  const file = Bun.file(path);
  if (await file.exists()) {
    const kept: unknown = await file.json();
    if (isKeyPair(kept)) return kept;
    throw new Error(`${path} holds no VAPID key pair: delete it to generate one (every device then subscribes again)`);
  }
  await mkdir(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  await Bun.write(path, JSON.stringify(generated));
  await chmod(path, 0o600);
  return generated;
}
