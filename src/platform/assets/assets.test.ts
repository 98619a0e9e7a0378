import { expect, test } from "bun:test";
import { existsSync, mkdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { landingKey } from "../../../islands/lib/page/asset-url.ts";
import { BUILD_DIR, LANDING_MODULES, loadAssets } from "./assets.ts";

const MANIFEST = join(BUILD_DIR, "manifest.json");
const onDisk = (url: string) => join(BUILD_DIR, url.replace(/^\/assets\//, ""));

// Two development servers at once each kept the other's bundles deleting: each now builds in a folder of its own.
test("a development build goes in this process's own folder, and the folders of ended processes go", async () => {
  const ended = join(BUILD_DIR, "dev", "999999999");
  mkdirSync(ended, { recursive: true });
  const manifest = await loadAssets("rebuild");
  const prefix = `/assets/dev/${process.pid}/`;
  for (const name of ["login-form", "app.css", "client"]) {
    expect(manifest[name]).toStartWith(prefix);
    expect(existsSync(onDisk(manifest[name]!))).toBe(true);
  }
  expect(existsSync(ended)).toBe(false);
}, 60_000);

// The quick start built per process, uncompressed, at every start: it now serves what production serves.
test("the quick start builds as production does once, keeps that build, and builds again when a source is newer", async () => {
  const stopped = join(BUILD_DIR, ".staging-999999999");
  mkdirSync(stopped, { recursive: true });
  // Older than every source: this start builds.
  if (existsSync(MANIFEST)) utimesSync(MANIFEST, new Date(0), new Date(0));
  const built = await loadAssets("fresh");
  expect(existsSync(stopped)).toBe(false);
  for (const name of ["login-form", "app.css", "client"]) {
    expect(built[name]).toMatch(/^\/assets\/(?!dev\/)/);
    for (const copy of ["", ".br", ".gz"]) expect(existsSync(onDisk(built[name]!) + copy)).toBe(true);
  }
  expect(existsSync(join(BUILD_DIR, `.staging-${process.pid}`))).toBe(false);
  // What each landing screen's first drawing loads, for its page to ask for at once: a moved module would drop out.
  for (const [area, modules] of Object.entries(LANDING_MODULES)) {
    for (const module of modules) expect(existsSync(join(BUILD_DIR, "..", "..", module))).toBe(true);
    const chunks = built[landingKey(area)]!.split(" ");
    expect(chunks.length).toBeGreaterThanOrEqual(modules.length);
    for (const chunk of chunks) expect(existsSync(onDisk(chunk))).toBe(true);
    expect(chunks).not.toContain(built[area]);
  }

  const writtenAt = Bun.file(MANIFEST).lastModified;
  expect(await loadAssets("fresh")).toEqual(built);
  expect(Bun.file(MANIFEST).lastModified).toBe(writtenAt);

  // A manifest older than every source, as after an edit: production keeps it, the quick start builds again.
  utimesSync(MANIFEST, new Date(0), new Date(0));
  expect(await loadAssets("built")).toEqual(built);
  expect(Bun.file(MANIFEST).lastModified).toBe(0);
  expect(await loadAssets("fresh")).toEqual(built);
  expect(Bun.file(MANIFEST).lastModified).toBeGreaterThanOrEqual(writtenAt);
}, 120_000);
