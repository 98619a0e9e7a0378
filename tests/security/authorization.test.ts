import { describe, expect, test } from "bun:test";
import { ACTORS, allowedActor, CASES, caseName, methodOf, send, useWorld } from "../api-cases.ts";

const s = useWorld();

describe("authorization matrix: every API call × every kind of caller", () => {
  for (const c of CASES) {
    for (const actor of ACTORS) {
      const expected = c.expect[actor];
      test(`${caseName(c)} as ${actor}: ${expected}`, async () => {
        const res = await send(s, c, actor);
        expect(res.status).toBe(expected);
        // A document streams its file, a download (the account's export) is a file too; every other answer, and every refusal, is the envelope.
        if (expected < 400 && (!res.headers.get("content-type")?.includes("json") || res.headers.get("content-disposition")?.startsWith("attachment"))) return;
        const envelope = (await res.json()) as { status: boolean; message: string; response: unknown };
        expect(envelope.status).toBe(expected < 400);
        expect(typeof envelope.message).toBe("string");
        if (expected >= 400) expect(envelope.response).toBeNull();
      });
    }
  }
});

describe("every state change refuses a foreign Origin (CSRF)", () => {
  for (const c of CASES.filter((c) => methodOf(c) !== "GET")) {
    const actor = allowedActor(c);
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "http://localhost:8080"]) {
      test(`${caseName(c)} from ${origin}: 403`, async () => {
        const res = await send(s, c, actor, { headers: { origin, host: "localhost" } });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ status: false, message: "Cross-site requests are not allowed", response: null });
      });
    }
    test(`${caseName(c)} from our own origin gets its usual answer`, async () => {
      const res = await send(s, c, actor, { headers: { origin: "http://localhost", host: "localhost" } });
      expect(res.status).toBe(c.expect[actor]);
    });
  }
});

test("every route under /api has a row in the matrix, and every row a route", () => {
  // Middleware (any method, or a method on a whole subtree such as the state-change checks) is not a route.
  const isRoute = (r: { method: string; path: string }) => r.method !== "ALL" && !r.path.endsWith("/*");
  const served = new Set(s.t.app.routes.filter((r) => isRoute(r) && r.path.startsWith("/api/")).map((r) => `${r.method} ${r.path}`));
  const covered = new Set(CASES.map((c) => c.route));
  expect([...served].filter((r) => !covered.has(r)).sort()).toEqual([]);
  // Guards (ALL routes such as /api/admin/*) are rows without a route of their own.
  expect([...covered].filter((r) => !served.has(r) && !r.endsWith("/*")).sort()).toEqual([]);
});
