import { expect, test } from "bun:test";
import { weekdayOf } from "../src/domain/job-sessions.ts";
import { dayFromToday } from "../tests/job-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * The matching rule in Chromium: the demo studio books a Tuesday class, the demo artist opts
 * in, then ticks her Tuesday hour on the week grid and blacks out that very Tuesday. The
 * agency's console says she is not available then and will not confirm her; once she removes
 * the days away, the agency confirms her.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

/** A Tuesday more than a week ahead. */
const tuesday = (() => {
  for (let offset = 8; ; offset++) if (weekdayOf(dayFromToday(offset)) === 2) return dayFromToday(offset);
})();

test("an artist away on the job's day is shown so in the console and cannot be confirmed until she is free again", async () => {
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca");
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, ADMIN_PASSWORD);

  const posted = await studio.request.post("/api/job/add", {
    data: {
      studioName: "Pointe & Poise Academy",
      style: "Ballet",
      rate: 60,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "401 Richmond St W",
      description: "Tuesday morning ballet",
      startDate: tuesday,
      endDate: tuesday,
      startTime: "10:00",
      endTime: "11:00",
    },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { response: { _id: string } }).response._id;
  expect((await artist.request.put(`/api/job/job-accept/${jobId}`, { data: {} })).status()).toBe(200);

  // Her week: Tuesday 10:00 to 11:00, and that Tuesday away.
  const grid = await artist.newPage();
  const gridErrors = watchPageErrors(grid);
  await grid.goto("/artist/availability");
  await grid.getByRole("heading", { name: "When I am free" }).waitFor();
  const hour = grid.getByRole("button", { name: "Tuesday, 10:00 AM to 11:00 AM" });
  await hour.click();
  expect(await hour.getAttribute("aria-pressed")).toBe("true");
  await grid.getByRole("button", { name: "Add days away" }).click();
  await grid.getByLabel("First day").fill(tuesday);
  await grid.getByLabel("Last day").fill(tuesday);
  await grid.getByRole("button", { name: "Save availability" }).click();
  await grid.getByText("Availability saved").waitFor();

  const desk = await admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto(`/admin/jobs/${jobId}`);
  const card = desk.locator(".admin-applicant").filter({ hasText: "Amelia Tremblay" });
  await card.getByText("Not available then").waitFor();
  expect(await card.getByRole("button", { name: "Confirm artist" }).isDisabled()).toBe(true);

  // She removes the days away; her Tuesday hour still holds the class.
  await grid.getByRole("button", { name: "Remove days away 1" }).click();
  await grid.getByRole("button", { name: "Save availability" }).click();
  await grid.getByText("Availability saved").last().waitFor();
  await expectSaved(artist.request);

  await desk.reload();
  await card.getByRole("button", { name: "Confirm artist" }).click();
  await desk.getByRole("button", { name: "Yes, confirm" }).click();
  await desk.getByRole("button", { name: "Mark completed" }).waitFor();
  const job = (await (await admin.request.get(`/api/admin/jobs/${jobId}`)).json()) as { response: { status: string } };
  expect(job.response.status).toBe("confirmed");
  expect(gridErrors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await Promise.all([studio.close(), artist.close(), admin.close()]);
});

/** The artist's saved availability has her Tuesday hour and no days away. */
async function expectSaved(request: import("playwright-core").APIRequestContext) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const saved = (await (await request.get("/api/artist/availability")).json()) as { response: { weekly: unknown[]; blackouts: unknown[] } };
    if (saved.response.blackouts.length === 0) {
      expect(saved.response.weekly).toEqual([{ day: 2, from: "10:00", to: "11:00" }]);
      return;
    }
    await Bun.sleep(100);
  }
  throw new Error("the days away were not removed");
}
