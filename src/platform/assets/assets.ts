import { rmSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { basename, dirname, join, relative, resolve } from "node:path";
import { type AssetManifest, landingKey, messagesKey, preloadKey } from "../../../islands/lib/page/asset-url.ts";
import { messagesPlugin } from "../i18n/bundle-plugin.ts";
import type { IslandBuild } from "../config.ts";
import { PROJECT_ROOT } from "../runtime-files.ts";

export { type AssetManifest, assetUrl, modulePreloads } from "../../../islands/lib/page/asset-url.ts";

const ROOT = PROJECT_ROOT;
export const BUILD_DIR = join(ROOT, "public", "build");
const MANIFEST = join(BUILD_DIR, "manifest.json");
/** islands/styles entries: app.css on every page, areas.css (the dashboards' own rules) on the dashboards only. */
const STYLESHEETS = ["app.css", "areas.css"] as const;

/**
 * The builds, each bundled on its own: the public islands together, then each dashboard
 * alone. One build of them all split the code by every set of entries sharing it: a
 * dashboard's first screen came in 44 files of about a kilobyte (a phone on a slow
 * network fetches six at a time), where its own build makes 29.
 */
async function entrypointGroups(): Promise<string[][]> {
  const islands: string[] = [];
  for await (const file of new Bun.Glob("islands/**/*.island.tsx").scan({ cwd: ROOT })) islands.push(join(ROOT, file));
  const areas: string[] = [];
  for await (const file of new Bun.Glob("islands/*/app.tsx").scan({ cwd: ROOT })) areas.push(join(ROOT, file));
  return [islands.sort(), ...areas.sort().map((area) => [area])];
}

/** "client/app-1a2b.js" -> "client"; "public/login-form.island-1a2b.js" -> "login-form". */
function entryName(outDir: string, outputPath: string): string {
  const rel = relative(outDir, outputPath);
  const file = basename(rel).replace(/-[a-z0-9]+\.js$/, "");
  return file === "app" ? rel.split("/")[0]! : file.replace(/\.island$/, "");
}

/**
 * What an area's first drawing at its landing address (src/platform/pages/area-screen.tsx) imports lazily:
 * the screen there and its layout (islands/<area>/router.tsx), and the widgets of every layout
 * (islands/lib/ui/area-tools.tsx, the studio's province question).
 */
const AREA_TOOLS = [
  "islands/lib/account/AccountMenu.tsx",
  "islands/lib/notifications/NotificationBell.tsx",
  "islands/lib/chat/ChatUnreadBadge.tsx",
  "islands/lib/account/VerifyBanner.tsx",
];
export const LANDING_MODULES: Record<string, string[]> = {
  client: ["islands/client/pages/Dashboard.tsx", "islands/client/components/ProvinceQuestion.tsx", ...AREA_TOOLS],
  artist: ["islands/artist/Layout.tsx", "islands/artist/pages/DashboardPage.tsx", ...AREA_TOOLS],
  admin: ["islands/admin/Layout.tsx", "islands/admin/pages/Dashboard.tsx", ...AREA_TOOLS],
};

type BuildOutputs = NonNullable<Bun.BuildOutput["metafile"]>["outputs"];

/**
 * What a page loading a dashboard can ask for at once, by `<link rel="modulepreload">`
 * (islands/lib/page/asset-url.ts `modulePreloads`): each dashboard entry's static imports, all the
 * levels down (the browser would otherwise find them one level at a time), and each
 * message bundle with its own (its area's entry imports it as soon as it runs, in the
 * page's language), and the chunks of each area's landing screen with theirs.
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
    if (area) {
      entries[preloadKey(area)] = [...staticImports(path)].map(url).join(" ");
      const landing = new Set<string>();
      for (const [chunk, { entryPoint }] of Object.entries(outputs)) {
        if (LANDING_MODULES[area]?.includes(entryPoint ?? "")) for (const needed of [chunk, ...staticImports(chunk)]) landing.add(needed);
      }
      // The page's own script is there already.
      landing.delete(path);
      entries[landingKey(area)] = [...landing].map(url).join(" ");
    }
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
export async function buildAssets(options: { minify?: boolean; precompress?: boolean; outDir?: string; servedAt?: string } = {}): Promise<AssetManifest> {
  const outDir = options.outDir ?? BUILD_DIR;
  /** The address `outDir` is served at. */
  const servedAt = options.servedAt ?? "/assets";
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const manifest: AssetManifest = {};
  const url = (path: string) => `${servedAt}/${relative(outDir, resolve(outDir, path))}`;
  for (const entries of await entrypointGroups()) {
    const scripts = await Bun.build({
      entrypoints: entries,
      outdir: outDir,
      // Output paths mirror islands/ (entryName reads them): islands that import
      // src/ (contracts, i18n) would otherwise move the common root up to the repository.
      root: join(ROOT, "islands"),
      target: "browser",
      format: "esm",
      splitting: true,
      // Small chunks folded into a chunk their importers load anyway (nothing lazy becomes eager): the
      // dashboards had 60-odd chunks of 1-6 KB, and each screen's import() added a <link rel=modulepreload>
      // per chunk, about 100 ms of a phone's CPU on a dashboard's first screen.
      minChunkSize: 16384,
      minify: options.minify ?? true,
      sourcemap: "none",
      naming: { entry: "[dir]/[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      // `@messages/<locale>/<bundle>`: the catalogues compiled to functions (src/platform/i18n/bundle-plugin.ts).
      plugins: [messagesPlugin()],
      metafile: true,
    });
    if (!scripts.success) throw new AggregateError(scripts.logs, "island build failed");
    for (const output of scripts.outputs) {
      if (output.kind === "entry-point") manifest[entryName(outDir, output.path)] = url(output.path);
    }
    Object.assign(manifest, preloadEntries(outDir, scripts.metafile!.outputs, url));
  }

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
    manifest[stylesheet] = url(styles.outputs.find((o) => o.path.endsWith(".css"))!.path);
  }

  if (options.precompress ?? true) await precompress(outDir);
  await Bun.write(join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

/**
 * Development builds, a folder per server process (public/build/dev/<pid>, served at
 * /assets/dev/<pid>): each start cleared public/build and wrote it again, so with two
 * processes at once (two dev servers, e2e files side by side, a test starting a server)
 * one deleted the bundles the other's pages named, and their islands never loaded.
 */
const DEV_BUILDS = join(BUILD_DIR, "dev");

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** This process's development build; the folders of processes that ended without removing theirs go first. */
async function buildForDevelopment(): Promise<AssetManifest> {
  await mkdir(DEV_BUILDS, { recursive: true });
  for (const name of await readdir(DEV_BUILDS)) {
    if (name !== String(process.pid) && !running(Number(name))) await rm(join(DEV_BUILDS, name), { recursive: true, force: true });
  }
  const outDir = join(DEV_BUILDS, String(process.pid));
  process.once("exit", () => rmSync(outDir, { recursive: true, force: true }));
  // Served on loopback: compression would only slow the start.
  return buildAssets({ outDir, servedAt: `/assets/${relative(BUILD_DIR, outDir)}`, precompress: false });
}

/** Tests beside the code, which no bundle holds. */
const TESTS = /\.(test|pg)\.tsx?$/;

/** The newest change to what the islands are built from: their code, the code of src/ they import, the dependencies. */
function newestSource(): number {
  let newest = 0;
  for (const pattern of ["islands/**/*", "src/**/*.{ts,tsx}", "package.json", "bun.lock"]) {
    for (const file of new Bun.Glob(pattern).scanSync(ROOT)) {
      if (!TESTS.test(file)) newest = Math.max(newest, statSync(join(ROOT, file)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Builds as production does into a folder of this process's own, then moves the files into public/build,
 * the manifest last: servers starting together each build, and none deletes what another's pages name
 * (a hashed name holds the same bytes whoever built it).
 */
async function buildShared(): Promise<AssetManifest> {
  const staging = join(BUILD_DIR, `.staging-${process.pid}`);
  await mkdir(BUILD_DIR, { recursive: true });
  // A process stopped while building left its folder.
  for (const name of await readdir(BUILD_DIR)) {
    const pid = name.match(/^\.staging-(\d+)$/)?.[1];
    if (pid && pid !== String(process.pid) && !running(Number(pid))) await rm(join(BUILD_DIR, name), { recursive: true, force: true });
  }
  try {
    const manifest = await buildAssets({ outDir: staging, servedAt: "/assets" });
    for (const file of new Bun.Glob("**/*").scanSync(staging)) {
      if (file === "manifest.json") continue;
      await mkdir(dirname(join(BUILD_DIR, file)), { recursive: true });
      await rename(join(staging, file), join(BUILD_DIR, file));
    }
    await rename(join(staging, "manifest.json"), MANIFEST);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The islands as `islands` says (src/platform/config.ts): `bun dev` builds its own at each start (the same
 * bundles, without their compressed copies: it restarts on every change); `bun start` and production serve
 * public/build with its .br and .gz, `bun start` building it again when a source is newer than its manifest.
 * The quick start built per process too, uncompressed: its dashboards fetched three times the bytes.
 * The executable never builds: `bun run compile` built the islands into it.
 */
export async function loadAssets(islands: IslandBuild): Promise<AssetManifest> {
  const file = Bun.file(MANIFEST);
  if (Bun.isStandaloneExecutable) return (await file.json()) as AssetManifest;
  if (islands === "rebuild") return buildForDevelopment();
  const fresh = (await file.exists()) && (islands === "built" || file.lastModified > newestSource());
  return fresh ? ((await file.json()) as AssetManifest) : buildShared();
}
