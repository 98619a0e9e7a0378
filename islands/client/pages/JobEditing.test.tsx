import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { fakeServer, makeJob, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { BOOKING, setUpClientApp } from "../../../tests/client-app.tsx";

const { renderClientApp, userEvent } = await setUpClientApp();
const { dayjs } = await import("../../lib/format.ts");

const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");
const styles = [
  { id: "s1", name: "Ballet" },
  { id: "s2", name: "Tap" },
];

/** A server holding `jobs` by id, answering the studio's changes with `changes` (nothing else is found). */
function jobsServer(jobs: Job[], changes: (req: SeenRequest) => ReturnType<typeof okReply> | undefined = () => undefined) {
  return fakeServer((req) => {
    if (req.method !== "GET") return changes(req);
    const job = jobs.find((j) => req.url.pathname === `/api/job/detail/${j._id}` || req.url.pathname === `/api/job/user-confirmed-job-details/${j._id}`);
    if (job) return okReply(job);
    if (req.url.pathname === "/api/artist-style/list") return okReply(styles);
    if (req.url.pathname.startsWith("/api/job/user-")) return okReply([], "Success", 0);
    return undefined;
  });
}

const actionsOf = async (view: ReturnType<typeof renderClientApp>) => {
  await view.findByRole("heading", { level: 1 });
  const actions = view.container.querySelector(".job-view__actions") as HTMLElement;
  return [...actions.querySelectorAll("a, button")].map((e) => e.textContent);
};

describe("what the studio may do with a job, by its status", () => {
  test("a request: Edit, Duplicate, Cancel Request; a booking: Invoice, Add to calendar and Duplicate; a cancelled job: Duplicate", async () => {
    const pending = makeJob({ startDate: day(5), endDate: day(5) });
    const cancelled = makeJob({ status: "cancelled" });
    const draft = makeJob({ status: "draft" });
    jobsServer([pending, cancelled, draft, BOOKING]);
    // Each screen is unmounted before the next (not just removed from the page): nothing of it runs on afterwards.
    const actionsAt = async (path: string) => {
      const view = renderClientApp(path);
      const actions = await actionsOf(view);
      view.unmount();
      return actions;
    };
    expect(await actionsAt(`/client/jobs/details/${pending._id}`)).toEqual(["Edit", "Duplicate", "Cancel Request"]);
    expect(await actionsAt(`/client/jobs/details/${cancelled._id}`)).toEqual(["Duplicate"]);
    const draftView = renderClientApp(`/client/jobs/details/${draft._id}`);
    expect(await actionsOf(draftView)).toEqual(["Post", "Edit", "Duplicate", "Delete Draft"]);
    expect(draftView.getByText("Draft, not posted")).toBeTruthy();
    expect(draftView.getByText("Only you see this draft. Check its dates, then post it.")).toBeTruthy();
    draftView.unmount();
    expect(await actionsAt(`/client/jobs/confirmed/${BOOKING._id}`)).toEqual(["Invoice Details", "Add to calendar", "Duplicate"]);
  });

  test("Edit opens the posting form prefilled; saving sends PUT /job/update with what changed, then the job", async () => {
    const job = makeJob({ studioName: "Pointe Studio", style: "Tap", rate: 45.5, address: "12 Bank St", city: "Ottawa", startDate: day(5), endDate: day(6) });
    const seen = jobsServer([job], (req) =>
      req.method === "PUT" && req.url.pathname === `/api/job/update/${job._id}` ? okReply({ ...job, ...(req.body as object) }, "Job updated") : undefined,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    await user.click(await view.findByRole("link", { name: "Edit" }));
    await view.findByRole("heading", { name: "Edit the Job" });
    await view.findByRole("option", { name: "Tap" });
    const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
    expect([field("Studio name").value, field("Dance style").value, field("Rate ($/h)").value, field("Address").value, field("Start date").value]).toEqual([
      "Pointe Studio",
      "Tap",
      "45.5",
      "12 Bank St",
      day(5),
    ]);
    await user.clear(field("Start date"));
    await user.type(field("Start date"), day(12));
    await user.clear(field("End date"));
    await user.type(field("End date"), day(12));
    await user.click(view.getByRole("button", { name: "Save Changes" }));
    await view.findByText("Job updated");
    const put = seen.find((r) => r.method === "PUT")!;
    expect(put.body).toMatchObject({ studioName: "Pointe Studio", style: "Tap", rate: 45.5, city: "Ottawa", startDate: day(12), endDate: day(12) });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/client/jobs/details/${job._id}`));
  });

  test("weekly classes: the weekdays saved are ticked; the keyboard ticks another, and the update sends them in order", async () => {
    const job = makeJob({ startDate: day(5), endDate: day(40), weekdays: [2] });
    const seen = jobsServer([job], (req) =>
      req.method === "PUT" && req.url.pathname === `/api/job/update/${job._id}` ? okReply({ ...job, ...(req.body as object) }, "Job updated") : undefined,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/edit/${job._id}`);
    await view.findByRole("heading", { name: "Edit the Job" });
    await view.findByRole("option", { name: "Tap" });
    const tuesday = view.getByRole("checkbox", { name: /Tuesday/ }) as HTMLInputElement;
    const thursday = view.getByRole("checkbox", { name: /Thursday/ }) as HTMLInputElement;
    expect([tuesday.checked, thursday.checked]).toEqual([true, false]);
    thursday.focus();
    await user.keyboard(" ");
    expect(thursday.checked).toBe(true);
    await user.click(view.getByRole("button", { name: "Save Changes" }));
    await view.findByText("Job updated");
    expect(seen.find((r) => r.method === "PUT")!.body).toMatchObject({ weekdays: [2, 4] });
  });

  test("the server's refusal (an artist was confirmed meanwhile) is shown, and what was typed stays", async () => {
    const job = makeJob({ startDate: day(5), endDate: day(5) });
    jobsServer([job], () => ({
      status: 409,
      body: { status: false, message: "An artist is confirmed for this job: it can no longer be changed", response: null },
    }));
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/edit/${job._id}`);
    await view.findByRole("option", { name: "Ballet" });
    // The job's own values are in the form before the studio types over them.
    await view.findByDisplayValue(job.city);
    await user.clear(view.getByLabelText("City"));
    await user.type(view.getByLabelText("City"), "Laval");
    await user.click(view.getByRole("button", { name: "Save Changes" }));
    await view.findByText("An artist is confirmed for this job: it can no longer be changed");
    expect((view.getByLabelText("City") as HTMLInputElement).value).toBe("Laval");
    expect(view.router.state.location.pathname).toBe(`/client/jobs/edit/${job._id}`);
  });

  test("a booked job's edit form says it can no longer change, and sends nothing", async () => {
    const seen = jobsServer([makeJob({ _id: BOOKING._id, status: "confirmed" })]);
    const view = renderClientApp(`/client/jobs/edit/${BOOKING._id}`);
    expect(await view.findByRole("heading", { name: "This job can no longer be changed" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(seen.some((r) => r.method !== "GET")).toBe(false);
  });

  test("Duplicate makes a draft and opens it in the edit form, to change its dates", async () => {
    const job = makeJob({ studioName: "Weekly Ballet", startDate: day(3), endDate: day(3) });
    const copy = { ...job, _id: "01909999-0000-7000-8000-000000000000", status: "draft" as const };
    const seen = jobsServer([job, copy], (req) =>
      req.method === "POST" && req.url.pathname === `/api/job/duplicate/${job._id}`
        ? okReply(copy, "Draft created from this job: change what differs, then post it")
        : undefined,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${job._id}`);
    await user.click(await view.findByRole("button", { name: "Duplicate" }));
    await view.findByText("Draft created from this job: change what differs, then post it");
    await view.findByRole("heading", { name: "Edit the Draft" });
    expect(view.router.state.location.pathname).toBe(`/client/jobs/edit/${copy._id}`);
    expect((view.getByLabelText("Studio name") as HTMLInputElement).value).toBe("Weekly Ballet");
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  test("Delete Draft asks first, then deletes it through the cancel call and opens the drafts", async () => {
    const draft = makeJob({ status: "draft", style: "Tap" });
    const seen = jobsServer([draft], (req) =>
      req.method === "PUT" && req.url.pathname === `/api/job/cancel/${draft._id}` ? okReply(draft, "Draft deleted") : undefined,
    );
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/details/${draft._id}`);
    await user.click(await view.findByRole("button", { name: "Delete Draft" }));
    const dialog = within(view.getByRole("dialog", { name: "Delete this draft?" }));
    expect(dialog.getByText(/The Tap draft was never posted/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Keep It" }));
    expect(seen.some((r) => r.method === "PUT")).toBe(false);
    await user.click(view.getByRole("button", { name: "Delete Draft" }));
    await user.click(within(view.getByRole("dialog")).getByRole("button", { name: "Delete Draft" }));
    await view.findByText("Draft deleted");
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ tab: "drafts" }));
  });
});
