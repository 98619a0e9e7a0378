import { describe, expect, test } from "bun:test";
import { faqEntries } from "../../../db/schema.ts";
import { FAQ } from "../../../db/seed-data.ts";
import { suiteApp } from "../../../tests/harness.ts";
import type { AdminFaqEntry } from "./faq.contract.ts";
import type { DomainEvent } from "../../platform/events/domain-events.ts";
import { CACHE_KEYS, localizedKey } from "../../platform/http/cache-keys.ts";

/** The agency edits the FAQ in its console, in English and French; /faq and /fr/faq show it. */

const t = await suiteApp();
const admin = (await t.adminLogin()).cookie;
const heard: DomainEvent[] = [];
t.deps.events.on("catalog.changed", (event) => heard.push(event));

const FR = { "accept-language": "fr-CA,fr;q=0.9" };
const UNKNOWN_ID = "00000000-0000-7000-8000-00000000f00d";
/** Questions are unique in the FAQ: each entry asks its own. */
let asked = 0;
const entry = (fields: Partial<Record<keyof AdminFaqEntry, string>> = {}) => ({
  question: `Do you book tap teachers (${++asked})?`,
  answer: "Yes, in every province.",
  ...fields,
});
const add = (body: object, headers: Record<string, string> = {}) => t.call<AdminFaqEntry>("POST", "/api/admin/faq", { cookie: admin, body, headers });
const edit = (id: string, body: object, headers: Record<string, string> = {}) =>
  t.call<AdminFaqEntry>("PUT", `/api/admin/faq/${id}`, { cookie: admin, body, headers });
const list = () => t.call<AdminFaqEntry[]>("GET", "/api/admin/faq", { cookie: admin });
/** A page's HTML, apostrophes and ampersands as React writes them. */
const page = async (path: string) => (await (await t.request("GET", path)).text()).replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

describe("the seeded FAQ", () => {
  test("starts with the questions the catalogues used to hold, in order, in both languages", async () => {
    const entries = (await list()).body;
    expect(entries.map(({ id: _id, ...texts }) => texts)).toEqual(FAQ);
    const english = await page("/faq");
    const french = await page("/fr/faq");
    for (const { question, answer, questionFr, answerFr } of FAQ) {
      expect(english).toContain(`<summary>${question}</summary>`);
      expect(english).toContain(answer);
      expect(french).toContain(`<summary>${questionFr}</summary>`);
      expect(french).toContain(answerFr);
    }
    expect(english.indexOf(FAQ[0]!.question)).toBeLessThan(english.indexOf(FAQ[1]!.question));
  });
});

