import { expect, test } from "bun:test";
import type { Browser, BrowserContext } from "playwright-core";
import { DEMO_PASSWORD, DEMO_STUDIO_EMAIL } from "../db/seed.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * The shortlist: a studio hearts an artist on the roster, finds them in its shortlist, posts a job
 * naming them as preferred, and the agency's job screen shows them first among the applicants, marked. The
 * preferred artist (Hip Hop and Jazz) is not of the job's style: it hears of the job and opts in all the same.
 */
const { server, browser } = await serverAndBrowser();

const PREFERRED = "Noah Gagnon";
const OTHER = "Amelia Tremblay";

/** A context signed in through the API (the pages then carry its session). */
async function signedIn(b: Browser, email: string, password: string): Promise<BrowserContext> {
  const context = await b.newContext({ locale: "en-CA", viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${server.url}/api/auth/login`, { headers: { origin: server.url }, data: { email, password } });
  expect(login.status()).toBe(200);
  return context;
}

function inTwoWeeks() {
  const d = new Date(Date.now() + 14 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("a studio hearts an artist, finds them in its shortlist, prefers them on a job; the agency sees them first", async () => {
  const studio = await signedIn(browser, DEMO_STUDIO_EMAIL, DEMO_PASSWORD);
  const page = await studio.newPage();
  const errors = watchPageErrors(page);

  // The roster: the heart reads the studio's shortlist in the browser, then saves at once.
  await page.goto(`${server.url}/artists`);
  const save = page.getByRole("button", { name: `Save ${PREFERRED} to my shortlist` });
  await page.waitForFunction((name) => {
    const button = [...document.querySelectorAll("button.favourite")].find((b) => b.getAttribute("aria-label") === `Save ${name} to my shortlist`);
    return button instanceof HTMLButtonElement && !button.disabled;
  }, PREFERRED);
  const saved = page.waitForResponse((r) => r.url().includes("/api/client/favourites/") && r.request().method() === "POST");
  await save.click();
  const remove = page.getByRole("button", { name: `Remove ${PREFERRED} from my shortlist` });
  expect(await remove.getAttribute("aria-pressed")).toBe("true");
  // Saved on the server: a fresh load of the cached page shows it pressed, from the browser's own call.
  expect((await saved).status()).toBe(201);
  await page.reload();
  await remove.waitFor();
  expect(await remove.getAttribute("aria-pressed")).toBe("true");

  // The shortlist screen lists them.
  await page.goto(`${server.url}/client/shortlist`);
  await page.getByRole("heading", { name: "My shortlist" }).waitFor();
  await page.getByRole("heading", { name: PREFERRED }).waitFor();

  // Posting a job names them from the shortlist.
  await page.goto(`${server.url}/client/booking-form`);
  await page.getByRole("option", { name: "Ballet" }).waitFor({ state: "attached" });
  await page.getByLabel("Dance style").selectOption("Ballet");
  await page.getByLabel("Rate ($/h)").fill("55");
  await page.getByLabel("Address").fill("401 Richmond St W");
  await page.getByLabel("City").fill("Toronto");
  await page.getByLabel("Postal code").fill("M5V 2H1");
  const day = inTwoWeeks();
  await page.getByLabel("Start date").fill(day);
  await page.getByLabel("End date").fill(day);
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("12:00");
  await page.getByRole("group", { name: "Preferred artists" }).getByRole("checkbox", { name: PREFERRED }).check();
  // A class for adults: the demo artists have no vulnerable sector check.
  await page.getByRole("checkbox", { name: "With minors (children or teens)" }).uncheck();
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/job/add"));
  await page.getByRole("button", { name: "Post Job" }).click();
  const job = (await (await posted).json()) as { response: { _id: string; preferredArtists: { name: string }[] } };
  expect(job.response.preferredArtists.map((a) => a.name)).toEqual([PREFERRED]);
  await page.waitForURL(/\/client\/my-bookings/);
  const jobId = job.response._id;

  // A ballet artist opts in first; the preferred one (not of ballet) after, through the job its notification opens.
  for (const name of [OTHER, PREFERRED]) {
    const artist = await signedIn(browser, `${name.toLowerCase().replace(" ", ".")}@demo.dancelink.ca`, DEMO_PASSWORD);
    const optIn = await artist.request.put(`${server.url}/api/job/job-accept/${jobId}`, { headers: { origin: server.url }, data: {} });
    expect(optIn.status()).toBe(200);
    await artist.close();
  }

  // The agency's job screen: the studio's preference, and the preferred applicant first, marked.
  const agency = await signedIn(browser, ADMIN_EMAIL, ADMIN_PASSWORD);
  const console_ = await agency.newPage();
  const consoleErrors = watchPageErrors(console_);
  await console_.goto(`${server.url}/admin/jobs/${jobId}`);
  await console_.getByText("Preferred by the studio", { exact: true }).first().waitFor();
  const applicants = console_.locator(".admin-applicant");
  await applicants.nth(1).waitFor();
  const names = await applicants.locator(".admin-applicant__name").allTextContents();
  expect(names).toEqual([PREFERRED, OTHER]);
  expect(await applicants.first().getByText("Preferred by the studio").count()).toBe(1);
  expect(await applicants.nth(1).getByText("Preferred by the studio").count()).toBe(0);

  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await studio.close();
  await agency.close();
});
