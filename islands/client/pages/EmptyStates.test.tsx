import { describe, expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { CLIENT, setUpClientApp } from "../../../tests/client-app.tsx";
import { fakeServer, makeConfirmedJob, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { findSkeleton, holdCalls } from "../../../tests/island-kit.tsx";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";

/** The studio's empty lists say what to do next; its lists show a skeleton while they load. */

const { renderClientApp } = await setUpClientApp();

/** A server holding `pending` requests and bookings, upcoming and completed, answering each status apart. */
function studioServer(pending: Job[], confirmed: Job[]) {
  return fakeServer((req: SeenRequest) => {
    if (req.url.pathname === "/api/auth/me") return okReply(CLIENT);
    if (req.url.pathname === "/api/job/user-pending-jobs") return okReply(pending, "Success", pending.length);
    if (req.url.pathname === "/api/job/user-confirmed-jobs") {
      const of = confirmed.filter((j) => j.status === req.url.searchParams.get("status"));
      return okReply(of, "Success", of.length);
    }
    return undefined;
  });
}

describe("the studio's empty states", () => {
  test("a studio with no job at all is asked to post its first one, linking to the form", async () => {
    studioServer([], []);
    const view = renderClientApp("/client/dashboard");
    const first = await view.findByRole("link", { name: "Post your first job" });
    expect(first.getAttribute("href")).toBe("/client/booking-form");
    expect(view.getByText(/You have not posted a job yet/)).toBeTruthy();
  });

  test("with a booking but no request: bookings say how they come, requests offer to post a job", async () => {
    studioServer([], [makeConfirmedJob({ username: "Maya Singh" })]);
    const dashboard = renderClientApp("/client/dashboard");
    await dashboard.findByText("Maya Singh");
    expect(dashboard.queryByRole("link", { name: "Post your first job" })).toBeNull();
    dashboard.unmount();

    const bookings = renderClientApp("/client/my-bookings");
    expect((await bookings.findByRole("link", { name: "Post a job" })).getAttribute("href")).toBe("/client/booking-form");
    expect(bookings.getByText("No request waiting")).toBeTruthy();
  });

  test("with completed bookings only: 'Confirmed bookings' counts none (they are done), the way to the requests, no first-job prompt", async () => {
    studioServer([], [makeConfirmedJob({ username: "Léo Tremblay", status: "completed" }), makeConfirmedJob({ status: "completed" })]);
    const view = renderClientApp("/client/dashboard");
    const completed = await view.findByRole("link", { name: /Completed bookings/ });
    await waitFor(() => expect(completed.textContent).toBe("2Completed bookings"));
    expect(completed.getAttribute("href")).toBe("/client/my-bookings?tab=completed");
    expect(view.getByRole("link", { name: /Confirmed bookings/ }).textContent).toBe("0Confirmed bookings");
    expect(await view.findByText("No upcoming booking")).toBeTruthy();
    expect(view.getByRole("link", { name: "See your requests" }).getAttribute("href")).toBe("/client/my-bookings?tab=requests");
    expect(view.queryByText("Léo Tremblay")).toBeNull();
    expect(view.queryByRole("link", { name: "Post your first job" })).toBeNull();
  });

  test("in French", async () => {
    studioServer([], []);
    const view = renderClientApp("/client/dashboard", CLIENT, "fr");
    expect((await view.findByRole("link", { name: "Publier votre première offre" })).getAttribute("href")).toBe("/client/booking-form");
  });

  test("while the jobs load, a skeleton stands in for the rows, named for screen readers", async () => {
    studioServer([], []);
    holdCalls("/api/job/");
    const view = renderClientApp("/client/my-bookings");
    const loading = await findSkeleton(view.container);
    expect(loading.getAttribute("role")).toBe("status");
    expect(loading.textContent).toBe("Loading data ...");
    expect(loading.querySelectorAll(".skeleton__row").length).toBeGreaterThan(0);
  });
});
