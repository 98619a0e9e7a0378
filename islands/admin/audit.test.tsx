import { expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { AuditRow } from "../../src/features/audit/audit.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const ARTIST_ID = "01900000-0000-7000-8000-0000000000aa";
const approval: AuditRow = {
  id: "01900000-0000-7000-8000-0000000000f1",
  at: "2029-12-20T15:00:00.000Z",
  actorUserId: "01900000-0000-7000-8000-0000000000c1",
  actorName: "Noor Haddad",
  action: "artist.approved",
  entityType: "artist",
  entityId: ARTIST_ID,
  changes: { status: ["pending", "approved"] },
  ip: "203.0.113.9",
  userAgent: "Firefox",
};

test("audit log: each row says who did what to which record and what changed; filters narrow it and the CSV follows them", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/audit?page=1&pageSize=10": okReply([approval], "Success", 1),
    [`GET /admin/audit?action=artist.approved&entityId=${ARTIST_ID}&page=1&pageSize=10`]: okReply([approval], "Success", 1),
  });
  const view = renderConsole("/admin/audit");
  // The action in words, its code beside it.
  expect(await view.findByText("Artist approved")).toBeTruthy();
  expect(view.getByText("artist.approved").tagName).toBe("CODE");
  expect(view.getByText("By Noor Haddad")).toBeTruthy();
  expect(view.getByText(`artist ${ARTIST_ID}`)).toBeTruthy();
  expect(view.getByText(/pending → approved/)).toBeTruthy();
  expect(view.getByText("From 203.0.113.9")).toBeTruthy();

  const user = userEvent.setup({ document });
  await user.type(view.getByRole("textbox", { name: "Action" }), "artist.approved");
  await user.type(view.getByRole("textbox", { name: "Record id" }), ARTIST_ID);
  await user.click(view.getByRole("button", { name: "Show" }));
  await waitFor(() => expect(calls.some((c) => c.url.search.includes("action=artist.approved"))).toBe(true));
  expect(view.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(`/api/admin/audit.csv?action=artist.approved&entityId=${ARTIST_ID}`);
});

test("audit log: in French", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /admin/audit?page=1&pageSize=10": okReply([], "Success", 0) });
  const view = renderConsole("/admin/audit", "fr");
  expect(await view.findByRole("heading", { name: "Journal d’audit", level: 1 })).toBeTruthy();
  expect(await view.findByText("Rien ne correspond à ces filtres.")).toBeTruthy();
});

test("audit log: the actions read in French, and a code this build does not know shows as it is", async () => {
  const unknown = { ...approval, id: "01900000-0000-7000-8000-0000000000f2", action: "report.downloaded" };
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /admin/audit?page=1&pageSize=10": okReply([approval, unknown], "Success", 2) });
  const view = renderConsole("/admin/audit", "fr");
  expect(await view.findByText("Artiste approuvé")).toBeTruthy();
  expect(view.getByText("artist.approved").tagName).toBe("CODE");
  expect(view.getByText("report.downloaded").tagName).toBe("STRONG");
});
