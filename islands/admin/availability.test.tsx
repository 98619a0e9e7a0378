import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import { APPLICANT_ID, application, fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

/** The booking rules: the agency reads when an applicant is free, on its application. */

const { renderConsole } = await setUpConsole();

const availability = {
  weekly: [
    { day: 0, from: "10:00", to: "14:00" },
    { day: 1, from: "09:00", to: "12:00" },
    { day: 1, from: "18:00", to: "24:00" },
  ],
  blackouts: [
    { from: "2030-12-20", to: "2031-01-03", note: "Holidays" },
    { from: "2030-11-14", to: "2030-11-14" },
  ],
};

test("an application shows the artist's weekly hours by day, Monday first, and its days away, in English and French", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()),
    [`GET /admin/artists/${APPLICANT_ID}/availability`]: okReply(availability),
  });
  const view = renderConsole(`/admin/applications/${APPLICANT_ID}`);
  const panel = within((await view.findByRole("heading", { name: "When the artist is free" })).closest("section")!);
  const days = (await panel.findAllByRole("listitem")).map((li) => li.textContent);
  expect(days).toEqual(["Monday 9:00 AM – 12:00 PM, 6:00 PM – midnight", "Sunday 10:00 AM – 2:00 PM", "Dec 20, 2030 – Jan 3, 2031 · Holidays", "Nov 14, 2030"]);
  expect(panel.getByText("Hours in the local time of each job.")).toBeTruthy();
  view.unmount();

  const french = renderConsole(`/admin/applications/${APPLICANT_ID}`, "fr");
  const frPanel = within((await french.findByRole("heading", { name: "Disponibilités de l’artiste" })).closest("section")!);
  expect((await frPanel.findAllByRole("listitem"))[0]!.textContent).toBe("lundi 9 h 00 – 12 h 00, 18 h 00 – minuit");
});

test("an artist who gave no hours and no days away is free any time; a failed load says so", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()),
    [`GET /admin/artists/${APPLICANT_ID}/availability`]: okReply({ weekly: [], blackouts: [] }),
  });
  const view = renderConsole(`/admin/applications/${APPLICANT_ID}`);
  expect(await view.findByText("Free any time: no weekly hours given.")).toBeTruthy();
  expect(view.getByText("No days away.")).toBeTruthy();
  view.unmount();

  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), [`GET /admin/artists/${APPLICANT_ID}`]: okReply(application()) });
  const failed = renderConsole(`/admin/applications/${APPLICANT_ID}`);
  expect(await failed.findByText("The artist's availability could not be loaded.")).toBeTruthy();
});
