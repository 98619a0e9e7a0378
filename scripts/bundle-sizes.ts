/**
 * The JavaScript each public page makes the browser download, from the built
 * bundles (`bun run build` writes public/build/manifest.json): its island entries
 * and every chunk they import, transitively and once each, gzipped (level 9).
 * Chunks behind a dynamic import() (swiper near the slider, sonner on the first
 * toast) are counted apart as "on demand". Pages are rendered by the real app, so
 * the list of islands is what a browser actually gets. And each dashboard's
 * (`dashboardBundle`): its entry with its static imports, its messages, its screens.
 *
 *   bun scripts/bundle-sizes.ts       prints the table
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { createApp } from "../src/app.tsx";
import { BUILD_DIR, type AssetManifest, assetUrl, modulePreloads } from "../src/platform/assets/assets.ts";
import { boot } from "../src/boot.ts";
import { loadConfig } from "../src/platform/config.ts";
import type { ArtistListItem } from "../src/features/artists/artists.contract.ts";
import type { Envelope } from "../src/platform/contract/envelope.ts";

/** SPEC'd budget of JS per public page, gzipped. */
export const PAGE_BUDGET_BYTES = 80 * 1024;

/**
 * Each dashboard's entry and its static imports (what its page loads
 * before any screen) at most 100 KB gzipped. React 19 and TanStack Router take 93 KB
 * of it: what needs the API client, the store or the socket (the navbar's widgets,
 * the index's redirect, the artist's and the console's frames) comes after the
 * first paint.
 */
export const DASHBOARD_BUDGET_BYTES = 100 * 1024;

export const DASHBOARDS = ["client", "artist", "admin"] as const;

export const PUBLIC_PAGES = ["/", "/about", "/services", "/artists", "/artist/profile/:id", "/contact-us", "/faq", "/login", "/signup", "/404"];

export interface BundleRow {
  page: string;
  /** Island entries the page's HTML loads. */
  islands: string[];
  /** Distinct JS files loaded up front (entries and their static imports). */
  files: number;
  /** Gzipped bytes of those files. */
  gzipBytes: number;
  /** Gzipped bytes of what they may import() later, not counted above. */
  onDemandGzipBytes: number;
}

const STATIC_IMPORT = /import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const MODULE_SCRIPT = /<script type="module" src="\/assets\/([^"]+)"|<link rel="modulepreload" href="\/assets\/([^"]+)"/g;
const ISLAND = /data-island="([^"]+)"/g;

const gzipSize = (text: string) => Bun.gzipSync(text, { level: 9 }).length;

/** Reads built files once each, with their gzipped size and the files they import. */
function bundleGraph(buildDir: string) {
  const cache = new Map<string, { gzip: number; imports: string[]; dynamic: string[] }>();
  return (file: string) => {
    let node = cache.get(file);
    if (!node) {
      const text = readFileSync(file, "utf8");
      const resolveAll = (re: RegExp) =>
        [...text.matchAll(re)].map((m) => {
          const target = resolve(dirname(file), m[1]!);
          if (relative(buildDir, target).startsWith("..")) throw new Error(`${file} imports outside the build: ${m[1]}`);
          return target;
        });
      node = { gzip: gzipSize(text), imports: resolveAll(STATIC_IMPORT), dynamic: resolveAll(DYNAMIC_IMPORT) };
      cache.set(file, node);
    }
    return node;
  };
}

/** The files reached from `roots` by static imports, each once. */
function closure(roots: string[], graph: ReturnType<typeof bundleGraph>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph(file).imports) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** Sizes of the JS a page's HTML loads, with what it can load later. */
export function pageBundle(page: string, html: string, buildDir = BUILD_DIR): BundleRow {
  const graph = bundleGraph(buildDir);
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => join(buildDir, (m[1] ?? m[2])!));
  const initial = closure(entries, graph);
  const lazyRoots = [...initial].flatMap((f) => graph(f).dynamic).filter((f) => !initial.has(f));
  const lazy = [...closure(lazyRoots, graph)].filter((f) => !initial.has(f));
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + graph(f).gzip, 0);
  return {
    page,
    islands: [...new Set([...html.matchAll(ISLAND)].map((m) => m[1]!))],
    files: initial.size,
    gzipBytes: sum(initial),
    onDemandGzipBytes: sum(lazy),
  };
}

