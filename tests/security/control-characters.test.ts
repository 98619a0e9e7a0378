import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { users } from "../../db/schema.ts";
import { errorHandler } from "../../src/platform/http/error-handler.ts";
import type { AppEnv } from "../../src/platform/http/types.ts";
import { createLogger } from "../../src/platform/log.ts";
import { allowedActor, CASES, caseName, jsonCases, send, useWorld } from "../api-cases.ts";

/**
 * A NUL in a text field made PostgreSQL refuse the query (a
 * 500) and the error's log line carried the query's parameters (password hashes,
 * e-mail addresses, chat text). Every text field, JSON or multipart, refuses
 * control characters with a 400 naming the field; no log line carries a query's
 * parameters or a secret.
 */

const s = useWorld();

type Path = (string | number)[];

/** Where each string of a body is, nested ones too (a list of taxes): a body may have no string at its top. */
function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...path, Array.isArray(value) ? Number(key) : key]));
  return [];
}

/** The body with a NUL after the string at `path`. */
function withNul(value: unknown, [head, ...rest]: Path): unknown {
  if (head === undefined) return `${value}\u0000`;
  if (Array.isArray(value)) return value.map((inner, i) => (i === head ? withNul(inner, rest) : inner));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withNul(object[head], rest) };
}

async function envelopeOf(res: Response) {
  return (await res.json()) as { status: boolean; message: string; response: unknown };
}

