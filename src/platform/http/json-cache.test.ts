import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { brotliDecompressSync } from "node:zlib";
import { eventuallyEncoded } from "../../../scripts/lib/encoding.ts";
import { localeOfKey, localizedKey } from "./cache-keys.ts";
import { JsonCache } from "./json-cache.ts";

/** A load whose result the test releases when it wants to. */
function controlledLoad<T>() {
  const calls: ((value: T) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      calls.push(resolve);
      failures.push(reject);
    });
  return { load, calls, failures };
}

function appWith(cache: JsonCache, load: () => Promise<unknown>) {
  return new Hono().get("/list", (c) => cache.reply(c, "list", load));
}

const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Artist number ${i}`, style: ["Ballet", "Jazz"] }));

describe("JsonCache replies", () => {
  test("gzip at once for browsers that accept it, brotli once made, the same JSON either way, Vary set", async () => {
    const app = appWith(new JsonCache(), async () => big);
    const zipped = await app.request("/list", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const raw = new Uint8Array(await zipped.arrayBuffer());
    const plain = await app.request("/list");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(new TextDecoder().decode(Bun.gunzipSync(raw))).toBe(text);
    expect(raw.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(text)).toEqual({ status: true, message: "Success", response: big });
    expect(plain.headers.get("etag")).toBe(zipped.headers.get("etag"));
    const brotli = await eventuallyEncoded(() => app.request("/list", { headers: { "accept-encoding": "gzip, deflate, br" } }), "br");
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString()).toBe(text);
    expect(brotli.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  test("small bodies are sent as they are", async () => {
    const app = appWith(new JsonCache(), async () => [1, 2, 3]);
    const res = await app.request("/list", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ status: true, message: "Success", response: [1, 2, 3] });
  });

  test("every reply carries the cache's own headers: each coding, a derived page and a 304", async () => {
    const cache = new JsonCache({ headers: [["X-Content-Type-Options", "nosniff"]] });
    const app = appWith(cache, async () => big).get("/page", (c) =>
      cache.replyDerived(
        c,
        "list",
        async () => big,
        "first",
        (all: typeof big) => ({ response: all.slice(0, 2) }),
      ),
    );
    await (await app.request("/list")).arrayBuffer();
    const replies = [await app.request("/list"), await app.request("/list", { headers: { "accept-encoding": "gzip" } }), await app.request("/page")];
    replies.push(await app.request("/list", { headers: { "if-none-match": replies[0]!.headers.get("etag")! } }));
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200, 304]);
    for (const res of replies) expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("304 for a matching If-None-Match, in a list or weak form", async () => {
    const app = appWith(new JsonCache(), async () => big);
    const etag = (await app.request("/list")).headers.get("etag")!;
    for (const header of [etag, `"other", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
      expect((await app.request("/list", { headers: { "if-none-match": header } })).status).toBe(304);
    }
    expect((await app.request("/list", { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });
});

describe("JsonCache loading", () => {
  test("concurrent misses share one load", async () => {
    const cache = new JsonCache();
    const { load, calls } = controlledLoad<string[]>();
    const a = cache.value("k", load);
    const b = cache.value("k", load);
    expect(calls.length).toBe(1);
    calls[0]!(["x"]);
    expect(await a).toEqual(["x"]);
    expect(await b).toEqual(["x"]);
  });

  test("an expired entry is served at once while one reload runs, then replaced", async () => {
    const cache = new JsonCache({ ttlMs: 0 });
    const { load, calls } = controlledLoad<string>();
    const first = cache.value("k", load);
    calls[0]!("old");
    expect(await first).toBe("old");
    // Expired (TTL 0): answered from the old entry without waiting, one reload started.
    expect(await cache.value("k", load)).toBe("old");
    expect(await cache.value("k", load)).toBe("old");
    expect(calls.length).toBe(2);
    calls[1]!("new");
    await Bun.sleep(0);
    expect(await cache.value("k", load)).toBe("new");
  });

  test("a failed reload keeps the last good entry; the next caller tries again", async () => {
    const cache = new JsonCache({ ttlMs: 0 });
    const { load, calls, failures } = controlledLoad<string>();
    const first = cache.value("k", load);
    calls[0]!("good");
    await first;
    expect(await cache.value("k", load)).toBe("good");
    failures[1]!(new Error("database down"));
    await Bun.sleep(0);
    expect(await cache.value("k", load)).toBe("good");
    expect(calls.length).toBe(3);
  });

  test("after invalidate, callers wait for fresh data (never the stale entry)", async () => {
    const cache = new JsonCache();
    const { load, calls } = controlledLoad<string>();
    const first = cache.value("k", load);
    calls[0]!("before");
    await first;
    cache.invalidate("k");
    const after = cache.value("k", load);
    calls[1]!("after");
    expect(await after).toBe("after");
  });

  test("a load that was running when invalidate came is not kept", async () => {
    const cache = new JsonCache();
    const { load, calls } = controlledLoad<string>();
    const racing = cache.value("k", load);
    cache.invalidate("k");
    calls[0]!("outdated");
    expect(await racing).toBe("outdated");
    const next = cache.value("k", load);
    expect(calls.length).toBe(2);
    calls[1]!("current");
    expect(await next).toBe("current");
  });

  test("a first load that fails is a failure for its callers, and the next call loads again", async () => {
    const cache = new JsonCache();
    const { load, calls, failures } = controlledLoad<string>();
    const first = cache.value("k", load);
    failures[0]!(new Error("down"));
    expect(first).rejects.toThrow("down");
    await Bun.sleep(0);
    const second = cache.value("k", load);
    calls[1]!("up");
    expect(await second).toBe("up");
  });
});

