import { describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { adminEn } from "../src/platform/i18n/messages/en/admin.ts";
import { appEn } from "../src/platform/i18n/messages/en/app.ts";
import { artistEn } from "../src/platform/i18n/messages/en/artist.ts";
import { clientEn } from "../src/platform/i18n/messages/en/client.ts";
import { adminFr } from "../src/platform/i18n/messages/fr/admin.ts";
import { appFr } from "../src/platform/i18n/messages/fr/app.ts";
import { artistFr } from "../src/platform/i18n/messages/fr/artist.ts";
import { clientFr } from "../src/platform/i18n/messages/fr/client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The three dashboards in French, reached with the navbar's
 * language switcher after signing in on the English site; no English message of
 * the area's catalogue (nor of `app.*`) left on any screen; the switcher keeps
 * the page, also after moving inside the area without a page load. Styles, artist
 * types and availabilities show their French names, and times are written as
 * Québec does ("9 h 30"), in every area.
 */

const { server, browser } = await serverAndBrowser();
const DEMO_PASSWORD = "dance-demo-2026";

type Messages = Record<string, string>;
type Catalogue = { message: string; pattern: RegExp }[];

/** A literal part of a message must carry three letters in a row to be worth looking for ("OK", "$/h" are not). */
const worthLooking = (text: string) => /\p{L}{3}/u.test(text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English messages of `en` that French words differently, as patterns: a simple
 * placeholder (`{name}`) matches any text on its line; plural and select messages
 * are left out (their variants are not literal text).
 */
function englishOnly(en: Messages, fr: Messages): Catalogue {
  return Object.keys(en)
    .filter((k) => en[k] !== fr[k] && !/\{\w+,/.test(en[k]!) && worthLooking(en[k]!.replace(/\{\w+\}/g, "")))
    .map((k) => {
      const message = en[k]!;
      const source = message
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join(".+?")
        .replace(/\s+/g, "\\s+");
      return { message, pattern: new RegExp(`(?<!\\p{L})${source}(?!\\p{L})`, "iu") };
    });
}

const CLIENT = englishOnly({ ...clientEn, ...appEn }, { ...clientFr, ...appFr });
const ARTIST = englishOnly({ ...artistEn, ...appEn }, { ...artistFr, ...appFr });
const ADMIN = englishOnly({ ...adminEn, ...appEn }, { ...adminFr, ...appFr });

/** The English messages of `catalogue` a person reads on the page (its visible text, and its placeholders and labels). */
async function englishLeft(page: Page, catalogue: Catalogue): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const labels = await page
    .locator("main [placeholder], main [aria-label], main [title]")
    .evaluateAll((els) => els.flatMap((el) => ["placeholder", "aria-label", "title"].map((a) => el.getAttribute(a) ?? "")));
  // The page's own content (the site's header is public.*, and its switcher says "English" on purpose), without the
  // signed-in user's name in the account menu: a person's name, not a message ("Admin" is one).
  const names = await page.locator("main .account-menu__name").allInnerTexts();
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, laid out (hidden elements left out), is what counts.
  const shown = names.reduce((text, name) => text.replaceAll(name, " "), await page.innerText("main"));
  const text = [shown, ...labels].join("\n");
  return catalogue.filter(({ pattern }) => pattern.test(text)).map(({ message }) => message);
}

/** A French clock time with a leading zero ("09 h 30"): Intl's fr-CA, not the dashboards' "9 h 30". */
const PADDED_FRENCH_HOUR = /(?<!\d)0\d\s?h\s?\d\d/;

/** The page's visible text has a French hour of Québec's form and none with a leading zero. */
async function expectQuebecHours(page: Page, sample: string) {
  await page.getByText(sample).first().waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what counts.
  const shown = await page.innerText("body");
  const titles = await page.locator("main [title]").evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? ""));
  const text = [shown, ...titles].join("\n");
  expect(text.match(PADDED_FRENCH_HOUR)).toBeNull();
}

