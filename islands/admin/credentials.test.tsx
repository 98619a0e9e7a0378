import { expect, test } from "bun:test";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { failReply, okReply } from "../../tests/fake-api.ts";
import type { AdminCredential, CredentialReview, LapsedBooking } from "../../src/features/credentials/credentials.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const CHECK_ID = "01900000-0000-7000-8000-0000000000c1";
const waiting: AdminCredential = {
  id: CHECK_ID,
  kind: "vulnerable_sector_check",
  kindName: "Vulnerable sector check",
  issuedOn: "2026-10-01",
  status: "pending",
  reason: null,
  expiresOn: null,
  createdAt: "2026-10-02T15:00:00.000Z",
  artistId: "01900000-0000-7000-8000-0000000000a1",
  artistName: "Ada Lovelace",
  documentUrl: `/api/admin/credentials/${CHECK_ID}/document`,
};
const expiring: AdminCredential = {
  ...waiting,
  id: "01900000-0000-7000-8000-0000000000c2",
  kind: "first_aid",
  kindName: "First aid",
  status: "verified",
  expiresOn: "2026-12-20",
  artistName: "Bea Dance",
};

const lapsed: LapsedBooking = {
  jobId: "01900000-0000-7000-8000-0000000000d1",
  style: "Ballet",
  styleFr: "Ballet classique",
  studio: "Pointe Studio",
  artistId: "01900000-0000-7000-8000-0000000000e1",
  artistName: "Cleo Lapsed",
  firstDay: "2027-01-12",
  missing: ["vulnerable_sector_check"],
};

test("credentials: the agency downloads a waiting check, refuses it only with a reason; what expires soon and the bookings past a credential are listed; a kind is added", async () => {
  let review: CredentialReview = { awaiting: [waiting], expiring: [expiring], lapsed: [lapsed] };
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/credentials": () => okReply(review),
    "GET /admin/credential-kinds": () => okReply([{ key: "first_aid", name: "First aid", validityMonths: 36 }]),
    [`PUT /admin/credentials/${CHECK_ID}`]: (req) => {
      const body = req.body as { status: string; reason?: string };
      if (body.status === "refused" && !body.reason) return failReply(400, "A refusal needs a reason");
      review = { ...review, awaiting: [] };
      return okReply({ ...waiting, status: body.status, reason: body.reason ?? null }, "Decision saved");
    },
    "POST /admin/credential-kinds": () => okReply({ key: "cpr", name: "CPR", validityMonths: 12 }, "Credential kind added", 201),
  });
  const view = renderConsole("/admin/credentials");
  expect(await view.findByText("Ada Lovelace")).toBeTruthy();
  expect(view.getByRole("link", { name: "Credentials" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByRole("link", { name: "Download the Vulnerable sector check" }).getAttribute("href")).toBe(waiting.documentUrl);
  expect(view.getByText("Bea Dance")).toBeTruthy();
  expect(view.getByText("Expires Dec 20, 2026")).toBeTruthy();
  expect(view.getByText("First aid: valid 36 months")).toBeTruthy();
  expect(view.getByText("Cleo Lapsed")).toBeTruthy();
  expect(view.getByRole("link", { name: "Ballet at Pointe Studio" }).getAttribute("href")).toBe(`/admin/jobs/${lapsed.jobId}`);
  expect(view.getByText("From Jan 12, 2027: no valid vulnerable sector check")).toBeTruthy();

  const user = userEvent.setup({ document });
  await user.click(view.getByRole("button", { name: "Refuse" }));
  expect(view.getByText("Refuse Ada Lovelace's Vulnerable sector check?")).toBeTruthy();
  await user.click(view.getByRole("button", { name: "Yes, refuse" }));
  expect(await view.findByText("A refusal needs a reason")).toBeTruthy();
  await user.type(view.getByRole("textbox", { name: "Reason (the artist reads it)" }), "Unreadable scan");
  await user.click(view.getByRole("button", { name: "Yes, refuse" }));
  expect(await view.findByText("Decision saved")).toBeTruthy();
  expect(await view.findByText("No credential awaits review.")).toBeTruthy();
  const put = calls.filter((c) => c.method === "PUT").at(-1)!;
  expect(put.body).toEqual({ status: "refused", reason: "Unreadable scan" });

  await user.type(view.getByLabelText("Key (a-z, 0-9, _)"), "cpr");
  await user.type(view.getByLabelText("Name"), "CPR");
  await user.type(view.getByLabelText("Name (French)"), "RCR");
  await user.clear(view.getByLabelText("Validity (months)"));
  await user.type(view.getByLabelText("Validity (months)"), "12");
  await user.click(view.getByRole("button", { name: "Add the kind" }));
  expect(await view.findByText("Credential kind added")).toBeTruthy();
  expect(calls.find((c) => c.method === "POST")!.body).toEqual({ key: "cpr", name: "CPR", nameFr: "RCR", validityMonths: 12 });
});
