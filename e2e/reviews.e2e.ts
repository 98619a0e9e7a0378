import { expect, test } from "bun:test";
import type { BrowserContext } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, serverAndBrowser, watchPageErrors } from "./support.ts";

/**
 * Issue 22's reviews in Chromium: the agency completes a job once it is over, the
 * studio is asked to review and rates the artist by keyboard on its booking, and
 * the public profile shows the stars with schema.org's AggregateRating.
 *
 * The server runs at UTC-12 so that "today" by its clock is never after the
 * agency's (Toronto) day: a job posted for today from 00:00 to 00:30 is accepted
 * (it starts today) and already over in Toronto, so it can be marked completed now.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1", TZ: "Etc/GMT+12" });

const DEMO_PASSWORD = "dance-demo-2026";
const ARTIST = "Amelia Tremblay";
const serverToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  expect((await context.request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  return context;
}

test("the agency completes a job, the studio reviews its artist by keyboard, the profile shows the stars", async () => {
  const studio = await signedIn("studio@demo.dancelink.ca");
  const artist = await signedIn("amelia.tremblay@demo.dancelink.ca");
  const admin = await signedIn(ADMIN_EMAIL, ADMIN_PASSWORD);

  // The studio books a job in the artist's first style; the artist opts in.
  const roster = (await (await studio.request.get("/api/artist/all-list")).json()) as { response: { id: string; user: string; artistStyle: string[] }[] };
  const amelia = roster.response.find((a) => a.user === ARTIST)!;
  const posted = await studio.request.post("/api/job/add", {
    data: {
      studioName: "Pointe & Poise Academy",
      style: amelia.artistStyle[0],
      rate: 55,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "401 Richmond St W",
      description: "Early class",
      startDate: serverToday(),
      endDate: serverToday(),
      startTime: "00:00",
      endTime: "00:30",
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { response: { _id: string } }).response._id;
  expect((await artist.request.put(`/api/job/job-accept/${jobId}`, { data: {} })).status()).toBe(200);

  // The agency confirms her and marks the job completed in the console.
  const desk = await admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto(`/admin/jobs/${jobId}`);
  await desk.getByRole("button", { name: "Confirm artist" }).click();
  await desk.getByRole("button", { name: "Yes, confirm" }).click();
  await desk.getByRole("button", { name: "Mark completed" }).click();
  await desk.getByRole("button", { name: "Yes, completed" }).click();
  await desk.getByText("Job marked as completed").waitFor();
  expect(deskErrors).toEqual([]);

  // The studio is asked to review, and the notification leads to the booking's form.
  const page = await studio.newPage();
  const errors = watchPageErrors(page);
  await page.goto("/client/notifications");
  await page.getByRole("link", { name: new RegExp(`How did it go\\? Review ${ARTIST}`) }).click();
  await page.waitForURL(`**/client/jobs/confirmed/${jobId}`);
  await page.getByRole("heading", { name: `How did it go? Review ${ARTIST}` }).waitFor();

  // Stars by keyboard: Space chooses the focused star, the arrow keys move the choice; the focused star shows its ring.
  await page.getByRole("radio", { name: "3 stars" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  expect(await page.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
  const focusRing = await page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).boxShadow);
  expect(focusRing).not.toBe("none");
  await page.getByLabel("Comment (optional)").fill("Our early risers adored her class.");
  await page.getByRole("button", { name: "Publish review" }).click();
  await page.getByRole("heading", { name: `Your review of ${ARTIST}` }).waitFor();
  await page.getByRole("img", { name: "5.0 out of 5" }).waitFor();
  expect(errors).toEqual([]);

  // The public profile, JavaScript or not: the average, the count, the review and the JSON-LD.
  const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const profile = await visitor.newPage();
  await profile.goto(`/artist/profile/${amelia.id}`);
  await profile.getByRole("img", { name: "5.0 out of 5, 1 review" }).waitFor();
  await profile.getByText("Our early risers adored her class.").waitFor();
  const ld = JSON.parse((await profile.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
  await Promise.all([studio.close(), artist.close(), admin.close(), visitor.close()]);
});
