import { describe, expect, test } from "bun:test";
import { expectAreaShell } from "../../../tests/area-pages.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { projectPath } from "../runtime-files.ts";
import { dashboardShell, pwaRoutes } from "./routes.ts";
import { serviceWorkerScript } from "./service-worker.ts";
import { ASSETS_CACHE_PREFIX } from "../contract/app-caches.ts";
import { ROLES } from "../contract/roles.ts";
import { INSTALLABLE, manifestPath } from "./web-manifest.ts";

const t = await suiteApp();

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(path: string) {
  const bytes = await Bun.file(projectPath(`public${path}`)).bytes();
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

describe("the web app manifests", () => {
  test("each dashboard and the site, in English and French, with their own names, start and icons that exist at their sizes", async () => {
    const names = new Set<string>();
    for (const locale of ["en", "fr"] as const) {
      for (const app of INSTALLABLE) {
        const res = await t.request("GET", manifestPath(locale, app));
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toStartWith("application/manifest+json");
        const manifest = await res.json();
        names.add(manifest.name);
        expect(manifest.lang).toBe(locale === "en" ? "en-CA" : "fr-CA");
        expect(manifest.display).toBe("standalone");
        expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
        expect(manifest.start_url).toBe(app === "site" ? (locale === "en" ? "/" : "/fr") : `/${app}`);
        expect(manifest.id).toBe(app === "site" ? "/" : `/${app}`);
        for (const icon of manifest.icons) expect(await pngSize(icon.src)).toBe(icon.sizes);
        expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
          "192x192 any",
          "512x512 any",
          "512x512 maskable",
        ]);
      }
    }
    // Every app's name differs from the others' and from the other language's, but the site's, which is the brand.
    expect(names.size).toBe(ROLES.length * 2 + 1);
  });

  test("an unknown language or app is a 404", async () => {
    for (const path of ["/manifest/de/site.webmanifest", "/manifest/en/root.webmanifest", "/manifest/en/site.json"]) {
      expect((await t.request("GET", path)).status).toBe(404);
    }
  });

  test("every page names its manifest: the public site's, and each dashboard its own in the user's language", async () => {
    expect(await (await t.request("GET", "/")).text()).toContain('<link rel="manifest" href="/manifest/en/site.webmanifest"/>');
    expect(await (await t.request("GET", "/fr/about-us")).text()).toContain('<link rel="manifest" href="/manifest/fr/site.webmanifest"/>');
    const { cookie } = await t.signUp("artist");
    const [english] = await expectAreaShell(t, ["/artist"], "artist", cookie);
    expect(english).toContain('<link rel="manifest" href="/manifest/en/artist.webmanifest"/>');
    const [french] = await expectAreaShell(t, ["/artist"], "artist", `${cookie}; locale=fr`);
    expect(french).toContain('<link rel="manifest" href="/manifest/fr/artist.webmanifest"/>');
  });
});

describe("the service worker", () => {
  const build = { client: "/assets/client/app-1.js", "client imports": "/assets/chunk-a.js /assets/chunk-b.js", "app.css": "/assets/app-2.css" };

  test("is served from the root, never cached, and precaches what the build's dashboards load first", async () => {
    const res = await pwaRoutes(build).request("/sw.js");
    expect(res.headers.get("content-type")).toStartWith("text/javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const script = await res.text();
    for (const url of dashboardShell(build)) expect(script).toContain(JSON.stringify(url));
    expect(dashboardShell(build).sort()).toEqual(["/assets/app-2.css", "/assets/chunk-a.js", "/assets/chunk-b.js", "/assets/client/app-1.js"]);
    // The worker is its function's source called with its settings: it parses as a script on its own.
    expect(() => new Function(script)).not.toThrow();
  });

  test("a new build is a new worker with a new cache name; the same build the same bytes", async () => {
    const cacheName = (script: string) => script.match(new RegExp(`"(${ASSETS_CACHE_PREFIX}[a-z0-9]+)"`))![1];
    const first = await (await pwaRoutes(build).request("/sw.js")).text();
    const again = await (await pwaRoutes({ ...build }).request("/sw.js")).text();
    const next = await (await pwaRoutes({ ...build, client: "/assets/client/app-3.js" }).request("/sw.js")).text();
    expect(again).toBe(first);
    expect(cacheName(next)).not.toBe(cacheName(first));
  });
});

describe("the service worker's pushes", () => {
  type Listener = (event: Record<string, unknown>) => void;
  /** The worker's script run in a stand-in scope: its listeners, the notifications it shows, the windows it focuses and opens. */
  function runWorker(windows: string[]) {
    const listeners = new Map<string, Listener>();
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const visits: string[] = [];
    const scope = {
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      location: new URL("https://dance.example/"),
      registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
      clients: {
        claim: async () => {},
        matchAll: async () =>
          windows.map((url) => {
            const client = {
              url,
              focus: async () => {
                visits.push(`focus ${url}`);
                return client;
              },
              navigate: async (to: string) => {
                visits.push(`navigate ${to}`);
                return client;
              },
            };
            return client;
          }),
        openWindow: async (url: string) => {
          visits.push(`open ${url}`);
          return null;
        },
      },
    };
    new Function("self", serviceWorkerScript(["/assets/a.js"]))(scope);
    /** Fires `type` and waits for what the worker handed to waitUntil. */
    const fire = async (type: string, event: Record<string, unknown>) => {
      let work: Promise<unknown> = Promise.resolve();
      listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
      await work;
    };
    return { fire, shown, visits };
  }

  test("a push shows its title and body with the app's icon, its link kept for the click; a link off the site becomes the home page", async () => {
    const worker = runWorker([]);
    const payload = { kind: "job.matching", title: "New job", body: "Ballet on Monday", link: "/fr/artist/jobs/offers" };
    await worker.fire("push", { data: { json: () => payload } });
    await worker.fire("push", { data: { json: () => ({ ...payload, link: "https://evil.example/x" }) } });
    expect(worker.shown).toEqual([
      {
        title: "New job",
        options: { body: "Ballet on Monday", icon: "/images/app/icon-192.png", tag: "/fr/artist/jobs/offers", data: { link: "/fr/artist/jobs/offers" } },
      },
      { title: "New job", options: { body: "Ballet on Monday", icon: "/images/app/icon-192.png", tag: "/", data: { link: "/" } } },
    ]);
  });

  test("a click brings an open dashboard window to the link; with none open (a public page aside), it opens the link", async () => {
    const click = { notification: { data: { link: "/artist/jobs/offers" }, close: () => {} } };
    const withDashboard = runWorker(["https://dance.example/about-us", "https://dance.example/fr/artist/calendar"]);
    await withDashboard.fire("notificationclick", click);
    expect(withDashboard.visits).toEqual(["focus https://dance.example/fr/artist/calendar", "navigate /artist/jobs/offers"]);
    const withoutOne = runWorker(["https://dance.example/about-us"]);
    await withoutOne.fire("notificationclick", click);
    expect(withoutOne.visits).toEqual(["open /artist/jobs/offers"]);
  });
});
