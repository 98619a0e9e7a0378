import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { ADMIN_ID } from "../../src/platform/contract/roles.ts";
import { allowedActor, caseName, jsonCases, methodOf, pathOf, send, useWorld } from "../api-cases.ts";

/**
 * What a careless or hostile client sends. Every call that takes a JSON
 * body answers a clean 4xx envelope (never a 500, never a stored row) to bodies
 * that are not JSON, not an object, too big, of another type, or absurdly long.
 */

const s = useWorld();

const json = { "content-type": "application/json" };
const MB = 1024 * 1024;

async function envelopeOf(res: Response) {
  return (await res.json()) as { status: boolean; message: string; response: unknown };
}

describe("malformed and oversized JSON bodies, on every call that takes one", () => {
  for (const c of jsonCases()) {
    const actor = allowedActor(c);
    const name = caseName(c);

    test(`${name}: broken JSON is a 400 saying so`, async () => {
      const res = await send(s, c, actor, { body: '{"email": "a@b.co",', headers: json });
      expect(res.status).toBe(400);
      expect(await envelopeOf(res)).toEqual({ status: false, message: "Request body must be valid JSON", response: null });
    });

    for (const [label, raw] of [
      ["an array", "[]"],
      ["a string", '"text"'],
      ["null", "null"],
      ["a number", "42"],
    ] as const) {
      test(`${name}: ${label} instead of an object is a 400`, async () => {
        const res = await send(s, c, actor, { body: raw, headers: json });
        expect(res.status).toBe(400);
        expect((await envelopeOf(res)).status).toBe(false);
      });
    }

    test(`${name}: JSON nested 100,000 deep is a 400, not a crash`, async () => {
      const res = await send(s, c, actor, { body: "[".repeat(100_000) + "]".repeat(100_000), headers: json });
      expect(res.status).toBe(400);
    });

    test(`${name}: 100,000-character fields are a 400 naming a field`, async () => {
      const valid = c.body!(s.world, actor) as Record<string, unknown>;
      // Every string, nested ones too (a list of taxes, of ids): a body may have no string at its top.
      const lengthen = (v: unknown): unknown =>
        typeof v === "string"
          ? "x".repeat(100_000)
          : Array.isArray(v)
            ? v.map(lengthen)
            : v && typeof v === "object"
              ? Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, lengthen(inner)]))
              : v;
      const lengthened = lengthen(valid);
      // A body of numbers only (a version to accept) has no text to lengthen: its fields get 100,000 digits instead.
      const huge =
        JSON.stringify(lengthened) === JSON.stringify(valid) ? Object.fromEntries(Object.keys(valid).map((k) => [k, "9".repeat(100_000)])) : lengthened;
      const res = await send(s, c, actor, { body: huge });
      const envelope = await envelopeOf(res);
      expect(res.status).toBe(400);
      expect(envelope.message).toMatch(/at most|too long|valid|must/i);
    });

    test(`${name}: a body over 1 MB is a 413`, async () => {
      const valid = c.body!(s.world, actor) as Record<string, unknown>;
      const res = await send(s, c, actor, { body: JSON.stringify({ ...valid, padding: "x".repeat(MB + 1) }), headers: json });
      expect(res.status).toBe(413);
      expect(await envelopeOf(res)).toEqual({ status: false, message: "Request body is too large", response: null });
    });

    test(`${name}: a body over 1 MB without Content-Length (chunked) is a 413`, async () => {
      const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"padding":"'));
          if (sent > MB + chunk.length) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
      const res = await s.t.app.request(await pathOf(c, s.world), {
        method: methodOf(c),
        headers: { ...json, ...(s.world.cookie[actor] ? { cookie: s.world.cookie[actor] } : {}) },
        body: stream,
        // @ts-expect-error streamed request bodies need duplex "half" (not in the DOM RequestInit type)
        duplex: "half",
      });
      expect(res.status).toBe(413);
    });

    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      test(`${name}: a ${type} body is a 415`, async () => {
        const res = await send(s, c, actor, { body: "email=a@b.co", headers: { "content-type": type } });
        expect(res.status).toBe(415);
        expect((await envelopeOf(res)).message).toBe("Content-Type must be application/json or multipart/form-data");
      });
    }
  }
});

describe("fields a caller must not choose", () => {
  test("sign-up cannot create an admin, by role or by id", async () => {
    const email = `climber-${Date.now()}@test.local`;
    const asAdmin = await s.t.call("POST", "/api/auth/register", { body: { name: "Climber", email, role: "admin", password: "password-123" } });
    expect(asAdmin.status).toBe(400);
    const withId = await s.t.call("POST", "/api/auth/register", {
      body: { name: "Climber", email, role: "client", password: "password-123", id: ADMIN_ID, __proto__: { role: "admin" } },
    });
    expect(withId.status).toBe(201);
    const [stored] = await s.t.db.select().from(users).where(eq(users.email, email));
    expect(stored!.role).toBe("client");
    expect(stored!.id).not.toBe(ADMIN_ID);
    const [admin] = await s.t.db.select().from(users).where(eq(users.id, ADMIN_ID));
    expect(admin!.name).toBe("Admin");
  });
});