describe("a control character in any text field is a 400 naming the field", () => {
  for (const c of jsonCases()) {
    const actor = allowedActor(c);
    test(`${caseName(c)}: NUL in each text field`, async () => {
      const valid = c.body!(s.world, actor) as Record<string, unknown>;
      const textFields = textPaths(valid);
      // A body without text (the version of the terms one accepts, a switch) is numbers and booleans only: nothing in it can carry a NUL.
      if (textFields.length === 0) expect(Object.values(valid).every((v) => typeof v === "number" || typeof v === "boolean")).toBe(true);
      for (const field of textFields) {
        const res = await send(s, c, actor, { body: withNul(valid, field) });
        const envelope = await envelopeOf(res);
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        expect(envelope.status).toBe(false);
        expect(envelope.message).toMatch(/must not contain control characters|must be|valid/);
      }
    });
  }

  for (const c of CASES.filter((c) => c.multipart && c.expect[allowedActor(c)] < 400)) {
    const actor = allowedActor(c);
    test(`${caseName(c)}: NUL in each multipart text field`, async () => {
      const valid = c.body!(s.world, actor) as FormData;
      const textFields = [...valid.entries()].filter(([, v]) => typeof v === "string").map(([k]) => k);
      expect(textFields.length).toBeGreaterThan(0);
      for (const field of textFields) {
        const form = c.body!(s.world, actor) as FormData;
        form.set(field, `${form.get(field)}\u0000`);
        const res = await send(s, c, actor, { body: form });
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        expect((await envelopeOf(res)).status).toBe(false);
      }
    });
  }

  test("the message names the field", async () => {
    const body = { firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hi\u0000" };
    const res = await s.t.request("POST", "/api/contact/add", { body });
    expect(res.status).toBe(400);
    expect(await envelopeOf(res)).toEqual({ status: false, message: "Message must not contain control characters", response: null });
  });

  test("a one-line field refuses line breaks and escapes; a multi-line one keeps tabs and line breaks", async () => {
    const base = { firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" };
    for (const firstName of ["Ana\nLopez", "Ana\u001b[31m", "Ana\u007f", "Ana\u0085"]) {
      const res = await s.t.request("POST", "/api/contact/add", { body: { ...base, firstName } });
      expect(await envelopeOf(res)).toEqual({ status: false, message: "First name must not contain control characters", response: null });
    }
    const res = await s.t.request("POST", "/api/contact/add", { body: { ...base, message: "Line one\n\tLine two\r\nLine three" } });
    expect(res.status).toBe(201);
  });

  test("a field no helper covers (the password) and a query string are checked too", async () => {
    const login = await s.t.request("POST", "/api/auth/login", { body: { email: "a@b.co", password: "secret\u0000" } });
    expect(await envelopeOf(login)).toEqual({ status: false, message: "Password must not contain control characters", response: null });
    const query = await s.t.request("GET", "/api/admin/jobs?status=%00", { cookie: s.world.cookie.admin });
    expect(query.status).toBe(400);
  });
});

/** The body with `text` after the string at `path`. */
function withText(value: unknown, [head, ...rest]: Path, text: string): unknown {
  if (head === undefined) return `${value}${text}`;
  if (Array.isArray(value)) return value.map((inner, i) => (i === head ? withText(inner, rest, text) : inner));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withText(object[head], rest, text) };
}

/**
 * The fields a person writes on several lines: they keep what a one-line field refuses. A
 * password is no text anyone reads (it is hashed): any character it holds stays its own.
 */
const MULTILINE_OR_SECRET = new Set([
  "message",
  "description",
  "descriptionFr",
  "bio",
  "chequeInstructions",
  "answer",
  "answerFr",
  "comment",
  "reply",
  "reason",
  "note",
  "details",
  "affected",
  "text",
  "textFr",
  "password",
  "currentPassword",
  "newPassword",
]);

describe("a one-line text refuses invisible formatting (the second outside review)", () => {
  const invisible = "\u202e";
  for (const c of jsonCases()) {
    const actor = allowedActor(c);
    test(`${caseName(c)}: a right-to-left override in each one-line field is a 400 naming it`, async () => {
      const valid = c.body!(s.world, actor) as Record<string, unknown>;
      for (const field of textPaths(valid).filter((path) => !MULTILINE_OR_SECRET.has(String(path.at(-1))))) {
        const res = await send(s, c, actor, { body: withText(valid, field, invisible) });
        const envelope = await envelopeOf(res);
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
        // An e-mail address is refused as one before its characters are looked at.
        expect(envelope.message).toMatch(/must not contain invisible formatting characters|must be|valid|email address/);
      }
    });
  }

  for (const c of CASES.filter((c) => c.multipart && c.expect[allowedActor(c)] < 400)) {
    const actor = allowedActor(c);
    test(`${caseName(c)}: in each one-line multipart field`, async () => {
      const valid = c.body!(s.world, actor) as FormData;
      const textFields = [...valid.entries()].filter(([k, v]) => typeof v === "string" && !MULTILINE_OR_SECRET.has(k)).map(([k]) => k);
      for (const field of textFields) {
        const form = c.body!(s.world, actor) as FormData;
        form.set(field, `${form.get(field)}${invisible}`);
        const res = await send(s, c, actor, { body: form });
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
      }
    });
  }

  test("each of them, in a last name: bidi embeddings, overrides and isolates, line and paragraph separators, and other invisible ones", async () => {
    const base = { firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" };
    const refused = [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u2028",
      "\u2029",
      "\u200b",
      "\u200e",
      "\u200f",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u061c",
      "\u{e0041}",
    ];
    for (const character of refused) {
      const res = await s.t.request("POST", "/api/contact/add", { body: { ...base, lastName: `Lo${character}pez` } });
      expect({ character: character.codePointAt(0)!.toString(16), status: res.status }).toEqual({
        character: character.codePointAt(0)!.toString(16),
        status: 400,
      });
      expect(await envelopeOf(res)).toEqual({
        status: false,
        message: "Last name must not contain invisible formatting characters, such as text direction marks",
        response: null,
      });
    }
    const french = await s.t.request("POST", "/api/contact/add", { body: { ...base, lastName: "Lo\u202epez" }, headers: { "accept-language": "fr" } });
    expect((await envelopeOf(french)).message).toBe(
      "Nom de famille\u00a0: les caractères de mise en forme invisibles, comme les marques de direction du texte, ne sont pas acceptés",
    );
  });

  test("what a name may need stays: the joiners of Persian and emoji, accents, other scripts; a message keeps its own line breaks", async () => {
    const base = { firstName: "Ana", lastName: "Lopez", email: "ana@studio.ca", phoneNumber: "4165550100", message: "Hello" };
    for (const lastName of ["می\u200cخواهم", "Family \u{1f469}\u200d\u{1f467}", "Lévesque-Côté", "שרה", "王"]) {
      const res = await s.t.request("POST", "/api/contact/add", { body: { ...base, lastName } });
      expect({ lastName, status: res.status }).toEqual({ lastName, status: 201 });
    }
    const res = await s.t.request("POST", "/api/contact/add", { body: { ...base, message: "Line one\u2028Line two \u202bشكرا\u202c" } });
    expect(res.status).toBe(201);
  });
});

describe("log lines carry no query parameters and no secrets", () => {
  test("a failed query's error is logged without its parameters", async () => {
    const lines: string[] = [];
    const log = createLogger("debug", (line) => lines.push(line));
    const hash = await Bun.password.hash("a-password-never-logged", { algorithm: "argon2id" });
    const app = new Hono<AppEnv>();
    app.post("/fail", async () => {
      // PostgreSQL refuses NUL in text: the query fails with its parameters in the error's message.
      await s.t.db.insert(users).values({ name: "Leak\u0000", email: "leak@secret.example", passwordHash: hash, role: "client" });
      return new Response("unreachable");
    });
    app.onError(errorHandler(log));
    const res = await app.request("/fail", { method: "POST" });
    expect(res.status).toBe(500);
    const written = lines.join("");
    expect(written).toContain("unhandled error");
    expect(written).toContain("insert into");
    expect(written).not.toContain("leak@secret.example");
    expect(written).not.toContain("$argon2");
  });

  test("secrets are redacted by key at any depth", () => {
    const lines: string[] = [];
    const log = createLogger("info", (line) => lines.push(line));
    log.warn("request refused", {
      path: "/api/auth/login",
      password: "hunter2-hunter2",
      user: { passwordHash: "$argon2id$v=19$abc", name: "Ana" },
      headers: { authorization: "Bearer abc.def", cookie: "session=xyz", "x-request-id": "r1" },
      jwtToken: "eyJhbGciOi",
      tries: [{ Password: "again" }],
    });
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: "warn",
      msg: "request refused",
      path: "/api/auth/login",
      password: "[redacted]",
      user: { passwordHash: "[redacted]", name: "Ana" },
      headers: { authorization: "[redacted]", cookie: "[redacted]", "x-request-id": "r1" },
      jwtToken: "[redacted]",
      tries: [{ Password: "[redacted]" }],
    });
  });
});
