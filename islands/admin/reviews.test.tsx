import { expect, test } from "bun:test";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { AdminReview } from "../../src/features/reviews/reviews.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const REVIEW_ID = "01900000-0000-7000-8000-0000000000e1";
const unfair: AdminReview = {
  id: REVIEW_ID,
  rating: 1,
  comment: "Rude words",
  studioName: "Pointe Studio",
  createdAt: "2029-12-20T15:00:00.000Z",
  reply: "I am sorry you felt so.",
  repliedAt: "2029-12-21T15:00:00.000Z",
  hidden: false,
  hiddenReason: null,
  artistId: "01900000-0000-7000-8000-0000000000aa",
  artistName: "Maya Singh",
  jobId: "01900000-0000-7000-8000-0000000000j1",
};
const LIST = "GET /admin/reviews?page=1&limit=10";

test("reviews: the agency hides one with a reason, then shows it again", async () => {
  let current = unfair;
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [LIST]: () => okReply([current], "Success", 1),
    [`PUT /admin/reviews/${REVIEW_ID}`]: (req) => {
      const { hidden, reason } = req.body as { hidden: boolean; reason: string };
      current = { ...unfair, hidden, hiddenReason: hidden ? reason : null };
      return okReply(current, hidden ? "Review hidden" : "Review shown again");
    },
  });
  const view = renderConsole("/admin/reviews");
  expect(await view.findByText("Review of Maya Singh")).toBeTruthy();
  expect(view.getByRole("link", { name: "Reviews" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByRole("img", { name: "1.0 out of 5" })).toBeTruthy();
  expect(view.getByText("Reply from Maya Singh")).toBeTruthy();

  const user = userEvent.setup({ document });
  const hide = view.getByRole("button", { name: "Hide" }) as HTMLButtonElement;
  expect(hide.disabled).toBe(true);
  await user.type(view.getByRole("textbox", { name: "Reason for hiding" }), "Insults");
  await user.click(hide);
  expect(await view.findByText("Review hidden")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ hidden: true, reason: "Insults" });
  expect(await view.findByText("Hidden: Insults")).toBeTruthy();
  expect(view.getByText("Hidden", { selector: ".badge" })).toBeTruthy();

  await user.click(view.getByRole("button", { name: "Show again" }));
  expect(await view.findByText("Review shown again")).toBeTruthy();
  expect(calls.filter((c) => c.method === "PUT")[1]!.body).toMatchObject({ hidden: false });
  expect(await view.findByRole("button", { name: "Hide" })).toBeTruthy();
});

test("reviews: none yet says so", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), [LIST]: () => okReply([], "Success", 0) });
  const view = renderConsole("/admin/reviews");
  expect(await view.findByText("No reviews yet.")).toBeTruthy();
});
