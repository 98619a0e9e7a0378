import { expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { format, scan, smallTargets } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

// A new version of the terms asks everyone again at their next visit: the dashboards' consent screen on a phone
// (390x844), against the real API, in English and in French.
const { server, browser } = await serverAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
const DEMO_ARTIST_EMAIL = "amelia.tremblay@demo.dancelink.ca";

interface Terms {
  termsVersion: number;
  acceptedTermsVersion: number | null;
}
const termsOf = async (context: BrowserContext) => ((await (await context.request.get("/api/auth/me")).json()) as { response: Terms }).response;

/** The consent screen at `path` is scanned by axe (WCAG 2.2 AA) and for tap targets under 24 px. */
const findingsOn = async (page: Page, path: string) => format([...(await scan(page, path)), ...(await smallTargets(page, path))]);

/** The consent screen over the dashboard at `path`, by its title, and where its links to the terms and the privacy policy lead (named in its language). */
async function consentScreen(context: BrowserContext, path: string, names: { title: string; terms: string; privacy: string }) {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: names.title });
  await dialog.waitFor();
  const hrefOf = (name: string) => dialog.getByRole("link", { name }).getAttribute("href");
  return { page, errors, dialog, links: [await hrefOf(names.terms), await hrefOf(names.privacy)] };
}

test("the demo's people start on their dashboards; once the owner publishes new terms, a studio's next visit asks, and accepting opens the dashboard", async () => {
  const studio = await signedInContext(browser, server, DEMO_STUDIO_EMAIL, { context: PHONE });
  const before = await termsOf(studio);
  expect(before.acceptedTermsVersion).toBe(before.termsVersion);
  const first = await studio.newPage();
  const accountRead = first.waitForResponse((r) => r.url().endsWith("/api/auth/me"));
  await first.goto("/client/dashboard");
  await accountRead;
  await first.locator("main h1").waitFor();
  // The account is read: the consent screen, were it due, would come within this moment.
  await first.waitForTimeout(1000);
  expect(await first.getByRole("dialog").count()).toBe(0);
  await first.close();

  const owner = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  const published = await owner.request.put("/api/admin/policies/terms", {
    data: { text: "## Terms\n\nStudios pay within 30 days.", textFr: "## Conditions\n\nLes studios paient sous 30 jours." },
  });
  expect(published.status()).toBe(200);
  expect((await termsOf(studio)).termsVersion).toBe(before.termsVersion + 1);

  const { page, errors, dialog, links } = await consentScreen(studio, "/client/dashboard", {
    title: "Our terms have changed",
    terms: "terms of use",
    privacy: "privacy policy",
  });
  expect(links).toEqual(["/terms", "/privacy"]);
  expect(await dialog.getByRole("button", { name: "Log out" }).isEnabled()).toBe(true);
  const accept = dialog.getByRole("button", { name: "Accept and continue" });
  expect(await accept.isDisabled()).toBe(true);
  expect(await findingsOn(page, "/client/dashboard")).toBe("");
  // The browser's modal dialog: nothing behind it takes a click or the focus, the dashboard waits.
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
  expect(await page.evaluate(() => document.elementFromPoint(195, 60)?.closest("dialog") !== null)).toBe(true);

  await dialog.getByRole("checkbox", { name: /I have read and accept the terms of use and the privacy policy/ }).check();
  await accept.click();
  await page.getByText("Thank you: your acceptance is recorded").waitFor();
  await dialog.waitFor({ state: "detached" });
  await page.locator("main h1").waitFor();
  const after = await termsOf(studio);
  expect(after.acceptedTermsVersion).toBe(after.termsVersion);
  await page.reload();
  await page.locator("main h1").waitFor();
  expect(await page.getByRole("dialog").count()).toBe(0);
  expect(errors).toEqual([]);
  await studio.close();
  await owner.close();
}, 300_000);

test("in French on a phone: an artist meets the French screen, linking the French pages, accepts and goes on", async () => {
  const artist = await signedInContext(browser, server, DEMO_ARTIST_EMAIL, { context: PHONE });
  await artist.request.get("/language/fr?to=/");
  const { termsVersion, acceptedTermsVersion } = await termsOf(artist);
  // The first test published a new version: the demo's artist has not accepted it yet.
  expect(acceptedTermsVersion).toBeLessThan(termsVersion);
  const { page, errors, dialog, links } = await consentScreen(artist, "/artist/dashboard", {
    title: "Nos conditions ont changé",
    terms: "conditions d’utilisation",
    privacy: "politique de confidentialité",
  });
  expect(links).toEqual(["/fr/terms", "/fr/privacy"]);
  expect(await findingsOn(page, "/artist/dashboard (fr)")).toBe("");
  await dialog.getByRole("checkbox", { name: /J’ai lu et j’accepte/ }).check();
  await dialog.getByRole("button", { name: "Accepter et continuer" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.locator("main h1").waitFor();
  expect((await termsOf(artist)).acceptedTermsVersion).toBe(termsVersion);
  expect(errors).toEqual([]);
  await artist.close();
}, 300_000);
