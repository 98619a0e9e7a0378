import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { z } from "zod";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";
import { FRENCH, inBothLanguages } from "../../../tests/languages.ts";
import { artistStatusSchema } from "../../features/artists/artist-area.contract.ts";
import { registerSchema } from "../../features/accounts/auth.contract.ts";
import { chatHistoryQuerySchema, chatSendSchema } from "../../features/chat/chat.contract.ts";
import { jobInputSchema, latestBookableDate } from "../../features/jobs/jobs.contract.ts";
import { knownValidationMessages } from "../contract/messages.ts";
import { pageQuerySchema } from "../contract/pagination.ts";
import { errorHandler } from "../http/error-handler.ts";
import type { AppEnv } from "../http/types.ts";
import { validate } from "../http/validate.ts";
import { createLogger } from "../log.ts";
import { translateMessage } from "./api-messages.ts";

/** A small app validating a JSON body or a query with each contract, as the API does. */
const app = new Hono<AppEnv>();
app.onError(errorHandler(createLogger("silent")));
const schemas = {
  register: registerSchema,
  chat: chatSendSchema,
  job: jobInputSchema,
  status: artistStatusSchema,
  strict: z.object({ count: z.number().min(3) }),
};
for (const [name, schema] of Object.entries(schemas)) app.post(`/${name}`, validate("json", schema as z.ZodType), (c) => c.text("ok"));
app.get("/page", validate("query", pageQuerySchema), (c) => c.text("ok"));
app.get("/history", validate("query", chatHistoryQuerySchema), (c) => c.text("ok"));

async function both(path: string, body?: unknown) {
  const ask = async (headers: Record<string, string>) => {
    const init = body === undefined ? { headers } : { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
    const res = await app.request(path, init);
    return [res.status, ((await res.json()) as { message: string }).message] as const;
  };
  const [[status, en], [frStatus, fr]] = [await ask({}), await ask(FRENCH)];
  expect(frStatus).toBe(status);
  return { status, en, fr };
}

const user = { name: "Ada", email: "ada@test.local", role: "client", password: "a-long-password" };
const SOON = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const DAY_BEFORE = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
const job = {
  studioName: "Studio",
  style: "Ballet",
  rate: 40,
  city: "Toronto",
  postalCode: "M5V 0A1",
  address: "1 Main St",
  startDate: SOON,
  endDate: SOON,
  startTime: "10:00",
  endTime: "12:00",
};

describe("validation messages follow Accept-Language", () => {
  test.each([
    ["required", "/register", { ...user, name: "  " }, "Name is required", "Nom\u00a0: ce champ est obligatoire"],
    [
      "a missing field",
      "/register",
      { email: "a@b.c", role: "client", password: "a-long-password" },
      "Name is required",
      "Nom\u00a0: ce champ est obligatoire",
    ],
    ["too long", "/register", { ...user, name: "x".repeat(101) }, "Name must be at most 100 characters", "Nom\u00a0: 100\u00a0caractères au maximum"],
    [
      "control character",
      "/register",
      { ...user, name: "A\u0000da" },
      "Name must not contain control characters",
      "Nom\u00a0: les caractères de contrôle ne sont pas acceptés",
    ],
    ["email", "/register", { ...user, email: "nope" }, "Email must be a valid email address", "Courriel\u00a0: l’adresse courriel n’est pas valide"],
    ["choice", "/register", { ...user, role: "admin" }, "Role must be artist or client", "Rôle\u00a0: la valeur doit être artist ou client"],
    [
      "password rule",
      "/register",
      { ...user, password: "short" },
      "Password must be at least 10 characters",
      "Mot de passe\u00a0: au moins 10\u00a0caractères",
    ],
    [
      "password is the email",
      "/register",
      { ...user, password: "ada@test.local" },
      "Password cannot be your email address or the part before the @",
      "Mot de passe\u00a0: il ne peut être ni votre adresse courriel ni la partie avant le @",
    ],
    ["id", "/chat", { receiverId: "nope", message: "hi" }, "Receiver id is not a valid id", "Identifiant du destinataire\u00a0: identifiant non valide"],
    ["enum", "/status", { status: "maybe" }, "Status must be approved or rejected", "Statut\u00a0: la valeur doit être approved ou rejected"],
    ["number bound", "/job", { ...job, rate: 5000 }, "Rate must be at most $1000/h", "Tarif\u00a0: au plus 1000\u00a0$/h"],
    [
      "date",
      "/job",
      { ...job, startDate: "2030-02-30" },
      "Start date must be a real date (YYYY-MM-DD)",
      "Date de début\u00a0: la date doit exister (AAAA-MM-JJ)",
    ],
    [
      "end before start",
      "/job",
      { ...job, endDate: DAY_BEFORE },
      "End date cannot be before the start date",
      "La date de fin ne peut pas précéder la date de début",
    ],
    ["zod's own message", "/strict", { count: 1 }, "Count: Too small: expected number to be >=3", "Count\u00a0: Trop petit : nombre doit être >=3"],
    ["zod's type message", "/strict", { count: "x" }, "Count must be a number", "Count\u00a0: un nombre est attendu"],
  ])("%s", async (_, path, body, en, fr) => {
    expect(await both(path, body)).toEqual({ status: 400, en, fr });
  });

  test("date window", async () => {
    const latest = latestBookableDate();
    expect(await both("/job", { ...job, startDate: "2099-01-01", endDate: "2099-01-01" })).toEqual({
      status: 400,
      en: `Start date must be within the next 3 years (by ${latest})`,
      fr: `Date de début\u00a0: la date doit tomber dans les 3\u00a0prochaines années (au plus tard le ${latest})`,
    });
  });

  test("query numbers and ids", async () => {
    expect(await both("/page?page=0")).toEqual({ status: 400, en: "Page must be 1 or more", fr: "Page\u00a0: la valeur doit être d’au moins 1" });
    expect(await both("/page?limit=x")).toEqual({ status: 400, en: "Limit must be a number", fr: "Limite\u00a0: la valeur doit être un nombre" });
    expect(await both("/history")).toEqual({
      status: 400,
      en: "Other user id is required",
      fr: "Identifiant de l’autre utilisateur\u00a0: ce champ est obligatoire",
    });
  });

  test("every message a contract built is its catalogue message in English, and has one in French", () => {
    const known = knownValidationMessages();
    expect(known.size).toBeGreaterThan(50);
    for (const [text, ref] of known) {
      expect(translateMessage("en", ref)).toBe(text);
      expect(translateMessage("fr", ref)).not.toBe(text);
    }
  });
});

describe("through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  test("a multipart field and the common-password rule", async () => {
    const { cookie } = await t.signUp("artist");
    const form = new FormData();
    form.append("name", "Ada");
    form.append("email", "not-an-email");
    expect(await inBothLanguages(t, "PUT", "/api/artist/update", { cookie, body: form })).toEqual({
      status: 400,
      en: "Valid email is required",
      fr: "Une adresse courriel valide est obligatoire",
    });

    const body = { name: "Common", email: `common-${Bun.randomUUIDv7()}@test.local`, role: "client", password: "1234567890" };
    expect(await inBothLanguages(t, "POST", "/api/auth/register", { body })).toEqual({
      status: 400,
      en: "This password is one of the 10,000 most common ones: choose another",
      fr: "Ce mot de passe fait partie des 10\u202f000 plus courants\u00a0: choisissez-en un autre",
    });
  });
});
