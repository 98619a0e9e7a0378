import { describe, expect, test } from "bun:test";
import { useDom } from "../../tests/dom.ts";
import type { ArtistReview } from "../../src/features/reviews/reviews.contract.ts";
import { failReply, okReply } from "../../tests/fake-api.ts";

useDom("http://localhost:3000/artist");
// The app reads localStorage as it loads: import it once the DOM exists.
const { renderArtistApp, artistServer } = await import("../../tests/artist-app.tsx");
const { waitFor, within } = await import("@testing-library/react");
const { default: userEvent } = await import("@testing-library/user-event");

const NO_LOOKUPS = { types: [], styles: [], availabilities: [] };

const review = (id: string, overrides: Partial<ArtistReview> = {}): ArtistReview => ({
  id,
  rating: 4,
  comment: "Lovely with beginners.",
  studioName: "Pointe Studio",
  createdAt: "2026-12-03T15:00:00.000Z",
  reply: null,
  repliedAt: null,
  hidden: false,
  ...overrides,
});

describe("the artist's reviews", () => {
  test("listed with stars, studio and date; a hidden one flagged; the artist replies once and the reply shows in place of the form", async () => {
    let replied = false;
    const answered = review("r1");
    const seen = artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.url.pathname === "/api/review/mine") {
        const first = replied ? { ...answered, reply: "Thank you!", repliedAt: "2026-12-04T15:00:00.000Z" } : answered;
        return okReply(
          [first, review("r2", { rating: 1, comment: "Rude", hidden: true, reply: "Sorry to hear", repliedAt: "2026-12-02T15:00:00.000Z" })],
          "Success",
          2,
        );
      }
      if (req.method === "PUT" && req.url.pathname === "/api/review/r1/reply") {
        replied = true;
        return okReply({ ...answered, reply: "Thank you!" }, "Reply published");
      }
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/reviews");
    expect(await view.findByRole("heading", { name: "My reviews" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Reviews" }).getAttribute("aria-current")).toBe("page");
    const [first, second] = (await view.findAllByRole("article")).map((a) => within(a));
    expect(first!.getByRole("img", { name: "4.0 out of 5" })).toBeTruthy();
    expect(first!.getByText("Pointe Studio, Dec 3, 2026")).toBeTruthy();
    expect(second!.getByText("Hidden by the agency")).toBeTruthy();
    expect(second!.getByText("Sorry to hear")).toBeTruthy();
    // A replied review has no form.
    expect(second!.queryByRole("textbox")).toBeNull();

    const publish = first!.getByRole("button", { name: "Publish reply" }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    await user.type(first!.getByRole("textbox", { name: "Your reply" }), "Thank you!");
    await user.click(publish);
    await view.findByText("Reply published");
    expect(seen.find((r) => r.method === "PUT")!.body).toEqual({ reply: "Thank you!" });
    await waitFor(() => expect(view.getByText("Your reply, Dec 4, 2026")).toBeTruthy());
    expect(view.queryByRole("button", { name: "Publish reply" })).toBeNull();
  });

  test("a refused reply (already replied elsewhere) is toasted and keeps the text; no review: the empty state", async () => {
    artistServer("approved", NO_LOOKUPS, (req) => {
      if (req.url.pathname === "/api/review/mine") return okReply([review("r1")], "Success", 1);
      if (req.method === "PUT") return failReply(409, "You already replied to this review");
      return undefined;
    });
    const user = userEvent.setup({ document });
    const view = renderArtistApp("/artist/reviews");
    await user.type(await view.findByRole("textbox", { name: "Your reply" }), "Merci");
    await user.click(view.getByRole("button", { name: "Publish reply" }));
    await view.findByText("You already replied to this review");
    expect((view.getByRole("textbox", { name: "Your reply" }) as HTMLTextAreaElement).value).toBe("Merci");
    view.unmount();

    artistServer("approved", NO_LOOKUPS, (req) => (req.url.pathname === "/api/review/mine" ? okReply([], "Success", 0) : undefined));
    const empty = renderArtistApp("/artist/reviews");
    expect(await empty.findByText("No reviews yet. Studios can review you after a completed job.")).toBeTruthy();
  });
});
