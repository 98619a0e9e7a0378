import { join } from "node:path";
import type { Config } from "../config.ts";
import { type EncryptedFileStore, encryptedFileStore } from "./encrypted-store.ts";
import type { FileStore } from "./file-store.ts";
import { localFileStore } from "./local-store.ts";
import { masterKeys } from "./master-keys.ts";
import { s3FileStore } from "./s3-store.ts";

/** The bytes as they are kept, private files sealed and left so: what a backup reads and a restore puts back. */
export function createKeptBytesStore(config: Pick<Config, "storage" | "dataDir">): FileStore {
  if (config.storage.driver === "s3") return s3FileStore(config.storage);
  return localFileStore(join(config.dataDir, "uploads"));
}

/** The app's file store: private files sealed as they are kept and opened as they are read. */
export function createFileStore(config: Pick<Config, "storage" | "dataDir" | "dataEncryption">): EncryptedFileStore {
  return encryptedFileStore(createKeptBytesStore(config), masterKeys({ dataDir: config.dataDir, ...config.dataEncryption }));
}
