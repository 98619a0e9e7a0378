import { expect, test } from "bun:test";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { fakeAdminApi, NO_COUNTS, OWNER_ACCOUNT, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply } from "../../tests/fake-api.ts";
import type { PolicyDocument, PrivacyIncidentRow, PrivacyOfficer, PrivacyRequestRow } from "../../src/features/privacy/privacy.contract.ts";

const { renderConsole, userEvent } = await setUpConsole();

const REQUEST_ID = "01900000-0000-7000-8000-0000000000d1";

const policies: PolicyDocument[] = [
  { kind: "terms", version: 1, effectiveDate: "2026-01-01", text: "# Terms\n\nThe product's terms.", textFr: "# Conditions", published: false },
  { kind: "privacy", version: 3, effectiveDate: "2026-10-15", text: "# Privacy\n\nWhat we keep.", textFr: "# Confidentialité", published: true },
  { kind: "cookies", version: 1, effectiveDate: "2026-01-01", text: "# Cookies", textFr: "# Témoins", published: false },
];

// Received long ago: its 30 days are over.
const request: PrivacyRequestRow = {
  id: REQUEST_ID,
  kind: "access",
  name: "Léa Tremblay",
  email: "lea@example.ca",
  details: "Please send me everything you keep about my account lea@example.ca.",
  locale: "fr",
  status: "received",
  answer: null,
  answeredAt: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  dueAt: "2026-02-04T15:00:00.000Z",
};
const answered: PrivacyRequestRow = {
  ...request,
  id: "01900000-0000-7000-8000-0000000000d2",
  kind: "deletion",
  name: "Sam Okafor",
  email: "sam@example.ca",
  status: "refused",
  answer: "We must keep your invoices for six years.",
  answeredAt: "2026-01-20T15:00:00.000Z",
};

const incident: PrivacyIncidentRow = {
  id: "01900000-0000-7000-8000-0000000000e1",
  occurredAt: "2026-03-02T14:00:00.000Z",
  description: "A laptop with exported invoices was stolen from a car.",
  affected: "Twelve studios' names and addresses",
  riskOfSeriousInjury: false,
  notified: true,
  recordedBy: "Agency",
  createdAt: "2026-03-03T10:00:00.000Z",
};

const officer: PrivacyOfficer = { name: "Marie Gagnon", title: "Director", email: "privacy@agency.ca" };

test("policies: each kind with its version or the product's text; publishing sends both texts and the date", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/policies": okReply(policies),
    "PUT /admin/policies/terms": (req) => okReply({ ...policies[0], ...(req.body as object), version: 2, published: true }, "New version published"),
  });
  const view = renderConsole("/admin/privacy");
  const terms = within(await view.findByRole("form", { name: "Terms of use" }));
  expect(view.getByRole("heading", { name: "Privacy and legal", level: 1 })).toBeTruthy();
  expect(view.getByRole("link", { name: "Privacy" }).getAttribute("aria-current")).toBe("page");
  expect(view.getByRole("tab", { name: "Policies" }).getAttribute("aria-selected")).toBe("true");
  expect(terms.getByText("The product's own text: publish yours to replace it.")).toBeTruthy();
  expect(terms.getByText("Publishing the terms or the privacy policy asks every user to accept them again.")).toBeTruthy();
  const privacy = within(view.getByRole("form", { name: "Privacy policy" }));
  expect(privacy.getByText("Version 3, in effect since Oct 15, 2026")).toBeTruthy();
  expect((privacy.getByRole("textbox", { name: "Text (English)" }) as HTMLTextAreaElement).value).toBe("# Privacy\n\nWhat we keep.");
  expect(within(view.getByRole("form", { name: "Cookies" })).queryByText(/asks every user/)).toBeNull();

  const user = userEvent.setup({ document });
  for (const [name, text] of [
    ["Text (English)", "Our own terms."],
    ["Text (French)", "Nos propres conditions."],
    ["Effective date", "2026-12-01"],
  ] as const) {
    await user.clear(terms.getByLabelText(name));
    await user.type(terms.getByLabelText(name), text);
  }
  await user.click(terms.getByRole("button", { name: "Publish a new version" }));
  expect(await view.findByText("New version published")).toBeTruthy();
  expect(calls.filter((r) => r.method === "PUT").map((r) => [r.url.pathname, r.body])).toEqual([
    ["/api/admin/policies/terms", { text: "Our own terms.", textFr: "Nos propres conditions.", effectiveDate: "2026-12-01" }],
  ]);
});

