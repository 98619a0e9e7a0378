import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { MyOptIn, OptInState } from "../../src/features/jobs/jobs.contract.ts";
import { failReply, makeJob, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer, pagedReply } = await import("../../tests/artist-app.tsx");
const { waitFor, within } = await import("@testing-library/react");

const NO_LOOKUPS = { types: [], styles: [], availabilities: [] };

const optIn = (state: OptInState, studioName: string): MyOptIn => ({
  ...makeJob({ studioName, status: state === "waiting" ? "pending" : state === "cancelled" ? "cancelled" : "confirmed" }),
  optedInAt: "2026-12-03T15:00:00.000Z",
  optInState: state,
});

describe("a job the artist opted in to", () => {
  test("shows 'Opted in', disabled, with the date, and no 'Opt In' form", async () => {
    const job = { ...makeJob({ studioName: "Pointe Studio" }), optedInAt: "2026-12-03T15:00:00.000Z" };
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === `/api/job/detail/${job._id}` ? okReply(job) : undefined));
    const { findByRole, getByText, queryByRole } = renderArtistApp(`/artist/jobs/details/${job._id}`);
    const opted = await findByRole("button", { name: /Opted in/ });
    expect(opted.hasAttribute("disabled")).toBe(true);
    expect(getByText("You opted in on Dec 3, 2026. The agency will confirm the booking with you.")).toBeTruthy();
    expect(opted.getAttribute("aria-describedby")).toBe(getByText(/You opted in on/).id);
    expect(queryByRole("button", { name: "Opt In" })).toBeNull();
    expect(queryByRole("textbox", { name: "Additional Details" })).toBeNull();
  });

  test("'Withdraw my interest' while the job waits: DELETE, then the offers; refused, it says why and stays (en, fr)", async () => {
    const job = { ...makeJob({ studioName: "Pointe Studio" }), optedInAt: "2026-12-03T15:00:00.000Z" };
    let refuse = true;
    const seen = artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.url.pathname === `/api/job/detail/${job._id}`) return okReply(job);
      if (req.method === "DELETE" && req.url.pathname === `/api/job/job-accept/${job._id}`)
        return refuse ? failReply(409, "This job is already booked: your interest can no longer be withdrawn") : okReply(null, "Your interest is withdrawn");
      return undefined;
    });
    const { findByRole, findByText, router } = renderArtistApp(`/artist/jobs/details/${job._id}`);
    (await findByRole("button", { name: "Withdraw my interest" })).click();
    expect(await findByText("This job is already booked: your interest can no longer be withdrawn")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/artist/jobs/details/${job._id}`);
    refuse = false;
    (await findByRole("button", { name: "Withdraw my interest" })).click();
    expect(await findByText("Your interest is withdrawn")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/artist/jobs"));
    expect(seen.filter((r) => r.method === "DELETE")).toHaveLength(2);
  });

  test("in French, and not once the job is booked", async () => {
    const job = { ...makeJob({ studioName: "Pointe Studio" }), optedInAt: "2026-12-03T15:00:00.000Z" };
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === `/api/job/detail/${job._id}` ? okReply(job) : undefined));
    const fr = renderArtistApp(`/artist/jobs/details/${job._id}`, {}, "fr");
    expect(await fr.findByRole("button", { name: "Retirer ma candidature" })).toBeTruthy();
    fr.unmount();
    const booked = { ...job, status: "confirmed" as const };
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === `/api/job/detail/${job._id}` ? okReply(booked) : undefined));
    const en = renderArtistApp(`/artist/jobs/details/${job._id}`);
    await en.findByRole("button", { name: /Opted in/ });
    expect(en.queryByRole("button", { name: "Withdraw my interest" })).toBeNull();
  });

  test("not opted in yet (optedInAt null): the 'Opt In' form", async () => {
    const job = { ...makeJob({ studioName: "Pointe Studio" }), optedInAt: null };
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === `/api/job/detail/${job._id}` ? okReply(job) : undefined));
    const { findByRole, queryByRole } = renderArtistApp(`/artist/jobs/details/${job._id}`);
    expect((await findByRole("button", { name: "Opt In" })).hasAttribute("disabled")).toBe(false);
    expect(queryByRole("button", { name: /Opted in/ })).toBeNull();
  });
});

describe("My opt-ins", () => {
  test("each opt-in with its state as a badge; open ones link to the job, closed ones lead nowhere", async () => {
    const list = [optIn("waiting", "Waiting Studio"), optIn("confirmed", "Booked Studio"), optIn("taken", "Taken Studio"), optIn("cancelled", "Gone Studio")];
    const seen = artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === "/api/job/my-opt-ins" ? pagedReply(list, req) : undefined));
    const { findByText, getByRole, getAllByRole } = renderArtistApp("/artist/opt-ins");
    await findByText("Waiting Studio");
    expect(getByRole("heading", { level: 1 }).textContent).toBe("My opt-ins");
    expect(getByRole("link", { name: "My opt-ins" }).getAttribute("aria-current")).toBe("page");
    const rows = getAllByRole("listitem").filter((li) => li.querySelector(".job-row"));
    expect(rows.map((li) => within(li).getByText(/^(Waiting for the agency|Confirmed to you|Given to another artist|Cancelled)$/).textContent)).toEqual([
      "Waiting for the agency",
      "Confirmed to you",
      "Given to another artist",
      "Cancelled",
    ]);
    expect(rows.map((li) => li.querySelector("a")?.getAttribute("href") ?? null)).toEqual([
      `/artist/jobs/details/${list[0]!._id}`,
      `/artist/jobs/confirmed/${list[1]!._id}`,
      null,
      null,
    ]);
    expect(within(rows[0]!).getByText("Opted in Dec 3, 2026")).toBeTruthy();
    expect(seen.find((r) => r.url.pathname === "/api/job/my-opt-ins")!.url.search).toBe("?page=1&limit=10");
  });

  test("10 a page, the page in the URL", async () => {
    const list = Array.from({ length: 12 }, (_, i) => optIn("waiting", `Studio ${i + 1}`));
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === "/api/job/my-opt-ins" ? pagedReply(list, req) : undefined));
    const { findByText, getByRole, router } = renderArtistApp("/artist/opt-ins");
    await findByText("Studio 1");
    within(getByRole("navigation", { name: "Pages of your opt-ins" }))
      .getByRole("button", { name: "2" })
      .click();
    await findByText("Studio 11");
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  test("none yet: says so and leads to the offers", async () => {
    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === "/api/job/my-opt-ins" ? okReply([], "Success", 0) : undefined));
    const { findByText, getByRole } = renderArtistApp("/artist/opt-ins");
    await findByText("You have not opted in to any job yet.");
    expect(getByRole("link", { name: "See the job offers" }).getAttribute("href")).toBe("/artist/jobs");
  });
});
