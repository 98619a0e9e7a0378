import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { adminEn } from "../src/platform/i18n/messages/en/admin.ts";
import { artistEn } from "../src/platform/i18n/messages/en/artist.ts";
import { clientEn } from "../src/platform/i18n/messages/en/client.ts";
import { adminFr } from "../src/platform/i18n/messages/fr/admin.ts";
import { artistFr } from "../src/platform/i18n/messages/fr/artist.ts";
import { clientFr } from "../src/platform/i18n/messages/fr/client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { DEMO_PASSWORD, serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * Signing in as people do: a deep link of a dashboard opened signed out goes to the
 * login page, and signing in comes back to it (not to the public home); the language
 * of the page signed in or up on is the dashboards' from then on, whatever the
 * browser's own. The studio, an artist and the agency, in English and French, on a
 * laptop and a phone.
 */

// Two dozen sign-ins from one address within a minute: more than a person's budget of ten.
const { server, browser } = await serverAndBrowser({ RATE_LIMIT_SCALE: "10" });

const VIEWPORTS = [
  { name: "laptop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

const ROLES = [
  {
    role: "studio",
    email: "studio@demo.dancelink.ca",
    password: DEMO_PASSWORD,
    deep: "/client/my-bookings",
    title: { en: clientEn["client.bookings.title"], fr: clientFr["client.bookings.title"] },
  },
  {
    role: "artist",
    email: "amelia.tremblay@demo.dancelink.ca",
    password: DEMO_PASSWORD,
    deep: "/artist/jobs",
    title: { en: artistEn["artist.jobs.title"], fr: artistFr["artist.jobs.title"] },
  },
  {
    role: "agency",
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    deep: "/admin/mail",
    title: { en: adminEn["admin.mail.title"], fr: adminFr["admin.mail.title"] },
  },
] as const;

const INTL: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** Fills the sign-in form of the page open (any language: by the fields' names) and sends it. */
async function signIn(page: Page, email: string, password: string) {
  const form = page.locator("form.form");
  await form.locator('button[type="submit"]:not([disabled])').waitFor();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

const newContext = (viewport: (typeof VIEWPORTS)[number]) =>
  browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    ...(viewport.name === "phone" ? { isMobile: true, hasTouch: true } : {}),
    // An English browser: only the page signed in on makes the dashboards French.
    locale: "en-CA",
  });

describe("sign-in lands where the user was going, in the language of the page", () => {
  for (const viewport of VIEWPORTS) {
    for (const who of ROLES) {
      for (const locale of ["en", "fr"] as const) {
        test(`${who.role}, ${locale}, ${viewport.name}: a deep link opened signed out comes back after signing in`, async () => {
          const context = await newContext(viewport);
          const page = await context.newPage();
          const errors = watchPageErrors(page);
          const deep = `${server.url}${who.deep}`;

          await page.goto(deep);
          const login = new URL(page.url());
          expect(login.pathname).toBe("/login");
          expect(login.searchParams.get("next")).toBe(who.deep);
          // The French visitor reads the login page in French (a link of the French site, or the switcher).
          if (locale === "fr") await page.goto(`${server.url}/fr/login${login.search}`);

          await signIn(page, who.email, who.password);
          await page.waitForURL(deep);
          expect(await page.getAttribute("html", "lang")).toBe(INTL[locale]);
          await page.getByRole("heading", { name: who.title[locale], exact: true }).first().waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

          // Another page load of the area stays in that language.
          await page.reload();
          expect(await page.getAttribute("html", "lang")).toBe(INTL[locale]);
          expect(errors.map((e) => e.message)).toEqual([]);
          await context.close();
        });
      }

      test(`${who.role}, ${viewport.name}: signing in without a page asked for opens the role's dashboard, not the public home`, async () => {
        const context = await newContext(viewport);
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        await page.goto(`${server.url}/login`);
        await signIn(page, who.email, who.password);
        await page.waitForURL((url) => url.pathname.startsWith(`/${who.deep.split("/")[1]}`));
        expect(errors.map((e) => e.message)).toEqual([]);
        await context.close();
      });
    }

    test(`a studio signing up on /fr/signup (${viewport.name}) gets its form, its account and its mail in French`, async () => {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      const email = `etoile-${viewport.name}-${Date.now()}@e2e.local`;
      await page.goto(`${server.url}/fr/signup`);
      const form = page.locator("form.form");
      await form.locator('button[type="submit"]:not([disabled])').waitFor();
      await form.locator('input[name="name"]').fill("Studio Étoile");
      await form.locator('input[name="email"]').fill(email);
      await form.locator('select[name="role"]').selectOption("client");
      await form.locator('input[name="password"]').fill("etoile-password-1");
      await form.locator('input[name="acceptTerms"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(`${server.url}/client/form`);
      expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
      const me = (await (await context.request.get(`${server.url}/api/auth/me`)).json()) as { response: { locale: string } };
      expect(me.response.locale).toBe("fr");
      expect(errors.map((e) => e.message)).toEqual([]);
      await context.close();
    });
  }
});
