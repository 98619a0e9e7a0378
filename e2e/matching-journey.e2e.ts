import { expect, test } from "bun:test";
import { weekdayOf } from "../src/features/jobs/job-sessions.ts";
import { dayFromToday } from "../tests/job-fixtures.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../scripts/lib/server.ts";
import { postBalletClass, serverAndBrowser, signedInContext, watchPageErrors } from "./support.ts";

/**
 * The booking rules in Chromium: the demo studio books a weekly Tuesday class in its form and a one-off
 * Tuesday class that overlaps its second session; the demo artist opts in to both, then ticks
 * her Tuesday hours on the week grid and blacks out the second Tuesday. The agency's console
 * says she is not available then and will not confirm her; once she removes the days away, the
 * agency confirms her for the weekly class, and the one-off class then shows her clash and
 * refuses her.
 */
const { server, browser } = await serverAndBrowser({ SEED_DEMO: "1" });

/** A Tuesday more than a week ahead, and the one after it. */
const tuesday = (() => {
  for (let offset = 8; ; offset++) if (weekdayOf(dayFromToday(offset)) === 2) return dayFromToday(offset);
})();
const secondTuesday = new Date(Date.parse(`${tuesday}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

test("an artist away on a session's day cannot be confirmed until she is free again, and once booked her clash is refused", async () => {
  const studio = await signedInContext(browser, server, "studio@demo.dancelink.ca");
  const artist = await signedInContext(browser, server, "amelia.tremblay@demo.dancelink.ca");
  const admin = await signedInContext(browser, server, ADMIN_EMAIL, { password: ADMIN_PASSWORD });

  const optIn = async (jobId: string) => expect((await artist.request.put(`/api/job/job-accept/${jobId}`, { data: {} })).status()).toBe(200);

  // The weekly class through the studio's form: its days, hours and the Tuesday chip.
  const form = await studio.newPage();
  const formErrors = watchPageErrors(form);
  await postBalletClass(
    form,
    { startDate: tuesday, endDate: secondTuesday, startTime: "10:00", endTime: "11:00", weekday: "Tuesday" },
    "60",
    "Tuesday morning ballet",
  );
  const pending = (await (await studio.request.get("/api/job/user-pending-jobs")).json()) as {
    response: { _id: string; description: string; weekdays: number[] | null; startDate: string; endDate: string }[];
  };
  const weekly = pending.response.find((job) => job.description === "Tuesday morning ballet")!;
  expect(weekly).toMatchObject({ weekdays: [2], startDate: tuesday, endDate: secondTuesday });
  const jobId = weekly._id;
  await optIn(jobId);

  const posted = await studio.request.post("/api/job/add", {
    data: {
      studioName: "Pointe & Poise Academy",
      style: "Ballet",
      rate: 60,
      city: "Toronto",
      postalCode: "M5V 2T6",
      address: "401 Richmond St W",
      description: "One-off class",
      startDate: secondTuesday,
      endDate: secondTuesday,
      startTime: "10:30",
      endTime: "11:30",
    },
  });
  expect(posted.status()).toBe(201);
  const oneOff = ((await posted.json()) as { response: { _id: string } }).response._id;
  await optIn(oneOff);

  // Her week: Tuesday 10:00 to 12:00, and the second Tuesday away.
  const grid = await artist.newPage();
  const gridErrors = watchPageErrors(grid);
  await grid.goto("/artist/availability");
  await grid.getByRole("heading", { name: "When I am free" }).waitFor();
  for (const name of ["Tuesday, 10:00 AM to 11:00 AM", "Tuesday, 11:00 AM to 12:00 PM"]) {
    const hour = grid.getByRole("button", { name });
    await hour.click();
    expect(await hour.getAttribute("aria-pressed")).toBe("true");
  }
  await grid.getByRole("button", { name: "Add days away" }).click();
  await grid.getByLabel("First day").fill(secondTuesday);
  await grid.getByLabel("Last day").fill(secondTuesday);
  await grid.getByRole("button", { name: "Save availability" }).click();
  await grid.getByText("Availability saved").waitFor();

  const desk = await admin.newPage();
  const deskErrors = watchPageErrors(desk);
  await desk.goto(`/admin/jobs/${jobId}`);
  const card = desk.locator(".admin-applicant").filter({ hasText: "Amelia Tremblay" });
  await card.getByText("Not available then").waitFor();
  expect(await card.getByRole("button", { name: "Confirm artist" }).isDisabled()).toBe(true);

  // She removes the days away; her Tuesday hours still hold both classes.
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

  // The one-off class overlaps her booked second Tuesday: the console shows the clash, and the server refuses it.
  await desk.goto(`/admin/jobs/${oneOff}`);
  const clashed = desk.locator(".admin-applicant").filter({ hasText: "Amelia Tremblay" });
  await clashed.getByText(/^Already booked at overlapping times: Ballet at Pointe & Poise Academy/).waitFor();
  expect(await clashed.getByRole("button", { name: "Confirm artist" }).isDisabled()).toBe(true);
  const amelia = (await (await admin.request.get(`/api/admin/jobs/${oneOff}/applicants`)).json()) as { response: { artistId: string }[] };
  const refused = await admin.request.put(`/api/admin/jobs/${oneOff}/confirm`, { data: { artistId: amelia.response[0]!.artistId } });
  expect(refused.status()).toBe(409);
  expect(formErrors).toEqual([]);
  expect(gridErrors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await Promise.all([studio.close(), artist.close(), admin.close()]);
});

/** The artist's saved availability has her Tuesday hour and no days away. */
async function expectSaved(request: import("playwright-core").APIRequestContext) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const saved = (await (await request.get("/api/artist/availability")).json()) as { response: { weekly: unknown[]; blackouts: unknown[] } };
    if (saved.response.blackouts.length === 0) {
      expect(saved.response.weekly).toEqual([{ day: 2, from: "10:00", to: "12:00" }]);
      return;
    }
    await Bun.sleep(100);
  }
  throw new Error("the days away were not removed");
}
