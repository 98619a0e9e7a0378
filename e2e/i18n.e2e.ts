import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { en, type MessageKey } from "../src/platform/i18n/messages/en.ts";
import { fr } from "../src/platform/i18n/messages/fr.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

const { server, browser } = await serverAndBrowser();

/** English messages French words differently (whole, without placeholders): none may show on a French page. */
const ENGLISH_ONLY = (Object.keys(en) as MessageKey[]).filter((k) => en[k] !== fr[k] && !en[k].includes("{") && /\p{L}{3}/u.test(en[k])).map((k) => en[k]);

/** What a person reads on the page, without names and user content (service names, testimonials, styles) nor the switcher. */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll(
      ".navbar__lang, .service-card__name, .testimonial__quote, .testimonial__person, .artist-card__name, .badge, .profile__name, script",
    ))
      el.remove();
    const attributes = [...body.querySelectorAll("[placeholder], [aria-label], [alt], [title]")].flatMap((el) =>
      ["placeholder", "aria-label", "alt", "title"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [body.textContent ?? "", ...attributes].join(" ").replace(/\s+/g, " ");
  });

function englishLeft(text: string): string[] {
  return ENGLISH_ONLY.filter((message) => new RegExp(`(?<!\\p{L})${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(text));
}

async function open(path: string, locale = "en-CA") {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(server.url + path);
  return { page, errors, context };
}

describe("the public site in French", () => {
  test("home: French once hydrated, islands included", async () => {
    const { page, errors, context } = await open("/fr");
    expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
    expect(await page.locator("h1.hero__title").textContent()).toBe(fr["public.hero.artist.headline"]);
    // The hero is an island: it answers only once hydrated with the French messages.
    await page.getByRole("button", { name: fr["public.hero.mode.CLIENT"], exact: true }).click();
    await page.waitForFunction((text) => document.querySelector("h1.hero__title")?.textContent === text, fr["public.hero.client.headline"]);
    expect(englishLeft(await readableText(page))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("roster and login: no English left", async () => {
    for (const path of ["/fr/artists", "/fr/login"]) {
      const { page, errors, context } = await open(path);
      await page.waitForLoadState("networkidle");
      expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
      expect(englishLeft(await readableText(page))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test("login in French: its links stay French and a refusal stays on the page", async () => {
    const { page, errors, context } = await open("/fr/login");
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".form__footnote a").getAttribute("href")).toBe("/fr/signup");
    await page.locator("#login-email").fill("nobody@example.com");
    await page.locator("#login-password").fill("wrong-password-123");
    await page.getByRole("button", { name: fr["public.login.submit"] }).click();
    await page.waitForSelector("[data-sonner-toast]");
    expect(page.url()).toBe(`${server.url}/fr/login`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the switcher keeps the page and is remembered", async () => {
    const { page, errors, context } = await open("/fr/artists");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await page.waitForURL(`${server.url}/artists`);
    expect(await page.getAttribute("html", "lang")).toBe("en-CA");
    await page.getByRole("link", { name: "Français", exact: true }).click();
    await page.waitForURL(`${server.url}/fr/artists`);
    // Remembered: the home page now opens in French, whatever the browser prefers.
    await page.goto(`${server.url}/`);
    expect(page.url()).toBe(`${server.url}/fr`);
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("fr");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a French browser's first visit lands on /fr; an English one stays", async () => {
    const french = await open("/", "fr-CA");
    expect(french.page.url()).toBe(`${server.url}/fr`);
    await french.context.close();
    const english = await open("/", "en-CA");
    expect(english.page.url()).toBe(`${server.url}/`);
    expect(await english.page.locator("h1.hero__title").textContent()).toBe("Earn Effortlessly As An Artist");
    await english.context.close();
  });
});