/** Signs in on the English login page, opens the area with the navbar's button and switches to French with its switcher. */
async function signInInFrench(email: string, password: string, dashboardButton: string, landing: string) {
  const context = await browser.newContext({ locale: "en-CA", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(new Error(`console: ${m.text()}`));
  });
  await page.goto(`${server.url}/login`);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Signed in, the role's own dashboard opens; the site's bar leads back to it too.
  await page.waitForURL(`${server.url}${landing}`);
  await page.goto(`${server.url}/`);
  await page.getByRole("link", { name: dashboardButton, exact: true }).first().click();
  await page.waitForURL(`${server.url}${landing}`);
  expect(await page.getAttribute("html", "lang")).toBe("en-CA");
  await page.getByRole("link", { name: "Français", exact: true }).click();
  await page.waitForURL(`${server.url}${landing}`);
  expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
  return { context, page, errors };
}

/** The area's navigation (client-side), then a French text of the screen it opens. */
async function go(page: Page, nav: string, link: string, path: RegExp, heading: string) {
  await page.getByRole("navigation", { name: nav }).getByRole("link", { name: link }).click();
  await page.waitForURL(path);
  await page.getByText(heading, { exact: true }).first().waitFor();
}

/**
 * The switcher keeps the page (path and search), to English and back, also after moving
 * inside the area; in English the screen shows the catalogue's English (the check above sees it).
 */
async function switchesBothWays(page: Page, catalogue: Catalogue, englishText: string, frenchText: string) {
  const here = page.url();
  await page.getByRole("link", { name: "English", exact: true }).click();
  await page.waitForURL(here);
  expect(await page.getAttribute("html", "lang")).toBe("en-CA");
  await page.getByText(englishText).first().waitFor();
  expect((await englishLeft(page, catalogue)).length).toBeGreaterThan(3);
  await page.getByRole("link", { name: "Français", exact: true }).click();
  await page.waitForURL(here);
  expect(await page.getAttribute("html", "lang")).toBe("fr-CA");
  await page.getByText(frenchText).first().waitFor();
}

async function done(context: BrowserContext, errors: Error[]) {
  expect(errors.map((e) => e.message)).toEqual([]);
  await context.close();
}

