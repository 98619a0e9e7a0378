import { describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The studio's side, as a new studio finds it on a desktop and on a phone-sized window: the navbar's
 * 'Client Dashboard', 'Join Now' / 'Hire Now' leading to the dashboard once signed in, job rows
 * with their date, hours and address, and editing, duplicating into a draft, posting and cancelling a
 * job.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "0" });

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const FR_WEEKDAYS = ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."];
const FR_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."];

/** A Saturday at least `weeks` weeks ahead, as the form takes it and as a row shows it in each language. */
function saturday(weeks: number) {
  const d = new Date();
  d.setDate(d.getDate() + 7 * weeks + ((6 - d.getDay() + 7) % 7));
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  return {
    iso,
    en: `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`,
    fr: `${FR_WEEKDAYS[d.getDay()]} ${d.getDate()} ${FR_MONTHS[d.getMonth()]} ${d.getFullYear()}`,
  };
}

/** A new studio, signed in through the API in a fresh context of `viewport`, with its profile and one posted job. */
async function newStudio(b: Browser, viewport: (typeof VIEWPORTS)[number], first: ReturnType<typeof saturday>) {
  const context = await b.newContext({ locale: "en-CA", viewport: { width: viewport.width, height: viewport.height } });
  const headers = { origin: server.url };
  const email = `studio-${viewport.name}-${Date.now()}@e2e.local`;
  const signUp = await context.request.post(`${server.url}/api/auth/register`, {
    headers,
    data: { name: "Claire Dubois", email, role: "client", password: "pointe-and-poise", acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  const studio = { studioName: "Pointe Studio", studioDirector: "Claire Dubois", address: "401 Richmond St W", contactNumber: "416 555 0142", province: "ON" };
  expect((await context.request.post(`${server.url}/api/client/add`, { headers, data: studio })).status()).toBe(201);
  const job = {
    ...studio,
    style: "Ballet",
    rate: 45,
    city: "Toronto",
    postalCode: "M5V 2H1",
    address: "12 Bank St, Suite 4",
    description: "Saturday morning ballet, grade 3.",
    startDate: first.iso,
    endDate: first.iso,
    startTime: "10:00",
    endTime: "13:00",
  };
  expect((await context.request.post(`${server.url}/api/job/add`, { headers, data: job })).status()).toBe(201);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** The requests / drafts tab's rows, each "studio | when | where". */
async function rows(page: Page) {
  const panel = page.getByRole("tabpanel");
  await panel.locator(".job-row, .empty").first().waitFor();
  return panel
    .locator(".job-row")
    .evaluateAll((links) =>
      links.map((a) => [".job-row__title", ".job-row__when", ".job-row__where"].map((s) => a.querySelector(s)?.textContent ?? "").join(" | ")),
    );
}

/** Follows the language switcher as its link says (on a phone it is inside the folded menu). */
async function switchTo(page: Page, locale: "en" | "fr") {
  const href = await page.locator(`a[data-locale-switch='${locale}']`).first().getAttribute("href");
  await page.goto(new URL(href!, server.url).href);
}

describe("the studio's journey", () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.name} ${viewport.width}x${viewport.height}`, async () => {
      const first = saturday(2);
      const next = saturday(3);
      const { context, page, errors } = await newStudio(browser, viewport, first);

      // The public pages know who is signed in, on the server's first paint, in both languages.
      await page.goto(`${server.url}/`);
      const dashboardButton = page.locator('.navbar a[href="/client"]');
      expect(await dashboardButton.textContent()).toBe("Client Dashboard");
      expect(await page.content()).not.toContain("Clinet");
      for (const name of ["Join Now", "Hire Now"]) expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toBe("/client");
      await page.goto(`${server.url}/fr`);
      for (const name of ["Se joindre", "Engager"]) expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toBe("/client");
      await page.goto(`${server.url}/services`);
      await page.getByRole("link", { name: "Hire Now", exact: true }).click();
      await page.waitForURL(/\/client\/dashboard$/);

      // The row says the date and hours, and the address as written.
      await page.goto(`${server.url}/client/my-bookings`);
      expect(await rows(page)).toEqual([`Pointe Studio | ${first.en}, 10:00-13:00 | 12 Bank St, Suite 4, Toronto`]);

      // Edit in the posting form, prefilled; the job shows the change.
      await page.locator(".job-row").first().click();
      await page.getByRole("heading", { name: "Pointe Studio", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Edit", exact: true }).click();
      await page.getByRole("heading", { name: "Edit the Job" }).waitFor();
      expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe("12 Bank St, Suite 4");
      expect(await page.getByLabel("Start date").inputValue()).toBe(first.iso);
      await page.getByLabel("Rate ($/h)").fill("52.50");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Job updated").first().waitFor();
      await page.getByText("$52.50/h").first().waitFor();
      const postedUrl = page.url();

      // Duplicate into a draft, moved a week on, which only the studio sees until it posts it.
      await page.getByRole("button", { name: "Duplicate", exact: true }).click();
      await page.getByRole("heading", { name: "Edit the Draft" }).waitFor();
      await page.getByLabel("Start date").fill(next.iso);
      await page.getByLabel("End date").fill(next.iso);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Draft saved").first().waitFor();
      await page.getByText("Draft, not posted").waitFor();
      await page.goto(`${server.url}/client/my-bookings?tab=drafts`);
      expect(await rows(page)).toEqual([`Pointe Studio | ${next.en}, 10:00-13:00 | 12 Bank St, Suite 4, Toronto`]);
      await page.getByRole("tabpanel").getByRole("button", { name: "Post", exact: true }).click();
      await page.getByText("Job posted successfully").first().waitFor();
      await page.waitForURL(/tab=requests/);
      await expect(rows(page)).resolves.toHaveLength(2);

      // The same rows in French, through the same formatter.
      await switchTo(page, "fr");
      await page.getByRole("tab", { name: "Demandes" }).waitFor();
      expect(await rows(page)).toContain(`Pointe Studio | ${next.fr}, 10 h 00 à 13 h 00 | 12 Bank St, Suite 4, Toronto`);
      await switchTo(page, "en");
      await page.getByRole("tab", { name: "Booking Requests" }).waitFor();

      // Cancel the first request, after a question.
      await page.goto(postedUrl);
      await page.getByRole("button", { name: "Cancel Request" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this request?" });
      await dialog.getByRole("button", { name: "Cancel Request" }).click();
      await page.getByText("Booking request cancelled").first().waitFor();
      await page.waitForURL(/\/client\/my-bookings/);
      expect(await rows(page)).toEqual([`Pointe Studio | ${next.en}, 10:00-13:00 | 12 Bank St, Suite 4, Toronto`]);

      // Nothing on the studio's screens is wider than the window (the actions wrap on a phone).
      await page.goto(postedUrl);
      await page.getByRole("button", { name: "Duplicate", exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      expect(errors.map((e) => e.message)).toEqual([]);
      await context.close();
    });
  }
});
