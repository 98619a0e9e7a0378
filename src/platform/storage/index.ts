import { join } from "node:path";
import type { Config } from "../config.ts";
import type { FileStore } from "./file-store.ts";
import { localFileStore } from "./local-store.ts";
import { s3FileStore } from "./s3-store.ts";

export function createFileStore(config: Pick<Config, "storage" | "dataDir">): FileStore {
  if (config.storage.driver === "s3") return s3FileStore(config.storage);
  return localFileStore(join(config.dataDir, "uploads"));
}
