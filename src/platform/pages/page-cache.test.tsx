import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { brotliDecompressSync } from "node:zlib";
import { eventuallyEncoded } from "../../../scripts/lib/encoding.ts";
import { CACHE_KEYS } from "../http/cache-keys.ts";
import type { AppEnv } from "../http/types.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { ARTIST_SEARCH_PAGE_SIZE } from "../../features/search/artist-search.contract.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";
import { PageCache } from "./page-cache.ts";
import { TOP_ARTISTS } from "../../features/catalogue/pages/HomePage.tsx";
import { renderCachedPage } from "./render.tsx";

describe("renderCachedPage", () => {
  function pageApp() {
    const cache = new PageCache();
    let renders = 0;
    let version = "v1";
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("user", c.req.header("x-role") ? { userId: "u", name: "U", role: c.req.header("x-role") as "client" } : null);
      await next();
    });
    app.get("/*", (c) =>
      renderCachedPage(
        c,
        {},
        {
          cache,
          version,
          page: () => {
            renders++;
            // Pages under /long are big enough to be worth compressing.
            const filler = c.req.path.startsWith("/long") ? " and more".repeat(200) : "";
            return <p>{`${c.req.path} ${version} ${c.get("user")?.role ?? "guest"}${filler}`}</p>;
          },
        },
      ),
    );
    return { app, renders: () => renders, setVersion: (v: string) => (version = v) };
  }

  test("renders once per path, navigation variant and version; serves the copy otherwise", async () => {
    const p = pageApp();
    expect(await (await p.app.request("/a")).text()).toBe("<p>/a v1 guest</p>");
    expect(await (await p.app.request("/a")).text()).toBe("<p>/a v1 guest</p>");
    expect(p.renders()).toBe(1);
    expect(await (await p.app.request("/a", { headers: { "x-role": "client" } })).text()).toBe("<p>/a v1 client</p>");
    expect(await (await p.app.request("/b")).text()).toBe("<p>/b v1 guest</p>");
    expect(p.renders()).toBe(3);
    p.setVersion("v2");
    expect(await (await p.app.request("/a")).text()).toBe("<p>/a v2 guest</p>");
    expect(p.renders()).toBe(4);
  });

  test("compressed for browsers that accept it (gzip at once, brotli once made), never stored by shared caches", async () => {
    const p = pageApp();
    const expected = `<p>/long v1 guest${" and more".repeat(200)}</p>`;
    const zipped = await p.app.request("/long", { headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())))).toBe(expected);
    const brotli = await eventuallyEncoded(() => p.app.request("/long", { headers: { "accept-encoding": "gzip, br" } }), "br");
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString()).toBe(expected);
    expect((await p.app.request("/long")).headers.get("content-encoding")).toBeNull();
    expect(p.renders()).toBe(1);
  });

  test("keeps at most maxEntries pages, dropping the oldest", async () => {
    const cache = new PageCache({ maxEntries: 2 });
    let renders = 0;
    const render = async () => {
      renders++;
      return new TextEncoder().encode("x");
    };
    for (const key of ["a", "b", "c"]) await cache.page(key, "v", render);
    expect(renders).toBe(3);
    await cache.page("b", "v", render);
    await cache.page("c", "v", render);
    expect(renders).toBe(3);
    await cache.page("a", "v", render);
    expect(renders).toBe(4);
  });

  test("visitors who miss together share one render", async () => {
    const cache = new PageCache();
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async () => {
      renders++;
      await gate;
      return new TextEncoder().encode("<p>slow</p>");
    };
    const all = Promise.all(Array.from({ length: 64 }, () => cache.page("guest /artists", "v1", render)));
    release();
    const pages = await all;
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });
});

describe("the public pages through the cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 30; i++) await insertArtist(t.db, { name: `Roster Artist ${String(i).padStart(2, "0")}`, styles: ["Ballet"] });
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  test("a newly approved artist appears on /artists as soon as the roster changes", async () => {
    const before = await (await t.request("GET", "/artists")).text();
    expect(before).not.toContain("Newly Approved");
    await insertArtist(t.db, { name: "Newly Approved", styles: ["Tap"] });
    t.deps.cache.invalidate(CACHE_KEYS.roster, CACHE_KEYS.rosterSearch);
    expect(await (await t.request("GET", "/artists")).text()).toContain("Newly Approved");
  });

  test("a signed-in client's page never reaches a visitor, and the other way round", async () => {
    const { cookie } = await t.signUp("client");
    const guest = await (await t.request("GET", "/about")).text();
    const client = await (await t.request("GET", "/about", { cookie })).text();
    const guestAgain = await (await t.request("GET", "/about")).text();
    expect(client).toContain('href="/client"');
    expect(guest).not.toContain('href="/client"');
    expect(guestAgain).toBe(guest);
  });

  test("the home page's Top Artist slider holds TOP_ARTISTS artists of a large roster; /artists pages through them all", async () => {
    const home = await (await t.request("GET", "/")).text();
    const props = home.match(/data-island="top-artists" data-props="([^"]+)"/)![1]!.replaceAll("&quot;", '"');
    const artists = (JSON.parse(props) as { artists: { user: string }[] }).artists;
    expect(artists).toHaveLength(TOP_ARTISTS);
    expect(new Set(artists.map((a) => a.user)).size).toBe(TOP_ARTISTS);
    const cards = async (path: string) => (await (await t.request("GET", path)).text()).match(/class="artist-card"/g)?.length ?? 0;
    const total = (await t.call<unknown[]>("GET", "/api/artist/all-list")).body.length;
    expect(total).toBeGreaterThan(ARTIST_SEARCH_PAGE_SIZE);
    expect((await cards("/artists")) + (await cards("/artists?page=2"))).toBe(total);
  });
});
