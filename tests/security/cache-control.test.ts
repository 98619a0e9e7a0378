import { describe, expect, test } from "bun:test";
import { ACTORS, CASES, caseName, methodOf, send, useWorld } from "../api-cases.ts";

/**
 * Some signed-in replies could be stored by the browser or
 * a shared cache. Every reply to a signed-in request is `no-store` unless it is
 * a public read (the cached lists keep their ETag and `no-cache`).
 */

const s = useWorld();

describe("every signed-in reply is private", () => {
  for (const c of CASES) {
    for (const actor of ACTORS.filter((a) => a !== "anonymous")) {
      test(`${caseName(c)} as ${actor}`, async () => {
        const res = await send(s, c, actor);
        expect(res.status).toBe(c.expect[actor]);
        const cacheControl = res.headers.get("cache-control") ?? "";
        // A public read (the same for anyone, signed out too) may keep its own revalidated caching.
        const publicRead = methodOf(c) === "GET" && c.expect.anonymous === 200 && res.status === 200;
        if (publicRead && cacheControl === "no-cache") return;
        expect(cacheControl).toContain("no-store");
      });
    }
  }

  test("the public cached lists keep their ETag and revalidation for a signed-in caller too", async () => {
    for (const path of ["/api/artist/all-list", "/api/service/all-list", "/api/artist-style/list"]) {
      const res = await s.t.request("GET", path, { cookie: s.world.cookie.client });
      expect(res.headers.get("etag")).toBeTruthy();
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const again = await s.t.request("GET", path, { cookie: s.world.cookie.client, headers: { "if-none-match": res.headers.get("etag")! } });
      expect(again.status).toBe(304);
    }
  });
});
