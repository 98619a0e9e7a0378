import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SERVICES, TESTIMONIALS } from "../../../db/seed-data.ts";
import { insertArtist } from "../../../tests/factories.ts";
import { BOOT_TIMEOUT, createTestApp, type TestApp } from "../../../tests/harness.ts";
import { FRENCH } from "../../../tests/languages.ts";
import { CACHE_KEYS } from "../http/cache-keys.ts";
import { en, type MessageKey } from "../i18n/messages/en.ts";
import { fr } from "../i18n/messages/fr.ts";
import { getUserLocale } from "../../features/accounts/user-locale.ts";

let t: TestApp;
let artistId: string;
const ARTIST = "Zoé Tremblay";
beforeAll(async () => {
  t = await createTestApp();
  ({
    artist: { id: artistId },
  } = await insertArtist(t.db, { name: ARTIST, styles: ["Ballet"], bio: "Ballet since 2001." }));
  t.deps.cache.invalidate(CACHE_KEYS.roster, CACHE_KEYS.rosterSearch);
}, BOOT_TIMEOUT);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

/** The text a person reads: tag contents and the user-visible attributes, entities decoded. */
function readable(html: string): string {
  const attrs = [...html.matchAll(/ (?:alt|title|placeholder|aria-label|aria-roledescription|content)="([^"]*)"/g)].map((m) => m[1]);
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
  return [body, ...attrs]
    .join(" ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** What the agency and the artists wrote (stays as stored for now) and names: not ours to translate. */
const USER_CONTENT = [
  ARTIST,
  "Ballet since 2001.",
  ...SERVICES.map((s) => s.name),
  ...TESTIMONIALS.flatMap((x) => [x.name, x.designation, x.description]),
  "DanceLink",
  "Instagram",
  "Facebook",
  "TikTok",
  "hello@dancelink.example",
];

/** The English messages that French words differently, whole (no placeholders). */
const ENGLISH_ONLY = (Object.keys(en) as MessageKey[]).filter((k) => en[k] !== fr[k] && !en[k].includes("{") && /\p{L}{3}/u.test(en[k])).map((k) => en[k]);
/** `message` as whole words: "Artist" is not found in "Artistes". */
const wholeWords = (message: string) => new RegExp(`(?<!\\p{L})${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");
const ENGLISH_WORDS = /\b(the|and|your|with|our|for|you|of|to|Log In|Sign Up|Home|About)\b/;

const FRENCH_PAGES = [
  "/fr",
  "/fr/about",
  "/fr/services",
  "/fr/artists",
  "/fr/contact-us",
  "/fr/faq",
  "/fr/login",
  "/fr/signup",
  "/fr/forgot-password",
  "/fr/reset-password?token=t",
  "/fr/verify-email?token=t",
];

describe("the public site in French", () => {
  test.each([...FRENCH_PAGES, "profile"])("%s: French only, apart from names and user content", async (which) => {
    const path = which === "profile" ? `/fr/artist/profile/${artistId}` : which;
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA">');
    // The switcher is in the other language on purpose (it carries lang="en-CA").
    let text = readable(html.replace(/<a class="navbar__lang"[^>]*>[^<]*<\/a>/, ""));
    for (const content of USER_CONTENT) text = text.replaceAll(content, " ");
    expect(ENGLISH_ONLY.filter((message) => wholeWords(message).test(text))).toEqual([]);
    expect(text.match(ENGLISH_WORDS)?.[0] ?? null).toBeNull();
  });

  test("the French 404: unknown /fr paths, missing roster pages and profiles", async () => {
    for (const path of ["/fr/nowhere", "/fr/artists?page=99", "/fr/artist/profile/not-a-uuid"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="fr-CA">');
      expect(html).toContain(fr["public.notFound.title"]);
    }
    const english = await (await get("/nowhere")).text();
    expect(english).toContain('<html lang="en-CA">');
    expect(english).toContain("Page not found");
  });

  test("every page names its language, its canonical address and both alternates, absolute (from PUBLIC_URL)", async () => {
    const site = t.deps.siteUrl;
    expect(site).toStartWith("http");
    for (const [path, canonical, lang] of [
      ["/about", "/about", "en-CA"],
      ["/fr/about", "/fr/about", "fr-CA"],
      ["/fr", "/fr", "fr-CA"],
      ["/", "/", "en-CA"],
    ] as const) {
      const html = await (await get(path)).text();
      const english = path.replace(/^\/fr(?=\/|$)/, "") || "/";
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<link rel="canonical" href="${site}${canonical}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en-CA" href="${site}${english}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${site}${english === "/" ? "/fr" : `/fr${english}`}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${site}${english}"/>`);
    }
  });

  test("links stay in the page's language; the switcher leads to the same page in the other", async () => {
    const html = await (await get("/fr/artists")).text();
    expect(html).toContain('href="/fr/about"');
    expect(html).toContain(`href="/fr/artist/profile/${artistId}"`);
    expect(html).toContain('href="/language/en?to=%2Fartists"');
    expect(html).not.toContain('href="/about"');
    const english = await (await get("/artists")).text();
    expect(english).toContain('href="/language/fr?to=%2Fartists"');
    expect(english).toContain(">Français</a>");
  });

  test("the page cache keeps each language apart", async () => {
    await get("/fr/faq");
    expect(await (await get("/faq")).text()).toContain("Frequently asked questions");
    expect(await (await get("/fr/faq")).text()).toContain("Foire aux questions");
  });
});

