import { join } from "node:path";

/**
 * Where the product reads its own files at run time: the repository's root from the
 * source tree (`bun start`), or, inside the executable (`bun run compile`), the folder
 * its embedded files live in (`/$bunfs/root`), where they keep the same relative paths.
 * Inside the executable every module's `import.meta.dir` is that folder, so a path
 * relative to a module's own place would point nowhere: join from here instead.
 */
export const PROJECT_ROOT = Bun.isStandaloneExecutable ? import.meta.dir : join(import.meta.dir, "..", "..");

/** A path under PROJECT_ROOT, e.g. `projectPath("public", "fonts")`. */
export const projectPath = (...parts: string[]) => join(PROJECT_ROOT, ...parts);

/** PGlite's WebAssembly, its file system image and the extensions the roster search needs (migration 0023), by path under PROJECT_ROOT. */
export const PGLITE_FILES = {
  wasm: "node_modules/@electric-sql/pglite/dist/pglite.wasm",
  initdb: "node_modules/@electric-sql/pglite/dist/initdb.wasm",
  fsBundle: "node_modules/@electric-sql/pglite/dist/pglite.data",
  pg_trgm: "node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz",
  unaccent: "node_modules/@electric-sql/pglite/dist/unaccent.tar.gz",
} as const;

/**
 * Everything the server reads from PROJECT_ROOT while it runs, folders and files: the
 * executable embeds exactly these (scripts/compile.ts), the islands built beforehand
 * into `public/build`. Code, the common-password list and the mail templates are bundled
 * as modules. A new file read at run time is added here, or the executable lacks it
 * (the executable's smoke test starts it from an empty folder).
 */
export const RUNTIME_FILES: readonly string[] = ["public", "db/migrations", "db/seed-assets", ...Object.values(PGLITE_FILES)];
