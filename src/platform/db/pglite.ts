import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Extension, PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { PGLITE_FILES, projectPath } from "../runtime-files.ts";

/** Inside the executable: a private folder of this process, removed when it exits, for files PGlite must read from a real disk. */
let unpacked: string | undefined;

/**
 * Where PGlite can read `file` (under PROJECT_ROOT). PGlite reads an extension with
 * `fs.createReadStream`, which cannot open a file embedded in the executable (Bun 1.4:
 * ENOENT, where `Bun.file` and `readFileSync` read it): inside the executable the file
 * is first copied out, once per process.
 */
async function readablePath(file: string): Promise<string> {
  const path = projectPath(file);
  if (!Bun.isStandaloneExecutable) return path;
  if (!unpacked) {
    const folder = mkdtempSync(join(tmpdir(), "dancelink-pglite-"));
    unpacked = folder;
    process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  }
  const copy = join(unpacked, basename(file));
  await Bun.write(copy, Bun.file(path));
  return copy;
}

/**
 * An extension read from its tarball under PROJECT_ROOT. PGlite's own contrib modules
 * look for it beside the module that imports them, which inside the executable (one
 * bundled module) is a folder that does not exist.
 */
const extensionAt = (name: string, file: string): Extension => ({
  name,
  setup: async () => ({ bundlePath: pathToFileURL(await readablePath(file)) }),
});

/** The roster search's extensions, which migration 0023 creates as on PostgreSQL: every PGlite the migrations run on loads them. */
export const PGLITE_EXTENSIONS = { unaccent: extensionAt("unaccent", PGLITE_FILES.unaccent), pg_trgm: extensionAt("pg_trgm", PGLITE_FILES.pg_trgm) };

/** PGlite's two WebAssembly modules, compiled once per process (the tests open hundreds of databases). */
let compiled: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;

function wasmModules() {
  compiled ??= (async () => {
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      [PGLITE_FILES.wasm, PGLITE_FILES.initdb].map(async (file) => WebAssembly.compile(await Bun.file(projectPath(file)).arrayBuffer())),
    );
    return { pgliteWasmModule: pgliteWasmModule!, initdbWasmModule: initdbWasmModule! };
  })().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/**
 * A PGlite with its files given explicitly, from the source tree or the executable alike
 * (src/platform/runtime-files.ts): left to itself PGlite finds them beside its own module.
 */
export async function createPglite(options: Pick<PGliteOptions, "dataDir" | "loadDataDir"> = {}): Promise<PGlite> {
  const client = new PGlite({
    ...options,
    extensions: PGLITE_EXTENSIONS,
    ...(await wasmModules()),
    fsBundle: Bun.file(projectPath(PGLITE_FILES.fsBundle)),
  });
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}
