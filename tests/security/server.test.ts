import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer, type ServerProcess } from "../../scripts/bench/process.ts";
import { allowSlowTests } from "../harness.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, BOOT_TIMEOUT, createTestDatabase } from "../harness.ts";

/**
 * The production process as a browser meets it over a real socket: the
 * session cookie's flags behind HTTPS (COOKIE_SECURE=1), and the rate limits it
 * really runs with (login 10, sign-up 5, contact 5 a minute per address), which
 * a forged X-Forwarded-For cannot dodge unless TRUST_PROXY says a proxy sets it.
 */

let server: ServerProcess;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
allowSlowTests();
const dataDir = mkdtempSync(join(tmpdir(), "security-server-"));

beforeAll(async () => {
  database = await createTestDatabase();
  server = await spawnServer("src/server.ts", {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    COOKIE_SECURE: "1",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: "info",
  });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let loginAttempts = 0;
function login(email: string, password: string, headers: Record<string, string> = {}) {
  loginAttempts++;
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
}

describe("the session cookie behind HTTPS", () => {
  test("is HttpOnly, Secure, SameSite=Lax, Path=/, 7 days; HSTS is on", async () => {
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("secure");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");

    const out = await fetch(`${server.url}/api/auth/logout`, { method: "POST", headers: { cookie: cookie.split(";")[0]! } });
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(cleared).toMatch(/^session=;/);
    expect(cleared.toLowerCase()).toContain("max-age=0");
    expect(cleared.toLowerCase()).toContain("secure");
  });

  test("a failed login sets no cookie", async () => {
    const res = await login(ADMIN_EMAIL, "not-the-password");
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("production rate limits per address", () => {
  test("login: the 11th attempt in a minute is a 429 with Retry-After, whatever X-Forwarded-For claims", async () => {
    const statuses: number[] = [];
    while (loginAttempts < 12) {
      const res = await login("nobody@test.local", "wrong-password", { "x-forwarded-for": `203.0.113.${loginAttempts}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ status: false, message: "Too many login attempts, please try again later", response: null });
      }
    }
    // Two attempts came before this test; the 11th of the minute is the first refused.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  test("sign-up: 5 a minute, then 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
        body: JSON.stringify({ name: "Flood", email: `flood-${i}@test.local`, role: "client", password: "password-123" }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  test("contact form: 5 a minute, then 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/api/contact/add`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: `spam ${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});
