import { mkdir, rm } from "node:fs/promises";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { basename, join, relative, resolve } from "node:path";
import { type AssetManifest, messagesKey, preloadKey } from "./asset-url.ts";
import { messagesPlugin } from "./i18n/bundle-plugin.ts";

export { type AssetManifest, assetUrl, modulePreloads } from "./asset-url.ts";

const ROOT = join(import.meta.dir, "..");
export const BUILD_DIR = join(ROOT, "public", "build");
const MANIFEST = join(BUILD_DIR, "manifest.json");
/** islands/styles entries: app.css on every page, areas.css (the dashboards' own rules) on the dashboards only. */
const STYLESHEETS = ["app.css", "areas.css"] as const;

async function entrypoints(): Promise<string[]> {
  const found: string[] = [];
  for await (const file of new Bun.Glob("islands/**/*.island.tsx").scan({ cwd: ROOT })) found.push(join(ROOT, file));
  for await (const file of new Bun.Glob("islands/*/app.tsx").scan({ cwd: ROOT })) found.push(join(ROOT, file));
  return found.sort();
}

/** "client/app-1a2b.js" -> "client"; "public/login-form.island-1a2b.js" -> "login-form". */
function entryName(outDir: string, outputPath: string): string {
  const rel = relative(outDir, outputPath);
  const file = basename(rel).replace(/-[a-z0-9]+\.js$/, "");
  return file === "app" ? rel.split("/")[0]! : file.replace(/\.island$/, "");
}

type BuildOutputs = NonNullable<Bun.BuildOutput["metafile"]>["outputs"];

/**
 * What a page loading a dashboard can ask for at once, by `<link rel="modulepreload">`
 * (src/asset-url.ts `modulePreloads`): each dashboard entry's static imports, all the
 * levels down (the browser would otherwise find them one level at a time), and each
 * message bundle with its own (its area's entry imports it as soon as it runs, in the
 * page's language).
 */
function preloadEntries(outDir: string, outputs: BuildOutputs, url: (path: string) => string): AssetManifest {
  const entries: AssetManifest = {};
  const staticImports = (path: string, seen = new Set<string>()) => {
    for (const i of outputs[path]?.imports ?? []) {
      const target = `./${relative(outDir, resolve(outDir, i.path))}`;
      if (i.kind === "import-statement" && !seen.has(target)) {
        seen.add(target);
        staticImports(target, seen);
      }
    }
    return seen;
  };
  for (const [path, output] of Object.entries(outputs)) {
    const area = output.entryPoint?.match(/^islands\/([a-z]+)\/app\.tsx$/)?.[1];
    if (area) entries[preloadKey(area)] = [...staticImports(path)].map(url).join(" ");
    const bundle = output.entryPoint?.match(/^messages:@messages\/(.+)$/)?.[1];
    if (bundle) entries[messagesKey(bundle)] = [path, ...staticImports(path)].map(url).join(" ");
  }
  return entries;
}

/**
 * Writes `.br` and `.gz` beside every script and stylesheet, compressed hard once
 * (the server sends them to browsers that accept them): without them every page
 * shipped its JavaScript and CSS uncompressed, three times the gzipped budget.
 */
export async function precompress(dir: string) {
  for (const file of new Bun.Glob("**/*.{js,css}").scanSync(dir)) {
    const path = join(dir, file);
    const bytes = await Bun.file(path).bytes();
    await Bun.write(`${path}.gz`, Bun.gzipSync(bytes, { level: 9 }));
    await Bun.write(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  }
}

/**
 * Bundles the islands and the stylesheet into public/build (or `outDir`) with content-hashed
 * names; with `precompress` (default) also their .br and .gz (about a second).
 */
export async function buildAssets(options: { minify?: boolean; precompress?: boolean; outDir?: string } = {}): Promise<AssetManifest> {
  const outDir = options.outDir ?? BUILD_DIR;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const entries = await entrypoints();
  const manifest: AssetManifest = {};

  const scripts = await Bun.build({
    entrypoints: entries,
    outdir: outDir,
    // Output paths mirror islands/ (entryName reads them): islands that import
    // src/contracts would otherwise move the common root up to the repository.
    root: join(ROOT, "islands"),
    target: "browser",
    format: "esm",
    splitting: true,
    minify: options.minify ?? true,
    sourcemap: "none",
    naming: { entry: "[dir]/[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // `@messages/<locale>/<bundle>`: the catalogues compiled to functions (src/i18n/bundle-plugin.ts).
    plugins: [messagesPlugin()],
    metafile: true,
  });
  if (!scripts.success) throw new AggregateError(scripts.logs, "island build failed");
  const url = (path: string) => `/assets/${relative(outDir, resolve(outDir, path))}`;
  for (const output of scripts.outputs) {
    if (output.kind === "entry-point") manifest[entryName(outDir, output.path)] = url(output.path);
  }
  Object.assign(manifest, preloadEntries(outDir, scripts.metafile!.outputs, url));

  for (const stylesheet of STYLESHEETS) {
    const styles = await Bun.build({
      entrypoints: [join(ROOT, "islands", "styles", stylesheet)],
      outdir: outDir,
      minify: options.minify ?? true,
      naming: { entry: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
      // The fonts stay where public/fonts serves them (their names are stable, the stylesheet's hash changes with them).
      external: ["/fonts/*"],
    });
    if (!styles.success) throw new AggregateError(styles.logs, "stylesheet build failed");
    manifest[stylesheet] = `/assets/${relative(outDir, styles.outputs.find((o) => o.path.endsWith(".css"))!.path)}`;
  }

  if (options.precompress ?? true) await precompress(outDir);
  await Bun.write(join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** The built manifest; builds first when there is none, or always with `rebuild` (development). */
export async function loadAssets(options: { rebuild: boolean }): Promise<AssetManifest> {
  const file = Bun.file(MANIFEST);
  if (!options.rebuild && (await file.exists())) return (await file.json()) as AssetManifest;
  // Development rebuilds at every start and serves on loopback: compression would only slow the start.
  return buildAssets({ precompress: !options.rebuild });
}
