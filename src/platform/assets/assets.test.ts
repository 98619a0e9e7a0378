import { expect, test } from "bun:test";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, loadAssets } from "./assets.ts";

// Two development servers at once each kept the other's bundles deleting: each now builds in a folder of its own.
test("a development build goes in this process's own folder, and the folders of ended processes go", async () => {
  const ended = join(BUILD_DIR, "dev", "999999999");
  mkdirSync(ended, { recursive: true });
  const manifest = await loadAssets({ rebuild: true });
  const prefix = `/assets/dev/${process.pid}/`;
  for (const name of ["login-form", "app.css", "client"]) {
    expect(manifest[name]).toStartWith(prefix);
    expect(existsSync(join(BUILD_DIR, manifest[name]!.replace(/^\/assets\//, "")))).toBe(true);
  }
  expect(existsSync(ended)).toBe(false);
}, 60_000);
