import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../platform/config.ts";
import { ENCRYPTION_KEY_FILE } from "../platform/storage/data-dir-secrets.ts";
import { createFileStore } from "../platform/storage/index.ts";

const entry = join(import.meta.dir, "..", "server.ts");
const dataDir = mkdtempSync(join(tmpdir(), "cli-keys-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[]) => {
  const done = Bun.spawnSync(["bun", entry, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: "" } });
  return { code: done.exitCode, out: done.stdout.toString(), err: done.stderr.toString() };
};

test("keys rotate: a new generated master key, and every private document still opens", async () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  const document = new TextEncoder().encode("%PDF-1.4\nTransit 00011 institution 004 account 1234567\n");
  const key = await createFileStore(config).put("private", document, "application/pdf", "pdf");
  const before = readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8");

  const rotated = run(["keys", "rotate"]);
  expect(rotated.err).toBe("");
  expect(rotated.code).toBe(0);
  expect(rotated.out).toContain("1 rewrapped, 0 sealed for the first time, 0 already under it");

  expect(readFileSync(join(dataDir, ENCRYPTION_KEY_FILE), "utf8")).not.toBe(before);
  const file = await createFileStore(config).get(key);
  expect(await new Response(file!.body).bytes()).toEqual(document);
  expect(run(["keys", "spin"]).code).toBe(2);
}, 60_000);
