import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "serve-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `bun start` as the quick start runs it: NODE_ENV unset (bun test sets it to "test"). */
async function quickStart() {
  const { NODE_ENV: _, ...env } = process.env;
  const proc = Bun.spawn(["bun", join(import.meta.dir, "..", "server.ts")], {
    env: { ...env, PORT: "0", DATABASE_URL: "memory://", DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "info" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let out = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    out += new TextDecoder().decode(chunk.value);
    const url = out.match(/"msg":"listening","url":"([^"]+)"/)?.[1];
    if (url) return { url, proc };
  }
  throw new Error(`server exited: ${out}`);
}

// The quick start served a build of its own, uncompressed: its dashboards fetched three times the bytes production sends.
test("the quick start serves the islands as production does: hashed, precompressed, cached for a year", async () => {
  const { url, proc } = await quickStart();
  try {
    const page = await (await fetch(`${url}login`)).text();
    const bundles = [...page.matchAll(/<(?:script type="module" src|link rel="stylesheet" href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(bundles.length).toBeGreaterThanOrEqual(2);
    for (const bundle of bundles) {
      expect(bundle).toMatch(/^\/assets\/(?!dev\/).+-[a-z0-9]+\.(js|css)$/);
      for (const encoding of ["br", "gzip"]) {
        const reply = await fetch(`${url}${bundle.slice(1)}`, { headers: { "accept-encoding": encoding }, decompress: false });
        expect(reply.status).toBe(200);
        expect(reply.headers.get("content-encoding")).toBe(encoding);
        expect(reply.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      }
    }
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
  }
}, 120_000);
