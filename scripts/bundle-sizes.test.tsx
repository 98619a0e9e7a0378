import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { buildAssets, modulePreloads } from "../src/platform/assets/assets.ts";
import { AreaShell } from "../src/platform/pages/AreaShell.tsx";
import { NO_SOCIAL_LINKS, PageContext } from "../islands/lib/page/context.tsx";
import { withI18n } from "../tests/i18n.tsx";
import { bundleSizes, DASHBOARD_BUDGET_BYTES, DASHBOARDS, dashboardBundle, formatBundleTable, PAGE_BUDGET_BYTES, pageBundle } from "./bundle-sizes.ts";

const dir = mkdtempSync(join(tmpdir(), "bundle-graph-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  "public/a.island-1.js": 'import{x}from"../chunk-react.js";import"../chunk-shared.js";const l=()=>import("../chunk-lazy.js");x(l);',
  "public/b.island-2.js": 'import{x}from"../chunk-react.js";import{y}from"../chunk-shared.js";x(y);',
  "chunk-react.js": "export const x=(f)=>f;".repeat(50),
  "chunk-shared.js": 'import{x}from"./chunk-react.js";export const y=x;',
  "chunk-lazy.js": 'import{x}from"./chunk-react.js";import{z}from"./chunk-lazier.js";export default x(z);',
  "chunk-lazier.js": "export const z=1;",
};
mkdirSync(join(dir, "public"));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
const gz = (name: string) => Bun.gzipSync(files[name]!, { level: 9 }).length;

describe("page bundle", () => {
  test("counts each entry and its static imports once, and what it may import() apart", () => {
    const html =
      '<div data-island="a" data-props="{}"></div><script type="module" src="/assets/public/a.island-1.js"></script>' +
      '<div data-island="b" data-props="{}"></div><script type="module" src="/assets/public/b.island-2.js"></script>' +
      '<div data-island="a" data-props="{}"></div><script type="module" src="/assets/public/a.island-1.js"></script>';
    const row = pageBundle("/x", html, dir);
    expect(row.islands).toEqual(["a", "b"]);
    expect(row.files).toBe(4);
    expect(row.gzipBytes).toBe(gz("public/a.island-1.js") + gz("public/b.island-2.js") + gz("chunk-react.js") + gz("chunk-shared.js"));
    // The lazy chunk and what only it imports; React is already loaded.
    expect(row.onDemandGzipBytes).toBe(gz("chunk-lazy.js") + gz("chunk-lazier.js"));
  });

  test("a page without islands loads no JS", () => {
    expect(pageBundle("/about", "<main>Hello</main>", dir)).toEqual({ page: "/about", islands: [], files: 0, gzipBytes: 0, onDemandGzipBytes: 0 });
  });

  test("the table flags a page over budget", () => {
    const table = formatBundleTable([
      { page: "/", islands: ["hero"], files: 3, gzipBytes: 70 * 1024, onDemandGzipBytes: 0 },
      { page: "/heavy", islands: ["x"], files: 3, gzipBytes: 90 * 1024, onDemandGzipBytes: 2048 },
    ]);
    expect(table).toMatch(/^\/\s+hero\s+3\s+70\.0 KB\s+-\s+yes$/m);
    expect(table).toMatch(/^\/heavy\s+x\s+3\s+90\.0 KB\s+\+2\.0 KB\s+NO$/m);
  });
});

describe("the built JS: public pages and dashboards", async () => {
  const out = mkdtempSync(join(tmpdir(), "dashboard-build-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const manifest = await buildAssets({ outDir: out, precompress: false });

  for (const area of DASHBOARDS) {
    test(`${area}: the entry and its static imports stay within the budget, screens apart and in few files`, () => {
      const row = dashboardBundle(area, manifest, out);
      expect(row.gzipBytes).toBeLessThanOrEqual(DASHBOARD_BUDGET_BYTES);
      // Its screens come on demand, and its messages in one language apart.
      expect(row.onDemandGzipBytes).toBeGreaterThan(row.gzipBytes / 4);
      expect(row.messagesGzipBytes).toBeGreaterThan(0);
      // Small chunks are folded (minChunkSize): each file is a request, and a modulepreload link the screen's
      // import() appends first (34 to 51 files a dashboard without folding, 30-130 ms of a phone's CPU on its first screen).
      expect(row.onDemandFiles).toBeLessThanOrEqual(40);
    });
  }

  test("every public page stays within its budget (a zod schema reaching an island's imports costs 27 KB)", async () => {
    const rows = await bundleSizes({ assets: manifest, dir: out });
    expect(rows.map((r) => r.page)).toContain("/artists");
    expect(rows.filter((r) => r.gzipBytes > PAGE_BUDGET_BYTES).map((r) => `${r.page}: ${r.gzipBytes} bytes`)).toEqual([]);
    // It boots a database with the demo roster and renders every page: 5 s on a quiet machine, more in CI's second pass.
  }, 60_000);

  test("the page asks for the entry's static imports and its language's messages with the entry", () => {
    const html = renderToStaticMarkup(
      withI18n(
        <PageContext.Provider value={{ user: null, path: "/client", locale: "fr", assets: manifest, siteUrl: "", socialLinks: NO_SOCIAL_LINKS }}>
          <AreaShell area="client" />
        </PageContext.Provider>,
        "fr",
      ),
    );
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(modulePreloads(manifest, "client", "fr"));
    expect(preloaded).toContain(manifest["messages fr/client"]!.split(" ")[0]);
    // Every file the entry imports, all the levels down, is asked for at once: none waits for the one importing it.
    const links = preloaded.map((href) => `<link rel="modulepreload" href="${href}">`).join("");
    expect(pageBundle("/client", links, out).files).toBe(preloaded.length);
    expect(pageBundle("/client", `${links}<script type="module" src="${manifest.client}"></script>`, out).files).toBe(preloaded.length + 1);
    // A screen the server drew paints without them (their bytes held that paint back): they come after it, at low
    // priority, with the chunks of that screen, which its first drawing would otherwise find one import after another.
    const drawn = renderToStaticMarkup(
      withI18n(
        <PageContext.Provider value={{ user: null, path: "/client/dashboard", locale: "fr", assets: manifest, siteUrl: "", socialLinks: NO_SOCIAL_LINKS }}>
          <AreaShell area="client" drawn={{ html: '<div class="client-area"></div>' }} />
        </PageContext.Provider>,
        "fr",
      ),
    );
    const lowPriority = [...drawn.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchPriority="low"\/>/g)].map((m) => m[1]);
    expect(lowPriority).toEqual(modulePreloads(manifest, "client", "fr", true));
    expect(lowPriority).toEqual(expect.arrayContaining([...preloaded, ...manifest["client landing"]!.split(" ")]));
    expect(drawn.match(/rel="modulepreload"/g)?.length).toBe(lowPriority.length);
    expect(drawn).toContain(`<script type="module" src="${manifest.client}"></script>`);
    expect(drawn).toContain('<div class="client-area"></div>');
  });
});
