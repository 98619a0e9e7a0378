import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { startS3Server, type TestS3Server } from "../../../tests/s3.ts";
import { KEY_PATTERN, type FileStore } from "./file-store.ts";
import { createFileStore } from "./index.ts";

const pdf = new TextEncoder().encode("%PDF-1.4\n% test document\n");
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function read(files: FileStore, key: string) {
  const file = await files.get(key);
  if (!file) return undefined;
  return { bytes: new Uint8Array(await new Response(file.body).arrayBuffer()), size: file.size, contentType: file.contentType };
}

let dataDir: string;
let s3: TestS3Server;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "dance-files-"));
  s3 = await startS3Server();
}, 60_000);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await s3?.stop();
});

/** The same contract for every driver: what one stores, the other must too. */
const drivers: [string, () => FileStore][] = [
  ["local disk", () => createFileStore(loadConfig({ DATA_DIR: dataDir }))],
  ["S3 (s3rver)", () => createFileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }))],
];

for (const [name, make] of drivers) {
  describe(`FileStore on ${name}`, () => {
    test("stores a file under a fresh random key in its visibility folder and reads it back", async () => {
      const files = make();
      const a = await files.put("private", pdf, "application/pdf", "pdf");
      const b = await files.put("private", pdf, "application/pdf", "pdf");
      expect(a).toMatch(KEY_PATTERN);
      expect(a).toStartWith("private/");
      expect(a).toEndWith(".pdf");
      expect(b).not.toBe(a);
      expect(await read(files, a)).toEqual({ bytes: pdf, size: pdf.byteLength, contentType: "application/pdf" });
    });

    test("puts a file back under the key a backup named, and lists every key it holds", async () => {
      const files = make();
      const stored = await files.put("private", pdf, "application/pdf", "pdf");
      const restored = `public/${Bun.randomUUIDv7()}.png`;
      await files.putAt(restored, new Blob([png]), "image/png");
      expect(await read(files, restored)).toEqual({ bytes: png, size: png.byteLength, contentType: "image/png" });
      const keys = await Array.fromAsync(files.keys());
      expect(keys).toEqual(expect.arrayContaining([stored, restored]));
      // Keys only: never the local store's content-type files or anything not named as ours.
      for (const key of keys) expect(key).toMatch(KEY_PATTERN);
      await expect(files.putAt("../outside.png", new Blob([png]), "image/png")).rejects.toThrow("invalid file key");
    });

    test("keeps the content type of a public image", async () => {
      const files = make();
      const key = await files.put("public", png, "image/png", "png");
      expect(key).toStartWith("public/");
      expect(await read(files, key)).toEqual({ bytes: png, size: png.byteLength, contentType: "image/png" });
    });

    test("an unknown key, or one that is not ours, reads as nothing", async () => {
      const files = make();
      expect(await files.get(`private/${Bun.randomUUIDv7()}.pdf`)).toBeUndefined();
      expect(await files.get("../../etc/passwd")).toBeUndefined();
      expect(await files.get("private/../public/x.pdf")).toBeUndefined();
    });

    test("delete removes the file, and deleting it again is harmless", async () => {
      const files = make();
      const key = await files.put("public", pdf, "application/pdf", "pdf");
      await files.delete(key);
      expect(await files.get(key)).toBeUndefined();
      await files.delete(key);
      expect(await files.get(key)).toBeUndefined();
    });

    test("a public file's URL is served by the app under /files/", async () => {
      const files = make();
      const key = await files.put("public", png, "image/png", "png");
      expect(files.publicUrl(key)).toBe(`/files/${key.slice("public/".length)}`);
    });
  });
}

describe("S3 driver settings", () => {
  test("with S3_PUBLIC_URL, public files are linked straight to the bucket's public address", async () => {
    const files = createFileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_PUBLIC_URL: "https://cdn.example.com/uploads/" }));
    const key = await files.put("public", png, "image/png", "png");
    expect(files.publicUrl(key)).toBe(`https://cdn.example.com/uploads/${key}`);
    expect((await read(files, key))?.bytes).toEqual(png);
  });

  test("an unknown access key is refused by the server, not silently ignored", async () => {
    const files = createFileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_ACCESS_KEY: "NOT-A-KEY", S3_SECRET_KEY: "not-the-secret" }));
    await expect(files.put("private", pdf, "application/pdf", "pdf")).rejects.toThrow();
  });

  test("files put by one instance are read by another (stateless instances)", async () => {
    const one = createFileStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
    const other = createFileStore(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "dance-other-")), ...s3.env }));
    const key = await one.put("private", pdf, "application/pdf", "pdf");
    expect((await read(other, key))?.bytes).toEqual(pdf);
  });
});
