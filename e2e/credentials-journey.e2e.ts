import { expect, test } from "bun:test";
import { PDF_BYTES } from "../tests/artist-fixtures.ts";
import { dayFromToday, jobBody } from "../tests/job-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * Credentials in Chromium: a demo artist uploads her vulnerable sector check on her Credentials screen, the
 * agency verifies it in the console, and the studio's class with minors is then offered to her and not to
 * another ballet teacher of Toronto who sent none.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

test("an artist uploads a check, the agency verifies it, and a job with minors is offered to her and not to an unchecked artist", async () => {
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const unchecked = await signedInContext(browser, server, "charlotte.morin@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, ADMIN_PASSWORD);
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

  expect(screenErrors).toEqual([]);
  expect(deskErrors).toEqual([]);
  for (const context of [artist, unchecked, admin, studio]) await context.close();
}, 300_000);
