import { join } from "node:path";
import type { Config } from "../config.ts";
import type { FileStore } from "./file-store.ts";
import { localFileStore } from "./local-store.ts";

export function createFileStore(config: Pick<Config, "storage" | "dataDir">): FileStore {
  if (config.storage.driver === "s3") throw new Error("STORAGE_DRIVER=s3 is not available in this build");
  return localFileStore(join(config.dataDir, "uploads"));
}
