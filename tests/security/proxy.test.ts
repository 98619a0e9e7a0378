import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../harness.ts";
import { ConfigError, loadConfig } from "../../src/platform/config.ts";
import { clientAddress, NO_PROXY } from "../../src/platform/http/client-ip.ts";
import { isSameOrigin, requestedHost, requestedOrigin } from "../../src/platform/http/origin.ts";

/**
 * Behind TRUST_PROXY the left-most X-Forwarded-For was the
 * caller, so anyone could write one and get a fresh rate-limit bucket per request;
 * the Origin check believed X-Forwarded-Host even with no proxy trusted.
 */

describe("the caller's address", () => {
  test("one trusted hop: the address the proxy appended, whatever the caller wrote before it", () => {
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    // Through the proxy without the header: the proxy itself is all we know.
    expect(clientAddress("10.0.0.2", undefined, { hops: 1 })).toBe("10.0.0.2");
  });

  test("two trusted hops: the second address from the right", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.9", { hops: 2 })).toBe("198.51.100.7");
    // Fewer hops than trusted: the left-most there is.
    expect(clientAddress("10.0.0.2", "198.51.100.7", { hops: 2 })).toBe("198.51.100.7");
  });

  test("trusted networks: the right-most address that is not a proxy", () => {
    const trusted = { networks: ["10.0.0.0/8", "fd00::/8", "127.0.0.1"] };
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.20.0.1", trusted)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:10.0.0.2", "2001:db8::1", trusted)).toBe("2001:db8::1");
    expect(clientAddress("fd12::1", "10.9.9.9, 198.51.100.8", trusted)).toBe("198.51.100.8");
    // A peer that is not a proxy is the caller, whatever it forwards.
    expect(clientAddress("203.0.113.5", "198.51.100.7", trusted)).toBe("203.0.113.5");
  });

  test("no proxy trusted: the socket's peer, X-Forwarded-For ignored", () => {
    expect(clientAddress("203.0.113.5", "198.51.100.7", NO_PROXY)).toBe("203.0.113.5");
  });
});

describe("TRUST_PROXY", () => {
  test("a hop count, the old flag words, or a list of networks", () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, fd00::/8,192.0.2.1" }).trustProxy).toEqual({ networks: ["10.0.0.0/8", "fd00::/8", "192.0.2.1"] });
  });

  test("anything else stops the start naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY must be a number of proxies/);
  });
});

describe("the origin an Origin is checked against: scheme, host and port", () => {
  const headers = new Headers({ host: "app.internal:3000", "x-forwarded-host": "dancelink.ca", "x-forwarded-proto": "http, https" });
  test("the request's own scheme, or the trusted proxy's right-most X-Forwarded-Proto", () => {
    expect(requestedOrigin("http://app.internal:3000/api/x", headers, "203.0.113.5", NO_PROXY)).toBe("http://app.internal:3000");
    expect(requestedOrigin("http://app.internal:3000/api/x", headers, "10.0.0.2", { hops: 1 })).toBe("https://dancelink.ca");
    const odd = new Headers({ host: "dancelink.ca", "x-forwarded-proto": "gopher" });
    expect(requestedOrigin("http://dancelink.ca/api/x", odd, "10.0.0.2", { hops: 1 })).toBe("http://dancelink.ca");
    expect(requestedOrigin("http://x/api", new Headers(), undefined, NO_PROXY)).toBeUndefined();
  });

  test("an Origin is the same only with the same scheme, host and port", () => {
    expect(isSameOrigin("https://dancelink.ca", "https://dancelink.ca")).toBe(true);
    expect(isSameOrigin("https://dancelink.ca:443", "https://dancelink.ca")).toBe(true);
    for (const other of ["http://dancelink.ca", "https://dancelink.ca:8443", "https://www.dancelink.ca", "null", "dancelink.ca"]) {
      expect(isSameOrigin(other, "https://dancelink.ca")).toBe(false);
    }
    expect(isSameOrigin("https://dancelink.ca", undefined)).toBe(false);
  });
});

describe("the host an Origin is checked against", () => {
  const headers = new Headers({ host: "app.internal:3000", "x-forwarded-host": "evil.example, dancelink.ca" });
  test("X-Forwarded-Host only from a trusted proxy, its right-most value", () => {
    expect(requestedHost(headers, "203.0.113.5", NO_PROXY)).toBe("app.internal:3000");
    expect(requestedHost(headers, "10.0.0.2", { hops: 1 })).toBe("dancelink.ca");
    expect(requestedHost(headers, "10.0.0.2", { networks: ["10.0.0.0/8"] })).toBe("dancelink.ca");
    expect(requestedHost(headers, "203.0.113.5", { networks: ["10.0.0.0/8"] })).toBe("app.internal:3000");
  });
});

describe("over a real socket", () => {
  let direct: TestApp;
  let proxied: TestApp;
  let server: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: "1" }, rateLimits: { login: { limit: 3, windowMs: 60_000 } } });
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req, srv) => proxied.app.fetch(req, srv) });
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    await server?.stop(true);
    await direct?.close();
    await proxied?.close();
  });

  const login = (forwardedFor: string) =>
    fetch(`${server.url}api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: "nobody@test.local", password: "wrong-password" }),
    });

  test("behind one proxy, a forged left-most X-Forwarded-For does not buy a fresh rate-limit bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(`203.0.113.${i}, 198.51.100.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another caller, as the proxy reports it, has its own bucket.
    expect((await login("198.51.100.8")).status).toBe(401);
  });

  test("with no proxy trusted, X-Forwarded-Host cannot make a foreign Origin look like ours", async () => {
    const res = await direct.request("POST", "/api/auth/logout", {
      headers: { origin: "https://evil.example", host: "localhost", "x-forwarded-host": "evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ status: false, message: "Cross-site requests are not allowed", response: null });
  });

  test("behind the trusted proxy, the scheme and host it forwarded are the ones an Origin must name", async () => {
    const post = (origin: string, proto = "https") =>
      fetch(`${server.url}api/auth/logout`, { method: "POST", headers: { origin, "x-forwarded-host": "dancelink.ca", "x-forwarded-proto": proto } });
    expect((await post("https://dancelink.ca")).status).toBe(200);
    // The default port is the same origin.
    expect((await post("https://dancelink.ca:443")).status).toBe(200);
    expect((await post(server.url.origin)).status).toBe(403);
    // A page of the same host over plain HTTP, which anyone on its network can write, or on another port.
    expect((await post("http://dancelink.ca")).status).toBe(403);
    expect((await post("https://dancelink.ca:8443")).status).toBe(403);
    // The proxy said the browser came over HTTP: then an https Origin is not the page that sent it.
    expect((await post("http://dancelink.ca", "http")).status).toBe(200);
    expect((await post("https://dancelink.ca", "http")).status).toBe(403);
  });

  test("with no proxy trusted, X-Forwarded-Proto cannot make an https Origin match a request over HTTP", async () => {
    const res = await direct.request("POST", "/api/auth/logout", {
      headers: { origin: "https://localhost", host: "localhost", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(403);
    expect((await direct.request("POST", "/api/auth/logout", { headers: { origin: "http://localhost", host: "localhost" } })).status).toBe(200);
  });
});
