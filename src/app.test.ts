import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../tests/harness.ts";
import { loginReturningTo } from "../tests/area-pages.ts";
import type { Logger } from "./platform/log.ts";

let t: TestApp;
let limited: TestApp;
const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
const capture: Logger = {
  debug: () => {},
  info: () => {},
  warn: (msg, fields) => logged.push({ msg, fields }),
  error: (msg, fields) => logged.push({ msg, fields }),
};

beforeAll(async () => {
  t = await createTestApp({ log: capture });
  // A route that fails unexpectedly, to see what the caller gets and what is logged.
  t.app.get("/api/test-explosion", () => {
    throw new Error("secret internal detail");
  });
  limited = await createTestApp({ rateLimits: { login: { limit: 2, windowMs: 60_000 }, register: { limit: 2, windowMs: 60_000 } } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await t.close();
  await limited.close();
});

const envelope = (status: false, message: string) => ({ status, message, response: null });

describe("the envelope for every failure under /api", () => {
  test.each([
    ["404 for an unknown path", "GET", "/api/no-such-thing", {}, 404, "Not found"],
    [
      "400 for a body that is not JSON",
      "POST",
      "/api/auth/login",
      { body: "{not json", headers: { "content-type": "application/json" } },
      400,
      "Request body must be valid JSON",
    ],
    ["400 naming the field", "POST", "/api/auth/login", { body: { email: "x@y.co" } }, 400, "Password is required"],
    [
      "413 for a body over the limit",
      "POST",
      "/api/contact/add",
      { body: { firstName: "A", lastName: "B", email: "a@b.co", phoneNumber: "5551234567", message: "x".repeat(1_100_000) } },
      413,
      "Request body is too large",
    ],
    [
      "415 for a body of another type",
      "POST",
      "/api/contact/add",
      { body: "firstName=A", headers: { "content-type": "application/x-www-form-urlencoded" } },
      415,
      "Content-Type must be application/json or multipart/form-data",
    ],
  ] as const)("%s", async (_name, method, path, init, status, message) => {
    const r = await t.call(method, path, init);
    expect(r.status).toBe(status);
    expect(r.json).toEqual(envelope(false, message));
  });

  test("401 without a session, 403 for the wrong role", async () => {
    expect((await t.call("GET", "/api/admin/anything")).status).toBe(401);
    const { cookie } = await t.signUp("client");
    const r = await t.call("GET", "/api/admin/anything", { cookie });
    expect(r.status).toBe(403);
    expect(r.json).toEqual(envelope(false, "You are not allowed to do this"));
  });

  test("429 after too many logins from one address", async () => {
    const body = { email: "nobody@test.local", password: "wrong-password" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await limited.request("POST", "/api/auth/login", { body })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  test("429 after too many sign-ups from one address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const body = { name: "N", email: `n${i}-${Bun.randomUUIDv7()}@test.local`, role: "client", password: "password-123" };
      statuses.push((await limited.request("POST", "/api/auth/register", { body })).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  test("500 is 'Server error' with no stack, logged with the request id", async () => {
    const res = await t.request("GET", "/api/test-explosion");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(envelope(false, "Server error"));
    expect(text).not.toContain("secret internal detail");
    const entry = logged.find((l) => l.msg === "unhandled error");
    expect(entry?.fields?.requestId).toBe(res.headers.get("x-request-id"));
    expect(entry?.fields?.error).toBe("secret internal detail");
  });

  test("the request id: a proxy's own is kept, a malformed one replaced; replies that log nothing carry none", async () => {
    const forwarded = await t.request("GET", "/api/test-explosion", { headers: { "x-request-id": "proxy-7f3a:42" } });
    expect(forwarded.headers.get("x-request-id")).toBe("proxy-7f3a:42");
    expect(logged.at(-1)?.fields?.requestId).toBe("proxy-7f3a:42");
    const malformed = await t.request("GET", "/api/test-explosion", { headers: { "x-request-id": "two words\tand a tab" } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.request("GET", "/api/service/all-list")).headers.get("x-request-id")).toBeNull();
  });

  test("403 for a state change sent from another site", async () => {
    const r = await t.call("POST", "/api/contact/add", {
      body: { firstName: "A", lastName: "B", email: "a@b.co", phoneNumber: "5551234567", message: "hi" },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(r.status).toBe(403);
    expect(r.json).toEqual(envelope(false, "Cross-site requests are not allowed"));
    const same = await t.request("POST", "/api/auth/logout", { headers: { origin: "http://localhost", host: "localhost" } });
    expect(same.status).toBe(200);
  });
});

describe("pages and probes", () => {
  test("an unknown page is an HTML 404 page", async () => {
    const res = await t.request("GET", "/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("Page not found");
  });

  test("GET /healthz and /readyz", async () => {
    expect((await t.call("GET", "/healthz")).json).toEqual({ status: true, message: "OK", response: { ok: true } });
    expect((await t.call("GET", "/readyz")).status).toBe(200);
  });

  test("/readyz is a 503 when the database does not answer", async () => {
    const ping = t.deps.ping;
    t.deps.ping = () => Promise.reject(new Error("down"));
    try {
      const r = await t.call("GET", "/readyz");
      expect(r.status).toBe(503);
      expect(r.json.status).toBe(false);
    } finally {
      t.deps.ping = ping;
    }
  });

  test("security headers on every reply", async () => {
    const res = await t.request("GET", "/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("replies served from memory carry their security headers once, as built with them", async () => {
    const { api, pages } = t.deps.securityHeaders;
    const cases = [
      { path: "/api/service/all-list", set: api },
      { path: "/api/artist/all-list?page=1&limit=24", set: api },
      { path: "/", set: pages },
      { path: "/about", set: pages },
    ];
    for (const { path, set } of cases) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const res = await t.request("GET", path, { headers: { "accept-encoding": encoding } });
        expect(res.status).toBe(200);
        for (const [name, value] of set) expect(res.headers.get(name)).toBe(value);
      }
    }
    const etag = (await t.request("GET", "/api/service/all-list")).headers.get("etag")!;
    const notModified = await t.request("GET", "/api/service/all-list", { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    for (const [name, value] of api) expect(notModified.headers.get(name)).toBe(value);
  });

  test.each(["/client", "/client/dashboard", "/artist", "/artist/jobs", "/admin"])(
    "%s sends a visitor to /login, returning there after, before any HTML",
    async (path) => {
      const res = await t.request("GET", path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(loginReturningTo(path));
    },
  );

  test("a dashboard of another role sends the user home", async () => {
    const { cookie } = await t.signUp("artist");
    for (const path of ["/client/dashboard", "/admin"]) {
      const res = await t.request("GET", path, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    const own = await t.request("GET", "/artist/dashboard", { cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('id="area-root"');
  });
});
