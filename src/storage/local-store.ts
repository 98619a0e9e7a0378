import { mkdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { appFileUrl, KEY_PATTERN, newKey, type FileStore } from "./file-store.ts";

/** Files on the local disk under `root` (DATA_DIR/uploads by default). */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    return join(root, key);
  };
  return {
    async put(visibility, data, contentType, extension) {
      const key = newKey(visibility, extension);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await Bun.write(path, data);
      await Bun.write(`${path}.type`, contentType);
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      const file = Bun.file(pathOf(key));
      if (!(await file.exists())) return undefined;
      const typeFile = Bun.file(`${pathOf(key)}.type`);
      const contentType = (await typeFile.exists()) ? await typeFile.text() : "application/octet-stream";
      return { body: file.stream(), size: file.size, contentType };
    },
    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      await rm(pathOf(key), { force: true });
      await rm(`${pathOf(key)}.type`, { force: true });
    },
    publicUrl: appFileUrl,
  };
}
