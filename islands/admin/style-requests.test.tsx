import { expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply } from "../../tests/fake-api.ts";
import type { StyleRequest } from "../../src/contracts/style-requests.ts";

const { renderConsole, userEvent } = await setUpConsole();

const REQUEST_ID = "01900000-0000-7000-8000-0000000000aa";
const request: StyleRequest = {
  id: REQUEST_ID,
  artistId: "01900000-0000-7000-8000-0000000000bb",
  artistName: "Amelia Tremblay",
  artistEmail: "amelia@example.com",
  style: "Jazz",
  styleId: "01900000-0000-7000-8000-0000000000cc",
  currentStyles: ["Ballet"],
  createdAt: new Date().toISOString(),
};
const LIST = "GET /admin/style-requests?page=1&limit=10";

test("style requests: each with the artist and its current styles; approve after asking, and the list moves on", async () => {
  let waiting = [request];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [LIST]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/style-requests/${REQUEST_ID}`]: () => {
      waiting = [];
      return okReply({ ...request, status: "approved", currentStyles: ["Ballet", "Jazz"] }, "Jazz added to Amelia Tremblay's styles");
    },
  });
  const view = renderConsole("/admin/style-requests");
  expect(await view.findByRole("link", { name: "Amelia Tremblay" })).toBeTruthy();
  expect(view.getByText("Jazz", { selector: ".badge" })).toBeTruthy();
  expect(view.getByText("Ballet", { selector: ".badge" })).toBeTruthy();
  expect(view.getByRole("link", { name: "Style requests" }).getAttribute("aria-current")).toBe("page");

  const user = userEvent.setup({ document });
  await user.click(view.getByRole("button", { name: "Approve" }));
  await user.click(view.getByRole("button", { name: "Yes, approve" }));
  expect(await view.findByText("Jazz added to Amelia Tremblay's styles")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "approved" });
  expect(await view.findByText("No style waits for review. Styles that approved artists add to their profile appear here.")).toBeTruthy();
});

test("a request decided meanwhile: the server's message, and the list reloads", async () => {
  let waiting = [request];
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [LIST]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/style-requests/${REQUEST_ID}`]: () => {
      waiting = [];
      return failReply(404, "Style request not found");
    },
  });
  const view = renderConsole("/admin/style-requests");
  const user = userEvent.setup({ document });
  await user.click(await view.findByRole("button", { name: "Decline" }));
  await user.click(view.getByRole("button", { name: "Yes, decline" }));
  expect(await view.findByText("Style request not found")).toBeTruthy();
  await waitFor(() => expect(view.queryByRole("link", { name: "Amelia Tremblay" })).toBeNull());
});
