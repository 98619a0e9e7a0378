import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeServer, makeConfirmedJob, okReply, failReply } from "../../../tests/fake-api.ts";
import { setUpClientApp } from "../../../tests/client-app.tsx";
import type { PublicReview } from "../../../src/features/reviews/reviews.contract.ts";

const { renderClientApp, userEvent } = await setUpClientApp();

const completed = makeConfirmedJob({ status: "completed", username: "Maya Singh" });
const review: PublicReview = {
  id: "01900000-0000-7000-8000-0000000000r1",
  rating: 4,
  comment: "Punctual and warm.",
  studioName: "Pointe Studio",
  createdAt: "2029-12-20T15:00:00.000Z",
  reply: null,
  repliedAt: null,
};

/** The server of a completed booking with no review yet; `post` answers the review's POST. */
function serve(post: () => ReturnType<typeof okReply>, existing: PublicReview | null = null) {
  return fakeServer((req) => {
    if (req.url.pathname === `/api/job/user-confirmed-job-details/${completed._id}`) return okReply(completed);
    if (req.url.pathname === `/api/review/job/${completed._id}`) return okReply({ review: existing });
    if (req.method === "POST" && req.url.pathname === "/api/review") return post();
    return undefined;
  });
}

describe("jobs/confirmed/:jobId, completed: the studio's review", () => {
  test("stars chosen by keyboard, a comment, published once; the review then shows in place of the form", async () => {
    const seen = serve(() => okReply({ ...review, rating: 5, comment: "Our students adored her." }, "Thank you: your review is published"));
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/confirmed/${completed._id}`);
    expect(await view.findByRole("heading", { name: "How did it go? Review Maya Singh" })).toBeTruthy();

    // Without a rating: said beside the stars, nothing sent.
    await user.click(view.getByRole("button", { name: "Publish review" }));
    expect(view.getByRole("alert").textContent).toBe("Choose a rating from 1 to 5 stars");
    expect(seen.some((r) => r.method === "POST")).toBe(false);

    // The group is one stop for Tab; the arrow keys move the choice.
    const group = within(view.getByRole("group", { name: "Rating" }));
    await user.click(group.getByRole("radio", { name: "3 stars" }));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect((group.getByRole("radio", { name: "5 stars" }) as HTMLInputElement).checked).toBe(true);
    expect(view.queryByRole("alert")).toBeNull();
    await user.type(view.getByLabelText("Comment (optional)"), "Our students adored her.");
    await user.click(view.getByRole("button", { name: "Publish review" }));

    await view.findByText("Thank you: your review is published");
    const sent = seen.find((r) => r.method === "POST")!;
    expect(sent.body).toEqual({ jobId: completed._id, rating: 5, comment: "Our students adored her." });
    expect(await view.findByRole("heading", { name: "Your review of Maya Singh" })).toBeTruthy();
    expect(view.getByRole("img", { name: "5.0 out of 5" })).toBeTruthy();
    expect(view.getByText("Our students adored her.")).toBeTruthy();
    expect(view.queryByRole("button", { name: "Publish review" })).toBeNull();
  });

  test("a refusal (already reviewed) is toasted and the form keeps what was typed", async () => {
    serve(() => failReply(409, "You already reviewed this job"));
    const user = userEvent.setup({ document });
    const view = renderClientApp(`/client/jobs/confirmed/${completed._id}`);
    await user.click(await view.findByRole("radio", { name: "2 stars" }));
    await user.type(view.getByLabelText("Comment (optional)"), "Late twice");
    await user.click(view.getByRole("button", { name: "Publish review" }));
    await view.findByText("You already reviewed this job");
    expect((view.getByLabelText("Comment (optional)") as HTMLTextAreaElement).value).toBe("Late twice");
  });

  test("a review left earlier shows with the artist's reply; a booking not completed has no review panel", async () => {
    serve(() => okReply(null), { ...review, reply: "Thank you!", repliedAt: "2029-12-21T15:00:00.000Z" });
    const view = renderClientApp(`/client/jobs/confirmed/${completed._id}`);
    expect(await view.findByRole("heading", { name: "Your review of Maya Singh" })).toBeTruthy();
    expect(view.getByText("Maya Singh replied")).toBeTruthy();
    expect(view.getByText("Thank you!")).toBeTruthy();
    expect(view.getByRole("img", { name: "4.0 out of 5" })).toBeTruthy();
    view.unmount();

    const booked = makeConfirmedJob({ status: "confirmed" });
    const seen = fakeServer((req) => (req.url.pathname === `/api/job/user-confirmed-job-details/${booked._id}` ? okReply(booked) : undefined));
    const later = renderClientApp(`/client/jobs/confirmed/${booked._id}`);
    expect(await later.findByRole("link", { name: "Invoice Details" })).toBeTruthy();
    await waitFor(() => expect(later.queryByRole("heading", { name: /Review/ })).toBeNull());
    expect(seen.some((r) => r.url.pathname.startsWith("/api/review"))).toBe(false);
  });
});
