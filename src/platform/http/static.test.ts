import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { BUILD_DIR, precompress } from "../assets/assets.ts";
import { staticRoutes } from "./static.ts";
import { localFileStore } from "../storage/local-store.ts";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(2_000))};\n`;
const dir = join(BUILD_DIR, `static-test-${Bun.randomUUIDv7()}`);
const uploads = mkdtempSync(join(tmpdir(), "static-test-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(uploads, { recursive: true, force: true });
});

test("bundles go out precompressed: brotli or gzip as the browser accepts, immutable either way", async () => {
  mkdirSync(dir, { recursive: true });
  await Bun.write(join(dir, "app-abc123.js"), script);
  await precompress(dir);
  const app = staticRoutes(localFileStore(uploads));
  const path = `/assets/${dir.slice(BUILD_DIR.length + 1)}/app-abc123.js`;

  const br = await app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.status).toBe(200);
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(br.headers.get("vary")).toContain("Accept-Encoding");
  expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(br.headers.get("content-type")).toContain("javascript");
  const brBytes = new Uint8Array(await br.arrayBuffer());
  expect(new TextDecoder().decode(brotliDecompressSync(brBytes))).toBe(script);
  expect(brBytes.length).toBeLessThan(script.length / 10);

  const gz = await app.request(path, { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(script);

  const plain = await app.request(path);
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toBe(script);
});

test("the shipped SVG logos go out gzipped to browsers that accept it; pictures and fonts as they are", async () => {
  const app = staticRoutes(localFileStore(uploads));
  const logo = await app.request("/images/logo.svg", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(logo.status).toBe(200);
  expect(logo.headers.get("content-encoding")).toBe("gzip");
  expect(logo.headers.get("vary")).toContain("Accept-Encoding");
  const bytes = new Uint8Array(await logo.arrayBuffer());
  const svg = new TextDecoder().decode(Bun.gunzipSync(bytes));
  expect(svg).toBe(await Bun.file(join(import.meta.dir, "..", "..", "..", "public", "images", "logo.svg")).text());
  expect(bytes.length).toBeLessThan(svg.length / 2);
  expect((await app.request("/images/logo.svg")).headers.get("content-encoding")).toBeNull();
  const font = await app.request("/fonts/inter-latin-400-normal.woff2", { headers: { "accept-encoding": "gzip" } });
  expect(font.status).toBe(200);
  expect(font.headers.get("content-encoding")).toBeNull();
});
