import { describe, expect, test } from "bun:test";
import { fireEvent, waitFor, within } from "@testing-library/react";
import type { Job } from "../../../src/features/jobs/jobs.contract.ts";
import { fakeServer, makeConfirmedJob, makeJob, okReply, type SeenRequest } from "../../../tests/fake-api.ts";
import { CLIENT, setUpClientApp } from "../../../tests/client-app.tsx";

const { renderClientApp } = await setUpClientApp();

/** A server holding `pending` requests, `confirmed` and completed bookings and `drafts`, answering pages (of a status) as the API does. */
function bookingsServer(
  pending: Job[],
  confirmed: Job[],
  drafts: Job[] = [],
  changes: (req: SeenRequest) => ReturnType<typeof okReply> | undefined = () => undefined,
) {
  return fakeServer((req: SeenRequest) => {
    if (req.method !== "GET") return changes(req);
    const page = Number(req.url.searchParams.get("page") ?? 1);
    const limit = Number(req.url.searchParams.get("limit") ?? 10);
    const slice = (list: Job[]) => okReply(list.slice((page - 1) * limit, page * limit), "Success", list.length);
    if (req.url.pathname === "/api/job/user-pending-jobs") return slice(pending);
    const status = req.url.searchParams.get("status");
    if (req.url.pathname === "/api/job/user-confirmed-jobs") return slice(status ? confirmed.filter((j) => j.status === status) : confirmed);
    if (req.url.pathname === "/api/job/user-draft-jobs") return slice(drafts);
    if (req.url.pathname === "/api/auth/me") return okReply(CLIENT);
    return undefined;
  });
}

const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => makeJob({ studioName: `${prefix} ${i + 1}` }));
/** Bookings, each row headed by its artist's name. */
const booked = (n: number, prefix: string, status: "confirmed" | "completed" = "confirmed") =>
  Array.from({ length: n }, (_, i) => makeConfirmedJob({ username: `${prefix} ${i + 1}`, status }));

