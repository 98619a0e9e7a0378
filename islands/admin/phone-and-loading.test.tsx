import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import type { AdminJob } from "../../src/features/bookings/admin.contract.ts";
import { adminJob, fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import { findSkeleton, holdCalls } from "../../tests/island-kit.tsx";

/** The console on a phone and while loading: "Mark completed" waits for the job's end; the console's screens behind a menu on a narrow window; lists load behind a skeleton and say what next when empty. */

const { renderConsole, userEvent } = await setUpConsole();

test("the menu button names the current screen and the waiting total, opens the list, and closes once a screen is picked", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply({ ...NO_COUNTS, pendingApplications: 2, openJobs: 3 }),
    "GET /admin/jobs?status=pending&page=1&limit=10": okReply([], "Success", 0),
    "GET /admin/contacts?page=1&limit=10": okReply([], "Success", 0),
  });
  const view = renderConsole("/admin/jobs");
  const user = userEvent.setup({ document });
  const menu = await view.findByRole("button", { name: /^Menu: Jobs/ });
  expect(await within(menu).findByLabelText("5 waiting")).toBeTruthy();
  expect(menu.getAttribute("aria-expanded")).toBe("false");
  const list = document.getElementById(menu.getAttribute("aria-controls")!)!;
  expect(list.tagName).toBe("UL");
  await user.click(menu);
  expect(menu.getAttribute("aria-expanded")).toBe("true");
  expect(view.getByRole("navigation", { name: "Admin console" }).className).toContain("is-open");
  await user.click(within(list).getByRole("link", { name: "Contacts" }));
  await view.findByRole("heading", { level: 1, name: "Contacts" });
  const closed = await view.findByRole("button", { name: /^Menu: Contacts/ });
  expect(closed.getAttribute("aria-expanded")).toBe("false");
});

test("an empty list says what fills it and what to do; a list still loading shows a skeleton", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/jobs?status=completed&page=1&limit=10": okReply([], "Success", 0),
  });
  const view = renderConsole("/admin/jobs?status=completed");
  expect(await view.findByText("No completed jobs yet. Mark a confirmed job completed once it has ended.")).toBeTruthy();

  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS) });
  holdCalls("/api/admin/contacts");
  const skeleton = await findSkeleton(renderConsole("/admin/contacts").container);
  expect(skeleton.getAttribute("role")).toBe("status");
  expect(skeleton.textContent).toBe("Loading data ...");
});

/** The console's screen of `job`, which nobody opted in to. */
function showJob(job: AdminJob) {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [`GET /admin/jobs/${job._id}`]: okReply(job),
    [`GET /admin/jobs/${job._id}/applicants`]: okReply([]),
  });
  return renderConsole(`/admin/jobs/${job._id}`);
}

test("a confirmed job that has not ended: 'Mark completed' waits, and says until when", async () => {
  const JOB = "01900000-0000-7000-8000-0000000000f1";
  const job = adminJob({ _id: JOB, status: "confirmed", startDate: "2030-01-07", endDate: "2030-01-09", endTime: "19:00", applicantCount: 0 });
  const view = showJob(job);
  const complete = await view.findByRole("button", { name: "Mark completed" });
  expect(complete.hasAttribute("disabled")).toBe(true);
  expect(view.getByText("It can be marked completed once it ends, after Jan 9, 2030 at 7:00 PM.")).toBeTruthy();
  expect(view.getByRole("button", { name: "Cancel job" }).hasAttribute("disabled")).toBe(false);
});

test("a confirmed job that is over can be marked completed; its studio's province is shown", async () => {
  const JOB = "01900000-0000-7000-8000-0000000000f2";
  const job = adminJob({ _id: JOB, status: "confirmed", startDate: "2020-01-07", endDate: "2020-01-07", applicantCount: 0 });
  const view = showJob(job);
  expect((await view.findByRole("button", { name: "Mark completed" })).hasAttribute("disabled")).toBe(false);
  expect(view.queryByText(/It can be marked completed once it ends/)).toBeNull();
  expect(view.getByText("Ontario")).toBeTruthy();
  expect(view.queryByText(/Its invoice waits/)).toBeNull();
});

test("a job over whose studio gave no province and whose postal code names none: 'Mark completed' waits for it and says why, in both languages", async () => {
  const JOB = "01900000-0000-7000-8000-0000000000f3";
  const studio = { ...adminJob().client, province: null };
  const job = adminJob({
    _id: JOB,
    status: "confirmed",
    startDate: "2020-01-07",
    endDate: "2020-01-07",
    postalCode: "D1A 1A1",
    client: studio,
    taxProvince: null,
  });
  const view = showJob(job);
  const complete = await view.findByRole("button", { name: "Mark completed" });
  const why =
    "Its invoice waits for the studio's province: the studio has not given it, and the job's postal code names none. The studio is asked on its next visit to its dashboard.";
  expect([complete.hasAttribute("disabled"), complete.getAttribute("title")]).toEqual([true, why]);
  expect(view.getByText(why)).toBeTruthy();
  expect(view.getByText("Not given yet: the studio is asked on its next visit")).toBeTruthy();
  view.unmount();

  const french = renderConsole(`/admin/jobs/${job._id}`, "fr");
  expect((await french.findByRole("button", { name: "Marquer comme terminé" })).hasAttribute("disabled")).toBe(true);
  expect(french.getByText(/^Sa facture attend la province du studio/)).toBeTruthy();
});
