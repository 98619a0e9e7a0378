import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DAY } from "../durations.ts";
import { cachedMemoryImage, memoryImageName } from "./memory-image.ts";

const work = mkdtempSync(join(tmpdir(), "memory-image-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for the migrated image: bytes that say which build made them, and a count of builds. */
function builder(label: string) {
  const built = { count: 0 };
  const build = async () => {
    built.count++;
    await Bun.sleep(5);
    return new Blob([`image of ${label} `.repeat(10_000)]);
  };
  return { built, build };
}

test("an image is named by a hash of PGlite's build and the migrations", async () => {
  const name = await memoryImageName();
  expect(name).toMatch(/^[0-9a-f]{32}\.tar$/);
  expect(await memoryImageName()).toBe(name);
});

test("the first process builds the image and keeps it; the next one reads it without building", async () => {
  const folder = join(work, "kept");
  const first = builder("first");
  const made = await cachedMemoryImage(folder, "a.tar", first.build);
  expect(first.built.count).toBe(1);
  expect(readdirSync(folder)).toEqual(["a.tar"]);

  const second = builder("second");
  const read = await cachedMemoryImage(folder, "a.tar", second.build);
  expect(second.built.count).toBe(0);
  expect(await read.text()).toBe(await made.text());
});

test("processes racing to write one image leave one whole file and no partial ones", async () => {
  const folder = join(work, "race");
  const racers = ["a", "b", "c", "d"].map(builder);
  const images = await Promise.all(racers.map(({ build }) => cachedMemoryImage(folder, "b.tar", build)));
  expect(readdirSync(folder)).toEqual(["b.tar"]);
  const kept = await Bun.file(join(folder, "b.tar")).text();
  expect(await Promise.all(images.map((image) => image.text()))).toContain(kept);
});

test("a new image removes the images of other names not written for a day, and keeps recent ones", async () => {
  const folder = join(work, "stale");
  mkdirSync(folder);
  writeFileSync(join(folder, "old.tar"), "old");
  writeFileSync(join(folder, "crashed.tar.1-x.partial"), "half");
  writeFileSync(join(folder, "recent.tar"), "recent");
  const twoDaysAgo = new Date(Date.now() - 2 * DAY);
  for (const name of ["old.tar", "crashed.tar.1-x.partial"]) utimesSync(join(folder, name), twoDaysAgo, twoDaysAgo);
  await cachedMemoryImage(folder, "new.tar", builder("new").build);
  expect(readdirSync(folder).toSorted()).toEqual(["new.tar", "recent.tar"]);
});

test("a folder that cannot be made still gives this process its image", async () => {
  const file = join(work, "a-file");
  writeFileSync(file, "not a folder");
  const { built, build } = builder("alone");
  const image = await cachedMemoryImage(join(file, "images"), "c.tar", build);
  expect(built.count).toBe(1);
  expect(await image.text()).toStartWith("image of alone");
});