describe("my-bookings", () => {
  test("requests: 10 per page, pagination only with more than one page", async () => {
    const seen = bookingsServer(many(12, "Request"), booked(3, "Booking"));
    const { findByText, getAllByRole, getByRole, queryByRole, router } = renderClientApp("/client/my-bookings");

    await findByText("Request 1");
    expect(getByRole("tab", { name: "Booking Requests" }).getAttribute("aria-selected")).toBe("true");
    expect(getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/client/jobs/details/"))).toHaveLength(10);
    const pages = getByRole("navigation", { name: "Booking requests pages" });
    expect(within(pages).getByRole("button", { name: "Previous page" }).hasAttribute("disabled")).toBe(true);
    expect(within(pages).getByRole("button", { name: "1" }).getAttribute("aria-current")).toBe("page");
    const pendingCall = seen.find((r) => r.url.pathname === "/api/job/user-pending-jobs")!;
    expect(pendingCall.url.search).toBe("?page=1&limit=10");

    fireEvent.click(within(pages).getByRole("button", { name: "2" }));
    await findByText("Request 11");
    expect(getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/client/jobs/details/"))).toHaveLength(2);
    expect(router.state.location.search).toMatchObject({ tab: "requests", requests: 2 });
    expect(
      within(getByRole("navigation", { name: "Booking requests pages" }))
        .getByRole("button", { name: "Next page" })
        .hasAttribute("disabled"),
    ).toBe(true);

    // Three bookings fit one page: no pagination at all.
    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await findByText("Booking 1");
    expect(queryByRole("navigation", { name: "Confirmed jobs pages" })).toBeNull();
    expect(getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/client/jobs/confirmed/"))).toHaveLength(3);
  });

  test("each tab keeps its own page", async () => {
    bookingsServer(many(25, "Request"), booked(15, "Booking"));
    const { findByText, getByRole, router } = renderClientApp("/client/my-bookings");
    await findByText("Request 1");
    fireEvent.click(within(getByRole("navigation", { name: "Booking requests pages" })).getByRole("button", { name: "3" }));
    await findByText("Request 21");

    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await findByText("Booking 1");
    const confirmedPages = getByRole("navigation", { name: "Confirmed jobs pages" });
    expect(within(confirmedPages).getByRole("button", { name: "1" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(confirmedPages).getByRole("button", { name: "Next page" }));
    await findByText("Booking 11");

    fireEvent.click(getByRole("tab", { name: "Booking Requests" }));
    await findByText("Request 21");
    expect(
      within(getByRole("navigation", { name: "Booking requests pages" }))
        .getByRole("button", { name: "3" })
        .getAttribute("aria-current"),
    ).toBe("page");

    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await findByText("Booking 11");
    expect(router.state.location.search).toEqual({ tab: "confirmed", requests: 3, drafts: 1, confirmed: 2, completed: 1 });
  });

  test("rows as SPEC §3 shows them, an empty tab saying what fills it, 'Create New' to the form", async () => {
    bookingsServer(
      [
        makeJob({
          studioName: "Pointe Studio",
          rate: 45,
          city: "Ottawa",
          address: "12 Bank St, 2nd floor",
          startDate: "2026-12-05",
          endDate: "2026-12-05",
          startTime: "10:00",
          endTime: "13:00",
        }),
        makeJob({ studioName: "Week Camp", startDate: "2030-01-07", endDate: "2030-01-11", startTime: "09:00", endTime: "13:30" }),
      ],
      [],
    );
    const { findByText, getByText, getByRole } = renderClientApp("/client/my-bookings");
    const row = (await findByText("Pointe Studio")).closest("a")!;
    expect(row.textContent).toContain("$45.00/h");
    // The date and the hours, and the address as the studio wrote it (not the weekday and "Ottawa, CA").
    expect(row.querySelector(".job-row__when")?.textContent).toBe("Sat 5 Dec 2026, 10:00-13:00");
    expect(row.querySelector(".job-row__where")?.textContent).toBe("12 Bank St, 2nd floor, Ottawa");
    expect(row.textContent).not.toContain("Saturday");
    expect((await findByText("Week Camp")).closest("a")!.querySelector(".job-row__when")?.textContent).toBe("Mon 7 Jan 2030 – Fri 11 Jan 2030, 09:00-13:30");
    expect(row.textContent).toContain("a few seconds ago");
    expect(getByRole("link", { name: "Create New" }).getAttribute("href")).toBe("/client/booking-form");

    fireEvent.click(getByRole("tab", { name: "Confirmed Jobs" }));
    await waitFor(() => expect(getByText("No upcoming booking")).toBeTruthy());
    expect(getByText(/When the agency confirms an artist/)).toBeTruthy();
    expect(getByRole("link", { name: "See your requests" }).getAttribute("href")).toBe("/client/my-bookings?tab=requests");
    fireEvent.click(getByRole("tab", { name: "Completed" }));
    await waitFor(() => expect(getByText("No completed booking yet")).toBeTruthy());
    fireEvent.click(getByRole("tab", { name: "Drafts" }));
    await waitFor(() => expect(getByText("No draft")).toBeTruthy());
    expect(getByText(/Press Duplicate on any of your jobs/)).toBeTruthy();
  });

  test("a booking's row names who teaches it, headshot and name, with their profile beside; completed ones have their own tab", async () => {
    const upcoming = makeConfirmedJob({ studioName: "Pointe Studio", username: "Maya Singh", artistId: "0190aaaa-0000-7000-8000-000000000001" });
    const done = makeConfirmedJob({ studioName: "Pointe Studio", username: "Léo Tremblay", artistheadshot: null, status: "completed" });
    const seen = bookingsServer([], [upcoming, done]);
    const { findByText, getByRole, queryByText } = renderClientApp("/client/my-bookings?tab=confirmed");
    const row = (await findByText("Maya Singh")).closest("li")!;
    expect(queryByText("Pointe Studio")).toBeNull();
    expect(queryByText("Léo Tremblay")).toBeNull();
    expect(row.querySelector("img.job-row__photo")?.getAttribute("src")).toBe(upcoming.artistheadshot);
    expect(
      within(row)
        .getByRole("link", { name: /^Maya Singh/ })
        .getAttribute("href"),
    ).toBe(`/client/jobs/confirmed/${upcoming._id}`);
    expect(within(row).getByRole("link", { name: "Profile of Maya Singh" }).getAttribute("href")).toBe(`/artist/profile/${upcoming.artistId}`);
    expect(seen.find((r) => r.url.pathname === "/api/job/user-confirmed-jobs")!.url.searchParams.get("status")).toBe("confirmed");

    fireEvent.click(getByRole("tab", { name: "Completed" }));
    const doneRow = (await findByText("Léo Tremblay")).closest("li")!;
    expect(doneRow.querySelector(".job-row__photo--empty")?.textContent).toBe("L");
    expect(
      within(doneRow)
        .getByRole("link", { name: /^Léo Tremblay/ })
        .getAttribute("href"),
    ).toBe(`/client/jobs/confirmed/${done._id}`);
    expect(queryByText("Maya Singh")).toBeNull();
  });

  test("in French, a booking's profile link leads to the French profile", async () => {
    const upcoming = makeConfirmedJob({ username: "Maya Singh" });
    bookingsServer([], [upcoming]);
    const { findByRole } = renderClientApp("/client/my-bookings?tab=confirmed", CLIENT, "fr");
    expect((await findByRole("link", { name: "Profil de Maya Singh" })).getAttribute("href")).toBe(`/fr/artist/profile/${upcoming.artistId}`);
  });

  test("in French, the rows' days and hours as Québec writes them, through the same formatter", async () => {
    bookingsServer([makeJob({ studioName: "Pointe Studio", startDate: "2026-12-05", endDate: "2026-12-05", startTime: "10:00", endTime: "13:00" })], []);
    const { findByText } = renderClientApp("/client/my-bookings", CLIENT, "fr");
    const row = (await findByText("Pointe Studio")).closest("a")!;
    expect(row.querySelector(".job-row__when")?.textContent).toBe("sam. 5 déc. 2026, 10 h 00 à 13 h 00");
    expect(row.querySelector(".job-row__where")?.textContent).toBe("401 Richmond St W, Toronto");
  });

  test("drafts: their own tab, each row with 'Post', which posts it and opens the requests", async () => {
    const draft = makeJob({ studioName: "Weekly Ballet", status: "draft" });
    const seen = bookingsServer([], [], [draft], (req) =>
      req.method === "PUT" && req.url.pathname === `/api/job/post/${draft._id}`
        ? okReply({ ...draft, status: "pending" }, "Job posted successfully")
        : undefined,
    );
    const { findByText, router } = renderClientApp("/client/my-bookings?tab=drafts");
    const row = (await findByText("Weekly Ballet")).closest("li")!;
    expect(within(row).getByRole("link").getAttribute("href")).toBe(`/client/jobs/details/${draft._id}`);
    fireEvent.click(within(row).getByRole("button", { name: "Post" }));
    await findByText("Job posted successfully");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: "requests", requests: 1 }));
    expect(seen.some((r) => r.method === "PUT" && r.url.pathname === `/api/job/post/${draft._id}`)).toBe(true);
  });

  test("a page emptied meanwhile falls back to the last page with jobs", async () => {
    bookingsServer(many(4, "Request"), []);
    const { findByText, router } = renderClientApp("/client/my-bookings?requests=3");
    await findByText("Request 1");
    expect(router.state.location.search).toMatchObject({ requests: 1 });
  });

  test("a failed list says so with the server's message, and can be retried", async () => {
    let fail = true;
    fakeServer((req) => {
      if (req.url.pathname !== "/api/job/user-pending-jobs") return undefined;
      if (fail) return { status: 500, body: { status: false, message: "Database is resting", response: null } };
      return okReply([makeJob({ studioName: "Back Again" })], "Success", 1);
    });
    const { findByText, getByRole } = renderClientApp("/client/my-bookings");
    await findByText("Database is resting");
    await findByText("The jobs could not be loaded.");
    fail = false;
    fireEvent.click(getByRole("button", { name: "Try again" }));
    await findByText("Back Again");
  });
});
