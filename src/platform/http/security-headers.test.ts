import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { securityHeaderSets, securityHeaders } from "./security-headers.ts";

function appWith(https: boolean) {
  const app = new Hono();
  app.use(securityHeaders(securityHeaderSets({ https })));
  app.get("/api/thing", (c) => c.json({ status: true }));
  app.get("/page", (c) => c.html("<p>hi</p>"));
  app.get("/api/boom", () => {
    throw new Error("boom");
  });
  app.onError((_, c) => c.json({ status: false }, 500));
  return app;
}

describe("securityHeaders", () => {
  test("pages: this origin only, never framed, no sniffing", async () => {
    const res = await appWith(false).request("/page");
    expect(res.headers.get("content-security-policy")).toStartWith("default-src 'self'; ");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // No <base> may move the page's links and scripts; forms post to this site only.
    expect(res.headers.get("content-security-policy")).toContain("; base-uri 'none'; form-action 'self'; ");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  test("the API: JSON loads nothing and is never framed", async () => {
    const res = await appWith(false).request("/api/thing");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  test("errors carry them too", async () => {
    const res = await appWith(false).request("/api/boom");
    expect(res.status).toBe(500);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("a reply built with its set keeps it as built, nothing added or repeated", async () => {
    const app = appWith(false);
    const built = new Headers([
      ["Content-Security-Policy", "default-src 'none'"],
      ["X-Content-Type-Options", "nosniff"],
    ]);
    app.get("/built", () => new Response("made whole", { headers: built }));
    const res = await app.request("/built");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBeNull();
  });

  test("HSTS only over HTTPS", async () => {
    for (const path of ["/page", "/api/thing"]) {
      expect((await appWith(true).request(path)).headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    }
  });
});
