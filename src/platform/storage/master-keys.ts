import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { ENCRYPTION_KEY_FILE, PREVIOUS_ENCRYPTION_KEY_FILE } from "./data-dir-secrets.ts";
import { KEY_ID_BYTES, type MasterKey } from "./sealed-format.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.ts";

/** Where the master keys come from: DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY_PREVIOUS, else the files in DATA_DIR. */
export interface MasterKeySettings {
  dataDir: string;
  /** DATA_ENCRYPTION_KEY (32 bytes); undefined: the key generated once into DATA_DIR/encryption-key. */
  key: Uint8Array | undefined;
  /** DATA_ENCRYPTION_KEY_PREVIOUS: keys files may still be sealed under until `keys rotate` has run. */
  previous: Uint8Array[];
}

export const MASTER_KEY_BYTES = 32;

/** 32 bytes written in base64 (`openssl rand -base64 32`) or hex; undefined when it is neither. */
export function parseMasterKey(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === MASTER_KEY_BYTES ? bytes : undefined;
}

/** A key's id in a sealed file's header: a digest of it, never the key. */
export function masterKey(key: Uint8Array): MasterKey {
  return { id: createHash("sha256").update("dancelink master key id\0").update(key).digest().subarray(0, KEY_ID_BYTES), key };
}

const sameId = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

async function readKeyFile(path: string): Promise<Uint8Array | undefined> {
  const file = Bun.file(path);
  if (!(await file.exists())) return undefined;
  const key = parseMasterKey(await file.text());
  if (!key) throw new Error(`${path} does not hold a 32-byte key in base64`);
  return key;
}

/** Writes a new random key to `path` unless a file is there (two processes starting at once keep one key). */
export async function createKeyFile(path: string): Promise<void> {
  try {
    const handle = await open(path, "wx", PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(`${Buffer.from(randomBytes(MASTER_KEY_BYTES)).toString("base64")}\n`);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** The master keys: the one new files are sealed under, and every one a stored file may name. */
export interface MasterKeys {
  current(): Promise<MasterKey>;
  /** The key a header names; the files are read again when it is unknown (a rotation by another process). */
  byId(id: Uint8Array): Promise<MasterKey | undefined>;
}

/**
 * Loaded at first use, so a command that only copies stored bytes (a backup, a restore)
 * never creates a key. Without DATA_ENCRYPTION_KEY the key is generated once into
 * DATA_DIR/encryption-key (0600); DATA_DIR/encryption-key.previous is the key a rotation
 * left behind until it has rewrapped every file. With DATA_ENCRYPTION_KEY set, a key file
 * still in DATA_DIR is a previous key (files sealed before the setting still open).
 */
export function masterKeys(settings: MasterKeySettings): MasterKeys {
  let loaded: Promise<{ current: MasterKey; all: MasterKey[] }> | undefined;
  const load = async () => {
    const file = join(settings.dataDir, ENCRYPTION_KEY_FILE);
    let current = settings.key;
    if (!current) {
      await mkdir(settings.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await createKeyFile(file);
      current = (await readKeyFile(file))!;
    }
    const others = [...settings.previous, await readKeyFile(join(settings.dataDir, PREVIOUS_ENCRYPTION_KEY_FILE))];
    if (settings.key) others.push(await readKeyFile(file));
    const known = others.filter((key): key is Uint8Array => key !== undefined);
    return { current: masterKey(current), all: [masterKey(current), ...known.map(masterKey)] };
  };
  const keys = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  return {
    current: async () => (await keys()).current,
    async byId(id) {
      const found = (await keys()).all.find((key) => sameId(key.id, id));
      if (found) return found;
      loaded = undefined;
      return (await keys()).all.find((key) => sameId(key.id, id));
    },
  };
}

/**
 * The first step of a rotation of the generated key: the key in use becomes
 * encryption-key.previous and a new one is written in its place. When a previous key is
 * already there, an earlier rotation stopped before its end: it is resumed, no new key made.
 * Returns whether a new key was made.
 */
export async function replaceKeyFile(dataDir: string): Promise<boolean> {
  const file = join(dataDir, ENCRYPTION_KEY_FILE);
  const previous = join(dataDir, PREVIOUS_ENCRYPTION_KEY_FILE);
  if (existsSync(previous)) return false;
  if (!existsSync(file)) throw new Error(`${file} does not exist: there is no key to rotate yet`);
  const next = `${file}.next`;
  await rm(next, { force: true });
  await createKeyFile(next);
  // The old key is kept before the new one replaces it: a stop between the two leaves both readable.
  await copyFile(file, previous);
  await chmod(previous, PRIVATE_FILE_MODE);
  await rename(next, file);
  return true;
}

/** The last step of a rotation of the generated key: every file is under the new key. */
export async function forgetPreviousKeyFile(dataDir: string): Promise<void> {
  await rm(join(dataDir, PREVIOUS_ENCRYPTION_KEY_FILE), { force: true });
}