export interface DashboardRow {
  area: string;
  /** Distinct JS files of the entry and its static imports. */
  files: number;
  /** Their gzipped bytes: what the page loads before any screen (DASHBOARD_BUDGET_BYTES). */
  gzipBytes: number;
  /** The messages in the page's language (asked for with the entry, imported as it runs). */
  messagesGzipBytes: number;
  /** Every screen and widget it may import() later, each chunk once. */
  onDemandGzipBytes: number;
  /** Their files: each a request, and a <link rel="modulepreload"> the import() adds first. */
  onDemandFiles: number;
}

/**
 * A dashboard's JS from a build's manifest: its entry and static imports, its
 * messages in `locale`, and every chunk it may import() later (the other
 * language's messages left out: a page never loads them).
 */
export function dashboardBundle(area: string, manifest: AssetManifest, buildDir = BUILD_DIR, locale = "en"): DashboardRow {
  const graph = bundleGraph(buildDir);
  const file = (url: string) => join(buildDir, url.replace(/^\/assets\//, ""));
  const initial = closure([file(assetUrl(manifest, area))], graph);
  const messages = modulePreloads(manifest, area, locale)
    .map(file)
    .filter((f) => !initial.has(f));
  const otherMessages = new Set(Object.entries(manifest).flatMap(([key, urls]) => (key.startsWith("messages ") ? [file(urls.split(" ")[0]!)] : [])));
  const lazyRoots = [...initial].flatMap((f) => graph(f).dynamic).filter((f) => !initial.has(f) && !otherMessages.has(f));
  const lazy = [...closure(lazyRoots, graph)].filter((f) => !initial.has(f) && !messages.includes(f));
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + graph(f).gzip, 0);
  return {
    area,
    files: initial.size,
    gzipBytes: sum(initial),
    messagesGzipBytes: sum(messages),
    onDemandGzipBytes: sum(lazy),
    onDemandFiles: lazy.length,
  };
}

/**
 * Renders every public page with the built manifest (or `build`'s) on an in-memory database with
 * the demo roster when its assets are there, for a real profile page, and measures it.
 */
export async function bundleSizes(build?: { assets: AssetManifest; dir: string }): Promise<BundleRow[]> {
  const manifestFile = join(BUILD_DIR, "manifest.json");
  if (!build && !existsSync(manifestFile)) throw new Error("No build: run `bun run build` first");
  const buildDir = build?.dir ?? BUILD_DIR;
  const assets = build?.assets ?? ((await Bun.file(manifestFile).json()) as AssetManifest);
  const dataDir = mkdtempSync(join(tmpdir(), "bundle-sizes-"));
  const demo = existsSync(join(import.meta.dir, "..", "db", "seed-assets", "artists.json"));
  const config = loadConfig({ DATABASE_URL: "memory://", DATA_DIR: dataDir, SEED_DEMO: demo ? "1" : "0", LOG_LEVEL: "silent" });
  const runtime = await boot(config, { assets });
  try {
    const app = createApp(runtime.deps);
    const roster = (await (await app.request("/api/artist/all-list")).json()) as Envelope<ArtistListItem[]>;
    const firstArtist = roster.response[0]?.id;
    const rows: BundleRow[] = [];
    for (const page of PUBLIC_PAGES) {
      if (page.includes(":id") && !firstArtist) continue;
      const path = page === "/404" ? "/no-such-page" : page.replace(":id", firstArtist ?? "");
      rows.push(pageBundle(page, await (await app.request(path)).text(), buildDir));
    }
    return rows;
  } finally {
    await runtime.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The rows as a plain-text table. */
export function formatBundleTable(rows: BundleRow[]): string {
  const header = ["page", "islands", "files", "JS gzip", "on demand", `≤ ${kb(PAGE_BUDGET_BYTES)}`];
  const body = rows.map((r) => [
    r.page,
    r.islands.join(", ") || "-",
    String(r.files),
    kb(r.gzipBytes),
    r.onDemandGzipBytes ? `+${kb(r.onDemandGzipBytes)}` : "-",
    r.gzipBytes <= PAGE_BUDGET_BYTES ? "yes" : "NO",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

if (import.meta.main) {
  console.log(formatBundleTable(await bundleSizes()));
}
