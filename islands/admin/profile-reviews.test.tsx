import { expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply } from "../../tests/fake-api.ts";
import type { ProfileChange } from "../../src/features/artists/profile-changes.contract.ts";
import type { StyleRequest } from "../../src/features/artists/style-requests.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const REQUEST_ID = "01900000-0000-7000-8000-0000000000aa";
const ARTIST_ID = "01900000-0000-7000-8000-0000000000bb";
const request: StyleRequest = {
  id: REQUEST_ID,
  artistId: ARTIST_ID,
  artistName: "Amelia Tremblay",
  artistEmail: "amelia@example.com",
  style: "Jazz",
  styleId: "01900000-0000-7000-8000-0000000000cc",
  currentStyles: ["Ballet"],
  createdAt: new Date().toISOString(),
};
const STYLES = "GET /admin/style-requests?page=1&limit=10";

const CHANGE_ID = "01900000-0000-7000-8000-0000000000dd";
const asked = new Date().toISOString();
const change: ProfileChange = {
  id: CHANGE_ID,
  artistId: ARTIST_ID,
  artistEmail: "amelia@example.com",
  name: "Amelia Tremblay",
  newName: "Amelia Tremblay-Roy",
  bio: "Ballet teacher.",
  newBio: "Ballet and jazz teacher.\nRAD syllabus.",
  asked: "both",
  createdAt: asked,
  updatedAt: asked,
};
const TEXTS = "GET /admin/profile-changes?page=1&limit=10";

test("names and bios: each change beside the approved text; declined with a reason, and the list moves on", async () => {
  let waiting = [change];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [TEXTS]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/profile-changes/${CHANGE_ID}`]: () => {
      waiting = [];
      return okReply({ ...change, status: "rejected" }, "Change declined: Amelia Tremblay's profile stays as it was");
    },
  });
  const view = renderConsole("/admin/profile-reviews");
  expect(await view.findByRole("link", { name: "Amelia Tremblay" })).toBeTruthy();
  expect(view.getByRole("link", { name: "Profile reviews" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByRole("tab", { name: "Names and bios" }).getAttribute("aria-selected")).toBe("true");
  const name = within(view.getByRole("region", { name: "Name" }));
  expect(name.getByText("Now").nextElementSibling?.textContent).toBe("Amelia Tremblay");
  expect(name.getByText("Asked for").nextElementSibling?.textContent).toBe("Amelia Tremblay-Roy");
  const bio = within(view.getByRole("region", { name: "Bio" }));
  expect(bio.getByText("Asked for").nextElementSibling?.textContent).toBe("Ballet and jazz teacher.\nRAD syllabus.");

  const user = userEvent.setup({ document });
  await user.click(view.getByRole("button", { name: "Decline" }));
  expect(view.getByRole("group", { name: "Decline Amelia Tremblay's change?" })).toBeTruthy();
  await user.type(view.getByLabelText("Reason for the artist (optional, in their notification)"), "  Use your full name.  ");
  await user.click(view.getByRole("button", { name: "Yes, decline" }));
  expect(await view.findByText("Change declined: Amelia Tremblay's profile stays as it was")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "rejected", reason: "Use your full name." });
  expect(await view.findByText("No new name or bio waits for review. What approved artists change in theirs appears here.")).toBeTruthy();
});

test("approving asks what goes on the profile; an approval sends no reason", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [TEXTS]: () => okReply([{ ...change, newName: null, asked: "bio" }], "Success", 1),
    [`PUT /admin/profile-changes/${CHANGE_ID}`]: () => okReply({ ...change, status: "approved" }, "Amelia Tremblay's profile shows the change now"),
  });
  const view = renderConsole("/admin/profile-reviews");
  const user = userEvent.setup({ document });
  await user.click(await view.findByRole("button", { name: "Approve" }));
  expect(view.getByRole("group", { name: "Put this bio on Amelia Tremblay's profile?" })).toBeTruthy();
  expect(view.queryByRole("region", { name: "Name" })).toBeNull();
  await user.click(view.getByRole("button", { name: "Yes, approve" }));
  expect(await view.findByText("Amelia Tremblay's profile shows the change now")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "approved" });
});

test("a change the artist edited or someone decided meanwhile: the server's message, and the list reloads", async () => {
  let waiting = [change];
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [TEXTS]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/profile-changes/${CHANGE_ID}`]: () => {
      waiting = [];
      return failReply(404, "Profile change not found: it was decided, withdrawn or edited meanwhile");
    },
  });
  const view = renderConsole("/admin/profile-reviews");
  const user = userEvent.setup({ document });
  await user.click(await view.findByRole("button", { name: "Approve" }));
  await user.click(view.getByRole("button", { name: "Yes, approve" }));
  expect(await view.findByText("Profile change not found: it was decided, withdrawn or edited meanwhile")).toBeTruthy();
  await waitFor(() => expect(view.queryByRole("link", { name: "Amelia Tremblay" })).toBeNull());
});

test("styles: each request with the artist and its current styles; approve after asking, and the list moves on", async () => {
  let waiting = [request];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [TEXTS]: () => okReply([], "Success", 0),
    [STYLES]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/style-requests/${REQUEST_ID}`]: () => {
      waiting = [];
      return okReply({ ...request, status: "approved", currentStyles: ["Ballet", "Jazz"] }, "Jazz added to Amelia Tremblay's styles");
    },
  });
  const view = renderConsole("/admin/profile-reviews");
  const user = userEvent.setup({ document });
  await user.click(await view.findByRole("tab", { name: "Styles" }));
  expect(await view.findByRole("link", { name: "Amelia Tremblay" })).toBeTruthy();
  expect(view.router.state.location.search).toEqual({ tab: "styles", page: 1 });
  expect(view.getByText("Jazz", { selector: ".badge" })).toBeTruthy();
  expect(view.getByText("Ballet", { selector: ".badge" })).toBeTruthy();

  await user.click(view.getByRole("button", { name: "Approve" }));
  await user.click(view.getByRole("button", { name: "Yes, approve" }));
  expect(await view.findByText("Jazz added to Amelia Tremblay's styles")).toBeTruthy();
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "approved" });
  expect(await view.findByText("No style waits for review. Styles that approved artists add to their profile appear here.")).toBeTruthy();
});

test("a style request decided meanwhile: the server's message, and the list reloads", async () => {
  let waiting = [request];
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [STYLES]: () => okReply(waiting, "Success", waiting.length),
    [`PUT /admin/style-requests/${REQUEST_ID}`]: () => {
      waiting = [];
      return failReply(404, "Style request not found");
    },
  });
  const view = renderConsole("/admin/profile-reviews?tab=styles");
  const user = userEvent.setup({ document });
  await user.click(await view.findByRole("button", { name: "Decline" }));
  await user.click(view.getByRole("button", { name: "Yes, decline" }));
  expect(await view.findByText("Style request not found")).toBeTruthy();
  await waitFor(() => expect(view.queryByRole("link", { name: "Amelia Tremblay" })).toBeNull());
});
