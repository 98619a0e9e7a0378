import { expect, test } from "bun:test";
import { PDF_BYTES } from "../tests/artist-fixtures.ts";
import { dayFromToday, jobBody } from "../tests/job-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * Credentials in Chromium: a demo artist uploads her vulnerable sector check on her Credentials screen, the
 * agency verifies it in the console, and the studio's class with minors is then offered to her and not to
 * another ballet teacher of Toronto who sent none; on a phone, the roster filtered by the check shows her with its badge.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

test("an artist uploads a check, the agency verifies it, and a job with minors is offered to her and not to an unchecked artist", async () => {
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const unchecked = await signedInContext(browser, server, "charlotte.morin@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca");

  const screen = await artist.newPage();
  const screenErrors = watchPageErrors(screen);
  await screen.goto("/artist/credentials");
  await screen.getByRole("heading", { name: "Credentials", level: 1 }).waitFor();
  const kind = screen.getByLabel("Kind");
  await kind.locator("option", { hasText: "Vulnerable sector check" }).waitFor({ state: "attached" });
  await kind.selectOption("vulnerable_sector_check");
  await screen.getByLabel("Issue date").fill(dayFromToday(-30));
  await screen.getByLabel("Document").setInputFiles({ name: "check.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF_BYTES) });
  await screen.getByRole("button", { name: "Send" }).click();
  await screen.getByText("Credential sent: the agency will review it").waitFor();
  await screen.getByText("Awaiting the agency").waitFor();

  const desk = await admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto("/admin/credentials");
  const card = desk.locator("li").filter({ hasText: "Amelia Tremblay" });
  await card.getByRole("button", { name: "Verify" }).click();
  await card.getByRole("button", { name: "Yes, verify" }).click();
  await desk.getByText("Decision saved").waitFor();

  await screen.reload();
  await screen.getByText("Verified", { exact: true }).waitFor();

  const posted = await studio.request.post("/api/job/add", { data: jobBody({ withMinors: true, description: "Grade 2 ballet" }, 12) });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { response: { _id: string } }).response._id;
  const offered = async (context: typeof artist) =>
    ((await (await context.request.get("/api/job/available-jobs")).json()) as { response: { _id: string }[] }).response.map((j) => j._id);
  expect(await offered(artist)).toContain(jobId);
  expect(await offered(unchecked)).not.toContain(jobId);

  const jobs = await artist.newPage();
  await jobs.goto("/artist/jobs");
  await jobs.locator(`a[href$="${jobId}"]`).first().waitFor();

  // A visitor on a phone filters the roster by the check: her card carries the badge, in French too, within the screen.
  const visitor = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const roster = await visitor.newPage();
  const rosterErrors = watchPageErrors(roster);
  await roster.goto("/artists?credential=vulnerable_sector_check");
  const amelia = roster.locator(".artist-card").filter({ hasText: "Amelia Tremblay" });
  await amelia.getByText("Vulnerable sector check verified").waitFor();
  expect(await roster.locator(".artist-card").filter({ hasText: "Charlotte Morin" }).count()).toBe(0);
  expect(await roster.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await amelia.click();
  await roster.locator(".credential-badges").getByText("Vulnerable sector check verified").waitFor();
  await roster.goto("/fr/artists?credential=vulnerable_sector_check");
  const badge = roster.locator(".artist-card").filter({ hasText: "Amelia Tremblay" }).getByText("Vérification des antécédents faite");
  await badge.waitFor();
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await roster.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  expect(screenErrors).toEqual([]);
  expect(deskErrors).toEqual([]);
  expect(rosterErrors).toEqual([]);
  for (const context of [artist, unchecked, admin, studio, visitor]) await context.close();
}, 300_000);