describe("choosing the language", () => {
  test("a first visit to / follows Accept-Language", async () => {
    const french = await get("/", FRENCH);
    expect(french.status).toBe(302);
    expect(french.headers.get("location")).toBe("/fr");
    expect(french.headers.get("vary")).toContain("Accept-Language");
    expect((await get("/", { "accept-language": "en-CA,en;q=0.9" })).status).toBe(200);
    expect((await get("/")).status).toBe(200);
    // Only the home page: a link to an English page stays English.
    expect((await get("/about", { "accept-language": "fr-CA" })).status).toBe(200);
  });

  test("the cookie, once chosen, wins over Accept-Language", async () => {
    expect((await get("/", { "accept-language": "fr-CA", cookie: "locale=en" })).status).toBe(200);
    const res = await get("/", { "accept-language": "en-CA", cookie: "locale=fr" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/fr");
  });

  test("the switcher remembers the choice and keeps the page", async () => {
    const toFrench = await get("/language/fr?to=%2Fartists%3Fpage%3D1");
    expect(toFrench.status).toBe(302);
    expect(toFrench.headers.get("location")).toBe("/fr/artists?page=1");
    expect(toFrench.headers.get("set-cookie")).toMatch(/^locale=fr; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const toEnglish = await get(`/language/en?to=${encodeURIComponent(`/artist/profile/${artistId}`)}`);
    expect(toEnglish.headers.get("location")).toBe(`/artist/profile/${artistId}`);
    expect((await get("/language/fr?to=%2F")).headers.get("location")).toBe("/fr");
    // A dashboard keeps its path (its language comes from the cookie and the account).
    expect((await get("/language/fr?to=%2Fclient%2Fjobs")).headers.get("location")).toBe("/client/jobs");
  });

  test("a dashboard's address under /fr goes through the switcher to the dashboard in French", async () => {
    for (const [path, to] of [
      ["/fr/artist/dashboard", "/artist/dashboard"],
      ["/fr/client", "/client"],
      ["/fr/admin/jobs?status=pending", "/admin/jobs?status=pending"],
    ]) {
      const res = await get(path!);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/language/fr?to=${encodeURIComponent(to!)}`);
    }
    // A profile is a public page in French, not a dashboard.
    expect((await get(`/fr/artist/profile/${artistId}`)).status).toBe(200);
  });

  test("the switcher never leaves the site, and knows only our languages", async () => {
    for (const to of ["//evil.example/x", "https://evil.example", "/\\evil.example", ""]) {
      const res = await get(`/language/fr?to=${encodeURIComponent(to)}`);
      expect(res.headers.get("location")).toBe("/fr");
    }
    expect((await get("/language/de?to=%2F")).status).toBe(404);
  });
});

describe("a user's language on the account", () => {
  test("signup takes the cookie's language; PUT /api/auth/locale changes it and the cookie", async () => {
    const email = `fr-${Bun.randomUUIDv7()}@test.local`;
    const reg = await t.request("POST", "/api/auth/register", {
      body: { name: "Élise", email, role: "client", password: "password-123456" },
      headers: { cookie: "locale=fr" },
    });
    expect(reg.status).toBe(201);
    const { cookie, user } = await t.logIn(email, "password-123456");
    expect(await getUserLocale(t.db, user.userId)).toBe("fr");

    const put = await t.request("PUT", "/api/auth/locale", { body: { locale: "en" }, cookie });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ status: true, message: "Language saved", response: { locale: "en" } });
    expect(put.headers.get("set-cookie")).toStartWith("locale=en;");
    expect(await getUserLocale(t.db, user.userId)).toBe("en");

    const wrong = await t.request("PUT", "/api/auth/locale", { body: { locale: "de" }, cookie });
    expect(wrong.status).toBe(400);
    expect(await getUserLocale(t.db, user.userId)).toBe("en");
  });

  test("a signup without a chosen language leaves it unset", async () => {
    const { user } = await t.signUp("artist");
    expect(await getUserLocale(t.db, user.userId)).toBeNull();
  });

  test("the switcher changes a signed-in user's language when the click came from this site", async () => {
    const { cookie, user } = await t.signUp("client");
    await get("/language/fr?to=%2F", { cookie, "sec-fetch-site": "cross-site" });
    expect(await getUserLocale(t.db, user.userId)).toBeNull();
    const res = await get("/language/fr?to=%2F", { cookie, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    expect(await getUserLocale(t.db, user.userId)).toBe("fr");
  });
});
