import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DAY } from "../durations.ts";
import { PGLITE_FILES, projectPath } from "../runtime-files.ts";
import { migrationsDigest } from "./migrator.ts";

/**
 * Where migrated in-memory images are kept between processes: the test suites, and the servers they
 * start, each open their first "memory://" database from here instead of running initdb and every
 * migration (six seconds of a core). One folder per user of the machine, readable by that user only.
 */
export const MEMORY_IMAGE_FOLDER = join(tmpdir(), `dancelink-pglite-images-${process.getuid?.() ?? "user"}`);

/** An image older than this, of another schema or PGlite, is removed when a new one is written. */
const STALE_IMAGE_MS = DAY;

/**
 * The image's file name says what made it: PGlite's build (its WebAssembly and file system image)
 * and every migration, so a change of either names a new image and an old one is never loaded.
 */
export async function memoryImageName(): Promise<string> {
  const hasher = new Bun.CryptoHasher("sha256");
  for (const file of [PGLITE_FILES.wasm, PGLITE_FILES.fsBundle]) hasher.update(await Bun.file(projectPath(file)).arrayBuffer());
  hasher.update(migrationsDigest());
  return `${hasher.digest("hex").slice(0, 32)}.tar`;
}

/**
 * The image `name` from `folder`, or `build()`'s, then written there for the next process. It is
 * written under a name of its own and renamed into place, so processes racing to write it leave one
 * whole file and a reader never sees half of one. The folder is a cache: when it cannot be read or
 * written, the built image serves this process alone.
 */
export async function cachedMemoryImage(folder: string, name: string, build: () => Promise<Blob>): Promise<Blob> {
  const path = join(folder, name);
  const kept = Bun.file(path);
  try {
    if (await kept.exists()) return new Blob([await kept.arrayBuffer()]);
  } catch {
    // Unreadable (another user's folder, or removed as we read): built below.
  }
  const image = await build();
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const partial = join(folder, `${name}.${process.pid}-${Bun.randomUUIDv7()}.partial`);
    try {
      await Bun.write(partial, image);
      renameSync(partial, path);
    } finally {
      rmSync(partial, { force: true });
    }
    removeStaleImages(folder, name);
  } catch {
    // A full disk or a folder we may not write: the next process builds its own.
  }
  return image;
}

/** Removes the images (and a crashed writer's partial files) of other names not written for a day. */
function removeStaleImages(folder: string, current: string) {
  const now = Date.now();
  for (const entry of readdirSync(folder)) {
    if (entry === current) continue;
    const path = join(folder, entry);
    if (now - statSync(path).mtimeMs > STALE_IMAGE_MS) rmSync(path, { force: true });
  }
}
