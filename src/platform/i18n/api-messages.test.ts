import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { join } from "node:path";
import { suiteApp } from "../../../tests/harness.ts";
import { FRENCH, inBothLanguages } from "../../../tests/languages.ts";
import { createLogger } from "../log.ts";
import { errorHandler } from "../http/error-handler.ts";
import { NO_PROXY } from "../http/client-ip.ts";
import { rateLimit } from "../http/rate-limit.ts";
import type { AppEnv } from "../http/types.ts";
import { en } from "./messages/en.ts";

const t = await suiteApp();

describe("API messages follow Accept-Language", () => {
  test("not found", async () => {
    const { cookie } = await t.signUp("client");
    expect(await inBothLanguages(t, "GET", `/api/job/detail/${Bun.randomUUIDv7()}`, { cookie })).toEqual({
      status: 404,
      en: "Job not found",
      fr: "Contrat introuvable",
    });
    expect(await inBothLanguages(t, "GET", "/api/no-such-route")).toEqual({ status: 404, en: "Not found", fr: "Introuvable" });
  });

  test("conflict, and a success message", async () => {
    const email = `twice-${Bun.randomUUIDv7()}@test.local`;
    const body = { name: "Twice", email, role: "client", password: "password-123" };
    expect((await t.call("POST", "/api/auth/register", { body, headers: FRENCH })).json.message).toBe(
      "Bienvenue sur DanceLink ! Consultez votre boîte de réception pour confirmer votre adresse courriel.",
    );
    expect(await inBothLanguages(t, "POST", "/api/auth/register", { body })).toEqual({
      status: 409,
      en: "An account with this email already exists",
      fr: "Un compte existe déjà avec ce courriel",
    });
    expect(await inBothLanguages(t, "POST", "/api/auth/login", { body: { email, password: "password-123" } })).toEqual({
      status: 200,
      en: "Login successful",
      fr: "Connexion réussie",
    });
  });

  test("origin refusal", async () => {
    const { cookie } = await t.signUp("client");
    const headers = { origin: "https://evil.example" };
    expect(await inBothLanguages(t, "POST", "/api/auth/logout", { cookie, headers })).toEqual({
      status: 403,
      en: "Cross-site requests are not allowed",
      fr: "Les requêtes intersites ne sont pas permises",
    });
  });

  test("multipart errors, with a value", async () => {
    const { cookie } = await t.signUp("artist");
    expect(await inBothLanguages(t, "POST", "/api/artist/add", { cookie, body: { name: "x" } })).toEqual({
      status: 415,
      en: "Content-Type must be multipart/form-data",
      fr: "Le Content-Type doit être multipart/form-data",
    });
    const bioTwice = new FormData();
    for (const bio of ["a", "b"]) bioTwice.append("bio", bio);
    const answer = await inBothLanguages(t, "POST", "/api/artist/add", { cookie, body: bioTwice });
    expect(answer).toEqual({ status: 400, en: "bio must be sent once", fr: "Le champ bio doit être envoyé une seule fois" });
  });

  test("a rate limit and a server error", async () => {
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(createLogger("silent")));
    app.get(
      "/limited",
      rateLimit({ limit: 0, windowMs: 60_000, trustProxy: NO_PROXY, message: "api.limit.login", shared: { db: t.db, bucket: "login" } }),
      (c) => c.text("never"),
    );
    app.get("/broken", () => {
      throw new Error("boom");
    });
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const res = await app.request(path, { headers });
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    expect(await ask("/limited")).toEqual([429, "Too many login attempts, please try again later"]);
    expect(await ask("/limited", FRENCH)).toEqual([429, "Trop de tentatives de connexion, veuillez réessayer plus tard"]);
    expect(await ask("/broken")).toEqual([500, "Server error"]);
    expect(await ask("/broken", FRENCH)).toEqual([500, "Erreur du serveur"]);
    expect(await ask("/broken", { "accept-language": "de-DE" })).toEqual([500, "Server error"]);
  });
});

test("every api.* key is used in src", async () => {
  let text = "";
  for await (const file of new Bun.Glob("**/*.{ts,tsx}").scan({ cwd: join(import.meta.dir, "..", "..") })) {
    if (file.endsWith(".test.ts") || file.startsWith("platform/i18n/messages/")) continue;
    text += await Bun.file(join(import.meta.dir, "..", "..", file)).text();
  }
  const unused = Object.keys(en).filter((key) => key.startsWith("api.") && !text.includes(`"${key}"`));
  expect(unused).toEqual([]);
});