describe("the dashboards in French", () => {
  test("studio: dashboard, bookings, booking form and a job, no English left; the switcher keeps the page", async () => {
    const { context, page, errors } = await signInInFrench("studio@demo.dancelink.ca", DEMO_PASSWORD, "Client Dashboard", "/client/dashboard");
    const nav = clientFr["client.nav.label"];

    await page.getByRole("heading", { name: "Bonjour Claire Dubois !" }).waitFor();
    await page.getByText(clientFr["client.dashboard.postJob"], { exact: true }).first().waitFor();
    await page.getByText(clientFr["client.dashboard.requests"], { exact: true }).first().waitFor();
    expect(await englishLeft(page, CLIENT)).toEqual([]);

    await go(page, nav, clientFr["client.nav.bookings"], /\/client\/my-bookings\?tab=requests/, clientFr["client.bookings.title"]);
    await page.getByRole("tab", { name: clientFr["client.bookings.tab.requests"] }).waitFor();
    await page.getByRole("link", { name: /Jazz/ }).waitFor();
    // The agency's French names of the styles, not the English ones the jobs keep.
    await page.getByRole("link", { name: /Théâtre musical/ }).waitFor();
    expect(await page.getByRole("link", { name: /Musical Theatre/ }).count()).toBe(0);
    await expectQuebecHours(page, "9 h 30");
    expect(await englishLeft(page, CLIENT)).toEqual([]);
    // Moved without a page load: the switcher still knows the page.
    await switchesBothWays(page, CLIENT, clientEn["client.bookings.title"], clientFr["client.bookings.title"]);

    await page.getByRole("tab", { name: clientFr["client.bookings.tab.confirmed"] }).click();
    await page.getByRole("link", { name: /Ballet/ }).waitFor();
    expect(await englishLeft(page, CLIENT)).toEqual([]);

    // A job: the request opens read-only with its facts.
    await page.getByRole("tab", { name: clientFr["client.bookings.tab.requests"] }).click();
    await page.getByRole("link", { name: /Jazz/ }).click();
    await page.waitForURL(/\/client\/jobs\/details\//);
    await page.getByText(appFr["app.jobFacts.map"]).waitFor();
    await page.getByText(appFr["app.jobFacts.hours"], { exact: true }).first().waitFor();
    expect(await englishLeft(page, CLIENT)).toEqual([]);

    await page.goto(`${server.url}/client/booking-form`);
    await page.getByLabel(clientFr["client.field.studioName"], { exact: true }).waitFor();
    await page.getByRole("button", { name: clientFr["client.booking.submit"] }).waitFor();
    expect(await englishLeft(page, CLIENT)).toEqual([]);
    await done(context, errors);
  });

  test("artist: dashboard, jobs and profile, no English left; the switcher keeps the page", async () => {
    const { context, page, errors } = await signInInFrench("amelia.tremblay@demo.dancelink.ca", DEMO_PASSWORD, "Artist Dashboard", "/artist/dashboard");
    const nav = artistFr["artist.nav.label"];

    await page.getByText("Bonjour Amelia Tremblay !", { exact: true }).waitFor();
    await page.getByText(artistFr["artist.dashboard.jobsForYou"]).first().waitFor();
    await page.getByText(artistFr["artist.dashboard.confirmedJobs"], { exact: true }).first().waitFor();
    expect(await englishLeft(page, ARTIST)).toEqual([]);
    await switchesBothWays(page, ARTIST, artistEn["artist.dashboard.jobsForYou"], artistFr["artist.dashboard.jobsForYou"]);

    await go(page, nav, artistFr["artist.nav.jobs"], /\/artist\/jobs/, artistFr["artist.jobs.tabOffer"]);
    await page.getByRole("link", { name: /Lyrique/ }).waitFor();
    expect(await page.getByRole("link", { name: /Lyrical/ }).count()).toBe(0);
    expect(await englishLeft(page, ARTIST)).toEqual([]);
    await page.getByRole("tab", { name: artistFr["artist.jobs.tabConfirmed"] }).click();
    await page.getByRole("link", { name: /Ballet/ }).waitFor();
    expect(await englishLeft(page, ARTIST)).toEqual([]);

    await page.goto(`${server.url}/artist/artist-profile`);
    await page.getByText(artistFr["artist.profile.edit"], { exact: true }).waitFor();
    await page.getByText(artistFr["artist.profile.visitSite"], { exact: true }).waitFor();
    // Its styles and the services it offers by their French names.
    await page.getByText("Danse contemporaine", { exact: true }).first().waitFor();
    await page.getByText("Professeur de ballet", { exact: true }).first().waitFor();
    expect(await page.getByText("Contemporary", { exact: true }).count()).toBe(0);
    expect(await englishLeft(page, ARTIST)).toEqual([]);
    await done(context, errors);
  });

  test("admin: dashboard, applications and jobs, no English left; the switcher keeps the page", async () => {
    const { context, page, errors } = await signInInFrench(ADMIN_EMAIL, ADMIN_PASSWORD, "Admin Console", "/admin");
    const nav = adminFr["admin.nav.label"];

    await page.getByText(adminFr["admin.dashboard.intro"], { exact: true }).waitFor();
    await page.getByText(adminFr["admin.dashboard.stat.openJobs"], { exact: true }).first().waitFor();
    expect(await englishLeft(page, ADMIN)).toEqual([]);

    await go(page, nav, adminFr["admin.nav.applications"], /\/admin\/applications/, adminFr["admin.applications.intro"]);
    expect(await englishLeft(page, ADMIN)).toEqual([]);
    await page.getByRole("tab", { name: adminFr["admin.applications.tab.approved"] }).click();
    await page.getByText("Benjamin Leblanc").waitFor();
    await page.getByText(adminFr["admin.status.approved"], { exact: true }).first().waitFor();
    expect(await englishLeft(page, ADMIN)).toEqual([]);

    await go(page, nav, adminFr["admin.nav.jobs"], /\/admin\/jobs/, adminFr["admin.jobs.intro"]);
    await page.getByRole("link", { name: /Jazz/ }).waitFor();
    // The styles' French names, and the hours as the other areas write them ("9 h 30", never "09 h 30").
    await page.getByText("Théâtre musical", { exact: true }).first().waitFor();
    expect(await page.getByText("Musical Theatre", { exact: true }).count()).toBe(0);
    await expectQuebecHours(page, "9 h 30 – 15 h 30");
    expect(await englishLeft(page, ADMIN)).toEqual([]);
    await switchesBothWays(page, ADMIN, adminEn["admin.jobs.intro"], adminFr["admin.jobs.intro"]);
    await done(context, errors);
  });
});
