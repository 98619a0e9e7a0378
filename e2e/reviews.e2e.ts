import { expect, test } from "bun:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { jobCompletedInConsole, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * Reviews in Chromium: the agency completes a job once it is over, the
 * studio is asked to review and rates the artist by keyboard on its booking, and
 * the public profile shows the stars with schema.org's AggregateRating.
 *
 * The server runs at UTC-12, which must not move the agency's (Toronto) day: a job
 * posted for today from 00:00 to 00:01 is accepted (it starts today) and over, so it
 * can be marked completed now.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1", TZ: "Etc/GMT+12" });

const ARTIST = "Amelia Tremblay";

test("the agency completes a job, the studio reviews its artist by keyboard, the profile shows the stars", async () => {
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca");
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });

  // The studio books a job in the artist's first style, she opts in, the agency confirms her and marks the job completed in the console.
  const { jobId, artist: amelia, deskErrors } = await jobCompletedInConsole({ studio, artist, admin }, ARTIST, 55);
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