test("requests: newest first with the deadline passed; the answer is sent with its status, and an answered one shows its answer", async () => {
  let rows = [request, answered];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/privacy-requests?page=1&limit=10": () => okReply(rows, "Success", rows.length),
    [`PUT /admin/privacy-requests/${REQUEST_ID}`]: (req) => {
      const body = req.body as { status: "completed"; answer: string };
      rows = rows.map((r) => (r.id === REQUEST_ID ? { ...r, ...body, answeredAt: "2026-11-29T15:00:00.000Z" } : r));
      return okReply(rows[0], "Answer sent");
    },
  });
  const view = renderConsole("/admin/privacy?tab=requests");
  const lea = within((await view.findByText("Léa Tremblay")).closest("li")!);
  expect(lea.getByText("To answer", { selector: ".badge" })).toBeTruthy();
  expect(lea.getByText("Access")).toBeTruthy();
  expect(lea.getByText("Overdue since Feb 4, 2026")).toBeTruthy();
  expect(lea.getByText("Please send me everything you keep about my account lea@example.ca.")).toBeTruthy();
  const sam = within(view.getByText("Sam Okafor").closest("li")!);
  expect(sam.getByText("Refused", { selector: ".badge" })).toBeTruthy();
  expect(sam.getByText("We must keep your invoices for six years.")).toBeTruthy();
  expect(sam.queryByRole("button", { name: "Send: done" })).toBeNull();

  const user = userEvent.setup({ document });
  await user.type(lea.getByRole("textbox", { name: "Answer" }), "Here is your file, attached.");
  await user.click(lea.getByRole("button", { name: "Send: done" }));
  expect(await view.findByText("Answer sent")).toBeTruthy();
  await waitFor(() => expect(within(view.getByText("Léa Tremblay").closest("li")!).getByText("Done", { selector: ".badge" })).toBeTruthy());
  expect(calls.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([{ status: "completed", answer: "Here is your file, attached." }]);
});

test("incidents: the register lists each entry; recording one posts its five facts and lists it", async () => {
  let register = [incident];
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/privacy-incidents?page=1&limit=10": () => okReply(register, "Success", register.length),
    "POST /admin/privacy-incidents": (req) => {
      const recorded = {
        ...(req.body as PrivacyIncidentRow),
        id: "01900000-0000-7000-8000-0000000000e2",
        recordedBy: "Agency",
        createdAt: "2026-11-29T15:00:00.000Z",
      };
      register = [recorded, ...register];
      return { ...okReply(recorded, "Incident recorded"), status: 201 };
    },
  });
  const view = renderConsole("/admin/privacy?tab=incidents");
  const stolen = within((await view.findByText("A laptop with exported invoices was stolen from a car.")).closest("li")!);
  expect(stolen.getByText("Twelve studios' names and addresses")).toBeTruthy();
  expect(stolen.getByText("No")).toBeTruthy();
  expect(stolen.getByText("Yes")).toBeTruthy();
  expect(stolen.getByText("Recorded by Agency on Mar 3, 2026")).toBeTruthy();

  fireEvent.change(view.getByLabelText("When it happened"), { target: { value: "2026-11-20T14:30" } });
  fireEvent.change(view.getByRole("textbox", { name: "What happened" }), { target: { value: "A mail with a résumé went to the wrong studio." } });
  fireEvent.change(view.getByRole("textbox", { name: "Who and what information it touched" }), { target: { value: "One artist's résumé" } });
  fireEvent.click(view.getByRole("checkbox", { name: "Risk of serious injury" }));
  fireEvent.click(view.getByRole("button", { name: "Record the incident" }));
  expect(await view.findByText("Incident recorded")).toBeTruthy();
  expect(await view.findByText("A mail with a résumé went to the wrong studio.")).toBeTruthy();
  expect(calls.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
    {
      occurredAt: new Date("2026-11-20T14:30").toISOString(),
      description: "A mail with a résumé went to the wrong studio.",
      affected: "One artist's résumé",
      riskOfSeriousInjury: true,
      notified: false,
    },
  ]);
});

test("person in charge: the form shows who is named and saves the three fields", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/settings/privacy": okReply(officer),
    "PUT /admin/settings/privacy": (req) => okReply(req.body, "Person in charge saved"),
  });
  const view = renderConsole("/admin/privacy?tab=officer");
  const name = (await view.findByRole("textbox", { name: "Name" })) as HTMLInputElement;
  expect(name.value).toBe("Marie Gagnon");
  expect((view.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement).value).toBe("privacy@agency.ca");
  const user = userEvent.setup({ document });
  await user.clear(view.getByRole("textbox", { name: "Job title" }));
  await user.type(view.getByRole("textbox", { name: "Job title" }), "Privacy officer");
  await user.click(view.getByRole("button", { name: "Save" }));
  expect(await view.findByText("Person in charge saved")).toBeTruthy();
  expect(calls.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([{ name: "Marie Gagnon", title: "Privacy officer", email: "privacy@agency.ca" }]);
});

test("privacy in French: the screen, its tabs and a request read in French", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/privacy-requests?page=1&limit=10": okReply([request], "Success", 1),
  });
  const view = renderConsole("/admin/privacy?tab=requests", "fr");
  expect(await view.findByRole("heading", { name: "Confidentialité et mentions légales", level: 1 })).toBeTruthy();
  expect(view.getByRole("link", { name: "Confidentialité" })).toBeTruthy();
  expect(view.getByRole("tab", { name: "Demandes" }).getAttribute("aria-selected")).toBe("true");
  const lea = within((await view.findByText("Léa Tremblay")).closest("li")!);
  expect(lea.getByText("À traiter", { selector: ".badge" })).toBeTruthy();
  expect(lea.getByText("Accès")).toBeTruthy();
  expect(lea.getByRole("button", { name: /^Envoyer.*traitée$/ })).toBeTruthy();
});

test("the privacy screen is the owner's: a coordinator's menu has no entry for it", async () => {
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), "GET /auth/me": okReply({ ...OWNER_ACCOUNT, staffRole: "coordinator" }) });
  const view = renderConsole("/admin");
  await waitFor(() => expect(view.queryByRole("link", { name: "Inbox" })).toBeTruthy());
  expect(view.queryByRole("link", { name: "Privacy" })).toBeNull();
});