describe("JsonCache derived replies", () => {
  test("a page of a cached list: made once per version of the list, with its own headers and ETag", async () => {
    const cache = new JsonCache();
    let list = big;
    let loads = 0;
    let derivations = 0;
    const load = async () => {
      loads++;
      return list;
    };
    const app = new Hono().get("/page", (c) =>
      cache.replyDerived(c, "list", load, "first-two", (all: typeof big) => {
        derivations++;
        return { response: all.slice(0, 2), headers: [["X-Total-Count", String(all.length)]] };
      }),
    );
    const first = await app.request("/page");
    expect(await first.json()).toEqual({ status: true, message: "Success", response: big.slice(0, 2) });
    expect(first.headers.get("x-total-count")).toBe("200");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag")!;
    expect((await app.request("/page", { headers: { "if-none-match": etag } })).status).toBe(304);
    await app.request("/page");
    expect([loads, derivations]).toEqual([1, 1]);

    // The list changes: the page is made again from the new version.
    list = big.slice(1);
    cache.invalidate("list");
    const changed = await app.request("/page");
    expect(((await changed.json()) as { response: unknown }).response).toEqual(big.slice(1, 3));
    expect(changed.headers.get("x-total-count")).toBe("199");
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect([loads, derivations]).toEqual([2, 2]);
  });
});

describe("JsonCache in each language", () => {
  test("an entry's message is the catalogue's success in its key's language, its pages' too; the ETags differ", async () => {
    const cache = new JsonCache();
    const same = async () => [1, 2, 3];
    const app = new Hono()
      .get("/:key", (c) => cache.reply(c, c.req.param("key"), same))
      .get("/:key/page", (c) => cache.replyDerived(c, c.req.param("key"), same, "first", (all: number[]) => ({ response: all.slice(0, 1) })));
    const en = await app.request(`/${localizedKey("list", "en")}`);
    const fr = await app.request(`/${localizedKey("list", "fr")}`);
    expect(await en.json()).toEqual({ status: true, message: "Success", response: [1, 2, 3] });
    expect(await fr.json()).toEqual({ status: true, message: "Succès", response: [1, 2, 3] });
    expect(fr.headers.get("etag")).not.toBe(en.headers.get("etag"));
    // The French ETag revalidates the French entry only.
    expect((await app.request("/list@fr", { headers: { "if-none-match": fr.headers.get("etag")! } })).status).toBe(304);
    expect((await app.request("/list", { headers: { "if-none-match": fr.headers.get("etag")! } })).status).toBe(200);
    expect(await (await app.request("/list@fr/page")).json()).toEqual({ status: true, message: "Succès", response: [1] });
    expect(await (await app.request("/list/page")).json()).toEqual({ status: true, message: "Success", response: [1] });
  });

  test("the message is made with the entry: an entry first loaded for a page (versioned) replies in its language", async () => {
    const cache = new JsonCache();
    await cache.versioned("services@fr", async () => ["Ateliers"]);
    const app = new Hono().get("/services", (c) => cache.reply(c, "services@fr", async () => ["never loaded again"]));
    expect(await (await app.request("/services")).json()).toEqual({ status: true, message: "Succès", response: ["Ateliers"] });
  });

  test("a key's language, read back from localizedKey", () => {
    expect(localeOfKey(localizedKey("lookup:styles", "fr"))).toBe("fr");
    expect(localeOfKey(localizedKey("lookup:styles", "en"))).toBe("en");
    expect(localeOfKey("artists:roster")).toBe("en");
    expect(localeOfKey("odd@key")).toBe("en");
  });
});
