import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../scripts/bench/process.ts";
import { BOOT_TIMEOUT } from "../harness.ts";
import { localFileStore } from "../../src/platform/storage/local-store.ts";

/**
 * The embedded database's files were world-readable and
 * uploaded documents 0644. DATA_DIR and every folder under it are 0700, every
 * file 0600.
 */

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `root` (itself included) whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

describe("file modes", () => {
  test("uploads (public and private) are 0600 in 0700 folders, whatever the umask", async () => {
    const root = join(tempDir("uploads-"), "uploads");
    const store = localFileStore(root);
    const previous = process.umask(0o022);
    try {
      const keys = [
        await store.put("private", new Uint8Array([1, 2, 3]), "application/pdf", "pdf"),
        await store.put("public", new Uint8Array([4]), "image/jpeg", "jpg"),
      ];
      for (const key of keys) expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
      expect(openToOthers(root)).toEqual([]);
    } finally {
      process.umask(previous);
    }
  });

  test(
    "the server's data folder, embedded database included, is its owner's alone",
    async () => {
      const dataDir = tempDir("data-modes-");
      const server = await spawnServer("src/server.ts", { DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "info", NODE_ENV: "production", DATABASE_URL: "" });
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect(statSync(dataDir).mode & 0o777).toBe(0o700);
        expect(readdirSync(dataDir).length).toBeGreaterThan(0);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
    },
    BOOT_TIMEOUT * 2,
  );
});
