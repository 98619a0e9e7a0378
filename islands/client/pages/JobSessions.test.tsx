import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import type { JobDetail } from "../../../src/features/jobs/jobs.contract.ts";
import { CLIENT, setUpClientApp } from "../../../tests/client-app.tsx";
import { fakeServer, makeJob, okReply } from "../../../tests/fake-api.ts";

const { renderClientApp, userEvent } = await setUpClientApp();

/** Weekly Monday classes that began years ago: one past session, then two ahead with one called off between them. */
function mondayClasses(): JobDetail {
  const hours = { startTime: "18:00", endTime: "19:30" };
  return {
    ...makeJob({ status: "confirmed", startDate: "2020-01-06", endDate: "2030-01-21", ...hours }),
    weekdays: [1],
    sessions: [
      { date: "2020-01-06", ...hours, status: "scheduled" },
      { date: "2030-01-07", ...hours, status: "scheduled" },
      { date: "2030-01-14", ...hours, status: "cancelled" },
      { date: "2030-01-21", ...hours, status: "scheduled" },
    ],
  };
}

/** The studio's job screen on the fake server: the job, and the cancel of one session answering the job with that day called off. */
function serve(job: JobDetail) {
  let current = job;
  const seen = fakeServer((req) => {
    if (req.url.pathname === `/api/job/detail/${job._id}`) return okReply(current);
    const cancel = req.url.pathname.match(new RegExp(`^/api/job/${job._id}/sessions/([0-9-]+)/cancel$`));
    if (req.method === "PUT" && cancel) {
      current = { ...current, sessions: current.sessions!.map((s) => (s.date === cancel[1] ? { ...s, status: "cancelled" as const } : s)) };
      return okReply(current, "Session cancelled: the job goes on");
    }
    return undefined;
  });
  return seen;
}

const rowOf = (cell: HTMLElement) => cell.closest("tr") as HTMLElement;

describe("the studio's job screen lists the job's sessions", () => {
  test("each session's date, hours and status; 'Cancel this session' on the future scheduled ones only", async () => {
    const job = mondayClasses();
    serve(job);
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    const table = within(await view.findByRole("table"));
    expect(view.getByRole("heading", { name: "Sessions" })).toBeTruthy();
    const rows = table.getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ["Monday, Jan 6, 2020", "6:00 PM – 7:30 PM", "Scheduled"],
      ["Monday, Jan 7, 2030", "6:00 PM – 7:30 PM", "Scheduled"],
      ["Monday, Jan 14, 2030", "6:00 PM – 7:30 PM", "Cancelled"],
      ["Monday, Jan 21, 2030", "6:00 PM – 7:30 PM", "Scheduled"],
    ]);
    const offered = view.getAllByRole("button", { name: /^Cancel the session of/ });
    expect(offered.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Cancel the session of Monday, Jan 7, 2030",
      "Cancel the session of Monday, Jan 21, 2030",
    ]);
    expect(offered.every((button) => button.textContent === "Cancel this session")).toBe(true);
  });

  test("from the keyboard: the question opens, Escape keeps the session; asked again and answered, the day is called off", async () => {
    const job = mondayClasses();
    const seen = serve(job);
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    const button = await view.findByRole("button", { name: "Cancel the session of Monday, Jan 7, 2030" });
    button.focus();
    await user.keyboard("{Enter}");
    const dialog = view.getByRole("dialog", { name: "Cancel the session of Monday, Jan 7, 2030?" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(view.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(seen.some((r) => r.method === "PUT")).toBe(false);

    await user.keyboard("{Enter}");
    const asked = within(view.getByRole("dialog"));
    expect(asked.getByText(/the other sessions of the job go on/)).toBeTruthy();
    asked.getByRole("button", { name: "Cancel this session" }).focus();
    await user.keyboard("{Enter}");
    await view.findByText("Session cancelled: the job goes on");
    expect(seen.filter((r) => r.method === "PUT").map((r) => r.url.pathname)).toEqual([`/api/job/${job._id}/sessions/2030-01-07/cancel`]);
    await waitFor(() => expect(within(rowOf(view.getByText("Monday, Jan 7, 2030"))).getByText("Cancelled")).toBeTruthy());
    expect(view.getAllByRole("button", { name: /^Cancel the session of/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      "Cancel the session of Monday, Jan 21, 2030",
    ]);
  });

  test("in French: the sessions, their statuses and the question", async () => {
    const job = mondayClasses();
    serve(job);
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${job._id}`, CLIENT, "fr");
    expect(await view.findByRole("heading", { name: "Séances" })).toBeTruthy();
    expect(within(rowOf(view.getByText("lundi 14 janv. 2030"))).getByText("Annulée")).toBeTruthy();
    expect(within(rowOf(view.getByText("lundi 7 janv. 2030"))).getByText("Prévue")).toBeTruthy();
    await user.click(view.getByRole("button", { name: "Annuler la séance du lundi 7 janv. 2030" }));
    const dialog = within(view.getByRole("dialog", { name: "Annuler la séance du lundi 7 janv. 2030\u00a0?" }));
    expect(dialog.getByRole("button", { name: "La garder" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Annuler cette séance" })).toBeTruthy();
  });
});
