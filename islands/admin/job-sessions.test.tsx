import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import type { JobDetail } from "../../src/features/jobs/jobs.contract.ts";
import { ADMIN_JOB_ID, adminJob, fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole, userEvent } = await setUpConsole();

const HOURS = { startTime: "16:00", endTime: "19:00" };

/** The console's booked job on three Mondays, and its detail view's sessions. */
const booked = () => adminJob({ status: "confirmed", startDate: "2030-01-07", endDate: "2030-01-21", weekdays: [1], sequence: 2 });
const detail = (cancelled: string[] = []): JobDetail => ({
  ...booked(),
  sessions: ["2030-01-07", "2030-01-14", "2030-01-21"].map((date) => ({ date, ...HOURS, status: cancelled.includes(date) ? "cancelled" : "scheduled" })),
});

describe("the console's job lists its sessions", () => {
  test("date, hours and status of each; the agency calls one off after the question, and the job is read again", async () => {
    let cancelled: string[] = [];
    const seen = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/jobs/${ADMIN_JOB_ID}`]: () => okReply(booked()),
      [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([]),
      [`GET /job/detail/${ADMIN_JOB_ID}`]: () => okReply(detail(cancelled)),
      [`PUT /job/${ADMIN_JOB_ID}/sessions/2030-01-14/cancel`]: () => {
        cancelled = ["2030-01-14"];
        return okReply(detail(cancelled), "Session cancelled: the job goes on");
      },
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`);
    const table = within(await view.findByRole("table"));
    expect(
      table
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.querySelectorAll("th, td")].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ["Monday, Jan 7, 2030", "4:00 PM – 7:00 PM", "Scheduled"],
      ["Monday, Jan 14, 2030", "4:00 PM – 7:00 PM", "Scheduled"],
      ["Monday, Jan 21, 2030", "4:00 PM – 7:00 PM", "Scheduled"],
    ]);
    const jobReads = () => seen.filter((r) => r.url.pathname === `/api/admin/jobs/${ADMIN_JOB_ID}`).length;
    const readsBefore = jobReads();

    await user.click(view.getByRole("button", { name: "Cancel the session of Monday, Jan 14, 2030" }));
    const dialog = within(view.getByRole("dialog", { name: "Cancel the session of Monday, Jan 14, 2030?" }));
    await user.click(dialog.getByRole("button", { name: "Cancel this session" }));
    await view.findByText("Session cancelled: the job goes on");
    await waitFor(() => expect(within(view.getByText("Monday, Jan 14, 2030").closest("tr")!).getByText("Cancelled")).toBeTruthy());
    expect(view.queryByRole("button", { name: "Cancel the session of Monday, Jan 14, 2030" })).toBeNull();
    // The cancel moved the job's calendar version: the console reads the job again before it reschedules or reassigns.
    await waitFor(() => expect(jobReads()).toBeGreaterThan(readsBefore));
  });

  test("a completed job's sessions are listed, none offered to cancel; in French", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/jobs/${ADMIN_JOB_ID}`]: okReply({ ...booked(), status: "completed" }),
      [`GET /admin/jobs/${ADMIN_JOB_ID}/applicants`]: okReply([]),
      [`GET /job/detail/${ADMIN_JOB_ID}`]: okReply({ ...detail(["2030-01-21"]), status: "completed" }),
    });
    const view = renderConsole(`/admin/jobs/${ADMIN_JOB_ID}`, "fr");
    expect(await view.findByRole("heading", { name: "Séances" })).toBeTruthy();
    expect(within(view.getByText("lundi 21 janv. 2030").closest("tr")!).getByText("Annulée")).toBeTruthy();
    expect(within(view.getByText("lundi 7 janv. 2030").closest("tr")!).getByText("Prévue")).toBeTruthy();
    expect(view.queryAllByRole("button", { name: /^Annuler la séance/ })).toHaveLength(0);
  });
});
