import { existsSync } from "node:fs";
import { chmod, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files.ts";
import { appFileUrl, KEY_PATTERN, newKey, type FileStore, type SizedStream, type StoredFile } from "./file-store.ts";

/** Files on the local disk under `root` (DATA_DIR/uploads by default). */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    return join(root, key);
  };
  const write = async (key: string, data: Uint8Array | Blob | SizedStream, contentType: string) => {
    const path = pathOf(key);
    // Uploads include private documents (police checks, direct deposit forms): owner only, whatever the umask.
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written beside, then renamed: a file sealed again in place (a new master key) is never read half-written.
    const partial = `${path}.partial-${Bun.randomUUIDv7()}`;
    try {
      if (data instanceof Uint8Array) {
        await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
      } else {
        // A Blob is copied by the kernel from a streamed upload's temporary file; a stream is written as it comes.
        if (data instanceof Blob) await Bun.write(partial, data);
        else await Bun.write(partial, new Response(data.stream));
        await chmod(partial, PRIVATE_FILE_MODE);
      }
      await writeFile(`${path}.type`, contentType, { mode: PRIVATE_FILE_MODE });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
  const stored = async (key: string): Promise<StoredFile | undefined> => {
    if (!KEY_PATTERN.test(key)) return undefined;
    const file = Bun.file(pathOf(key));
    if (!(await file.exists())) return undefined;
    const typeFile = Bun.file(`${pathOf(key)}.type`);
    const contentType = (await typeFile.exists()) ? await typeFile.text() : "application/octet-stream";
    return { body: file.stream(), size: file.size, contentType };
  };
  return {
    async put(visibility, data, contentType, extension) {
      const key = newKey(visibility, extension);
      await write(key, data, contentType);
      return key;
    },
    putAt: write,
    async *keys() {
      if (!existsSync(root)) return;
      for await (const key of new Bun.Glob("*/*").scan({ cwd: root })) if (KEY_PATTERN.test(key)) yield key;
    },
    get: stored,
    getStored: stored,
    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      await rm(pathOf(key), { force: true });
      await rm(`${pathOf(key)}.type`, { force: true });
    },
    publicUrl: appFileUrl,
  };
}