describe("the admin edits the FAQ", () => {
  test("add: last in the list, on both pages at once (French falls back to English), and told to every instance", async () => {
    // Both pages and both cached lists are warm before the change.
    await page("/faq");
    await page("/fr/faq");
    const from = heard.length;
    const created = await add(entry({ question: "Do you book tap teachers?", questionFr: "", answerFr: "Oui, dans toutes les provinces." }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: true, message: "Question added" });
    expect(created.body).toEqual({
      id: created.body.id,
      question: "Do you book tap teachers?",
      answer: "Yes, in every province.",
      answerFr: "Oui, dans toutes les provinces.",
    });
    expect(heard.slice(from)).toEqual([{ type: "catalog.changed", list: "faq" }]);
    expect((await list()).body.at(-1)).toEqual(created.body);

    expect(await page("/faq")).toContain("<summary>Do you book tap teachers?</summary>");
    const french = await page("/fr/faq");
    expect(french).toContain("<summary>Do you book tap teachers?</summary>");
    expect(french).toContain("Oui, dans toutes les provinces.");
    expect(french).not.toContain("Yes, in every province.");
  });

  test("edit: the pages show the new texts; an absent French text is kept, an empty one cleared", async () => {
    const { body: created } = await add(entry({ question: "Is parking free?", questionFr: "Le stationnement est-il gratuit\u202f?" }));
    expect(await page("/fr/faq")).toContain("Le stationnement est-il gratuit\u202f?");

    const kept = await edit(created.id, { question: "Is there parking?", answer: "Street parking only.\nBikes welcome." });
    expect(kept.status).toBe(200);
    expect(kept.json.message).toBe("Question updated");
    expect(kept.body).toEqual({
      id: created.id,
      question: "Is there parking?",
      answer: "Street parking only.\nBikes welcome.",
      questionFr: "Le stationnement est-il gratuit\u202f?",
    });
    const english = await page("/faq");
    expect(english).toContain("<summary>Is there parking?</summary>");
    expect(english).not.toContain("Is parking free?");
    // Each line of an answer is a paragraph.
    expect(english).toContain("<p>Street parking only.</p><p>Bikes welcome.</p>");

    const cleared = await edit(created.id, { question: "Is there parking?", answer: "Street parking only.", questionFr: "" });
    expect(cleared.body.questionFr).toBeUndefined();
    const french = await page("/fr/faq");
    expect(french).not.toContain("Le stationnement est-il gratuit");
    expect(french).toContain("<summary>Is there parking?</summary>");
  });

  test("remove: gone from the list and the pages", async () => {
    const { body: created } = await add(entry({ question: "Can I bring my dog?" }));
    expect(await page("/faq")).toContain("Can I bring my dog?");
    const removed = await t.call("DELETE", `/api/admin/faq/${created.id}`, { cookie: admin });
    expect([removed.status, removed.json.message]).toEqual([200, "Question removed"]);
    expect((await list()).body.map((e) => e.id)).not.toContain(created.id);
    expect(await page("/faq")).not.toContain("Can I bring my dog?");
    expect(await page("/fr/faq")).not.toContain("Can I bring my dog?");
  });

  test("the cached FAQ lists are dropped in every language when it changes", async () => {
    await page("/faq");
    await page("/fr/faq");
    const versions = async () =>
      Promise.all(["en", "fr"].map(async (l) => (await t.deps.cache.versioned(localizedKey(CACHE_KEYS.faq, l as "en" | "fr"), async () => [])).version));
    const before = await versions();
    await add(entry({ question: "A new question?" }));
    const after = await versions();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  test("an unknown or malformed id is a 404 in the envelope, in the request's language", async () => {
    for (const id of [UNKNOWN_ID, "not-an-id"]) {
      const put = await edit(id, entry());
      expect([put.status, put.json.status, put.json.message]).toEqual([404, false, "Question not found"]);
      const del = await t.call("DELETE", `/api/admin/faq/${id}`, { cookie: admin, headers: FR });
      expect([del.status, del.json.message]).toEqual([404, "Question introuvable"]);
    }
  });

  test("paged like the other admin lists", async () => {
    const all = (await list()).body;
    const first = await t.call<AdminFaqEntry[]>("GET", "/api/admin/faq?page=1&limit=2", { cookie: admin });
    expect(first.body).toEqual(all.slice(0, 2));
    expect(first.res.headers.get("X-Total-Count")).toBe(String(all.length));
  });
});

describe("validation: a 400 naming the field, in English and in French", () => {
  test.each([
    ["the English question is required", { question: "  " }, "Question is required", "Question\u00a0: ce champ est obligatoire"],
    ["the English answer is required", { answer: undefined }, "Answer is required", "Réponse\u00a0: ce champ est obligatoire"],
    [
      "a question is at most 300 characters",
      { question: `${"Why ".repeat(75)}?` },
      "Question must be at most 300 characters",
      "Question\u00a0: 300\u00a0caractères au maximum",
    ],
    [
      "an answer is at most 4000 characters",
      { answer: "a".repeat(4001) },
      "Answer must be at most 4000 characters",
      "Réponse\u00a0: 4000\u00a0caractères au maximum",
    ],
    [
      "a French answer is at most 4000 characters",
      { answerFr: "é".repeat(4001) },
      "Answer (French) must be at most 4000 characters",
      "Réponse (français)\u00a0: 4000\u00a0caractères au maximum",
    ],
    [
      "a question is one line",
      { question: "Why?\nBecause." },
      "Question must not contain control characters",
      "Question\u00a0: les caractères de contrôle ne sont pas acceptés",
    ],
    [
      "no control character in a French question",
      { questionFr: "Pourquoi\u0007?" },
      "Question (French) must not contain control characters",
      "Question (français)\u00a0: les caractères de contrôle ne sont pas acceptés",
    ],
  ])("%s", async (_name, fields, english, french) => {
    const before = (await list()).body.length;
    const body = entry(fields as Record<string, string>);
    const en = await add(body);
    expect([en.status, en.json.status, en.json.message, en.body as unknown]).toEqual([400, false, english, null]);
    const fr = await add(body, FR);
    expect([fr.status, fr.json.message]).toEqual([400, french]);
    const { body: existing } = await add(entry());
    expect((await edit(existing.id, body, FR)).json.message).toBe(french);
    expect((await list()).body.length).toBe(before + 1);
  });

  test("an answer keeps its line breaks and tabs", async () => {
    const created = await add(entry({ answer: "First.\n\tSecond.", answerFr: "Premier.\r\nDeuxième." }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ answer: "First.\n\tSecond.", answerFr: "Premier.\r\nDeuxième." });
  });
});

describe("who may edit", () => {
  test("only the admin: no session is a 401, another role a 403, as on every admin route", async () => {
    const studio = await t.signUp("client");
    const artist = await t.signUp("artist");
    for (const [cookie, status] of [
      [undefined, 401],
      [studio.cookie, 403],
      [artist.cookie, 403],
    ] as const) {
      expect((await t.call("GET", "/api/admin/faq", { cookie })).status).toBe(status);
      expect((await t.call("POST", "/api/admin/faq", { cookie, body: entry() })).status).toBe(status);
      expect((await t.call("PUT", `/api/admin/faq/${UNKNOWN_ID}`, { cookie, body: entry() })).status).toBe(status);
      expect((await t.call("DELETE", `/api/admin/faq/${UNKNOWN_ID}`, { cookie })).status).toBe(status);
    }
  });
});

describe("an empty FAQ", () => {
  test("says so on both pages, and stays empty", async () => {
    await t.db.delete(faqEntries);
    // A direct write says nothing to the cache: the next change through the API does.
    const { body: last } = await add(entry());
    await t.call("DELETE", `/api/admin/faq/${last.id}`, { cookie: admin });
    expect(await page("/faq")).toContain("No questions here yet. Write to us and we will answer you directly.");
    expect(await page("/fr/faq")).toContain("Aucune question pour l’instant. Écrivez-nous et nous vous répondrons directement.");
    expect(await page("/faq")).not.toContain("<details");
  });
});

describe("the French FAQ shows the agency what misses its French", () => {
  test("a question without its French answer is flagged on /fr/faq for the agency only, never on the English page or for visitors", async () => {
    const created = await add(entry({ question: "Can I book a jazz teacher?", questionFr: "Puis-je réserver un professeur de jazz\u202f?", answerFr: "" }));
    expect(created.status).toBe(201);
    const asAgency = async (path: string) => (await (await t.request("GET", path, { cookie: admin })).text()).replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
    const flag = "Manque en français\u00a0: les visiteurs lisent l’anglais";
    const french = await asAgency("/fr/faq");
    const summary = french.slice(french.indexOf("Puis-je réserver un professeur de jazz"), french.indexOf("</summary>", french.indexOf("Puis-je réserver")));
    expect(summary).toContain(flag);
    // A seeded question translated in full carries no flag.
    const seeded = french.slice(french.indexOf(FAQ[0]!.questionFr!), french.indexOf("</summary>", french.indexOf(FAQ[0]!.questionFr!)));
    expect(seeded).not.toContain(flag);
    expect(await page("/fr/faq")).not.toContain(flag);
    expect(await asAgency("/faq")).not.toContain("Missing in French");
    // Once its French is written, the flag goes.
    expect(
      (
        await edit(created.body.id, {
          ...entry({ question: "Can I book a jazz teacher?" }),
          questionFr: "Puis-je réserver un professeur de jazz\u202f?",
          answerFr: "Oui.",
        })
      ).status,
    ).toBe(200);
    expect(await asAgency("/fr/faq")).not.toContain(flag);
  });
});
