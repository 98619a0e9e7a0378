import { describe, expect, test } from "bun:test";
import { within } from "@testing-library/react";
import type { AdminUser, AdminUserDetail } from "../../src/features/accounts/admin-users.contract.ts";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { okReply, type SeenRequest } from "../../tests/fake-api.ts";

const { renderConsole, userEvent } = await setUpConsole();

const USER_ID = "01900000-0000-7000-8000-0000000000aa";
const JOB_ID = "01900000-0000-7000-8000-0000000000bb";
const INVOICE_ID = "01900000-0000-7000-8000-0000000000cc";

const claire: AdminUser = {
  id: USER_ID,
  name: "Claire Dubois",
  email: "claire@pointe.example",
  role: "client",
  status: "active",
  createdAt: "2026-10-02T15:00:00.000Z",
  emailVerifiedAt: null,
};
const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...claire,
  locale: "fr",
  sessions: 2,
  profile: { kind: "studio", studioName: "Pointe Studio" },
  jobs: { items: [{ id: JOB_ID, style: "Ballet", studioName: "Pointe Studio", startDate: "2026-12-04", status: "completed" }], total: 12 },
  invoices: { items: [{ id: INVOICE_ID, number: "INV-2026-000007", issuedAt: "2026-12-05T15:00:00.000Z", totalCents: 35595, status: "unpaid" }], total: 1 },
  ...overrides,
});
const lists = (calls: SeenRequest[]) => calls.filter((c) => c.method === "GET" && c.url.pathname === "/api/admin/users").map((c) => c.url.search);

describe("the Users screen", () => {
  test("lists accounts; the search, role and status narrow it through the URL; a row opens the account", async () => {
    const page = "?page=1&limit=10";
    const calls = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/users${page}`]: okReply([claire], "Success", 1),
      [`GET /admin/users${page}&q=claire`]: okReply([claire], "Success", 1),
      [`GET /admin/users${page}&q=claire&role=client`]: okReply([claire], "Success", 1),
      [`GET /admin/users${page}&q=claire&role=client&status=disabled`]: okReply([], "Success", 0),
      [`GET /admin/users/${USER_ID}`]: okReply(detail()),
    });
    const user = userEvent.setup({ document });
    const view = renderConsole("/admin/users");
    expect(await view.findByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
    const row = await view.findByRole("link", { name: /Claire Dubois/ });
    expect(within(row).getByText("claire@pointe.example")).toBeTruthy();
    expect(within(row).getByText("Studio")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();

    await user.type(view.getByRole("searchbox", { name: "Name or e-mail" }), "  claire ");
    await user.click(view.getByRole("button", { name: "Search" }));
    await user.selectOptions(view.getByRole("combobox", { name: "Role" }), "client");
    await user.selectOptions(view.getByRole("combobox", { name: "Status" }), "disabled");
    expect(await view.findByText("No account matches. Check the spelling, or clear the filters.")).toBeTruthy();
    expect(lists(calls)).toEqual([page, `${page}&q=claire`, `${page}&q=claire&role=client`, `${page}&q=claire&role=client&status=disabled`]);

    await user.click(view.getByRole("button", { name: "Clear" }));
    await user.click(await view.findByRole("link", { name: /Claire Dubois/ }));
    expect(await view.findByRole("heading", { level: 1, name: "Claire Dubois" })).toBeTruthy();
  });

  test("an account: profile, language, sessions, its latest jobs and invoices, and disabling it there reads it again", async () => {
    let status: "active" | "disabled" = "active";
    const calls = fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      [`GET /admin/users/${USER_ID}`]: () => okReply(detail(status === "active" ? {} : { status, sessions: 0 })),
      [`PUT /admin/users/${USER_ID}/status`]: (req) => {
        status = (req.body as { status: typeof status }).status;
        return okReply({ userId: USER_ID, status }, "The account is disabled");
      },
    });
    const user = userEvent.setup({ document });
    const view = renderConsole(`/admin/users/${USER_ID}`);
    expect(await view.findByRole("heading", { level: 1, name: "Claire Dubois" })).toBeTruthy();
    expect(view.getByText("E-mail not confirmed")).toBeTruthy();
    expect(view.getByText("Studio: Pointe Studio")).toBeTruthy();
    expect(view.getByText("French")).toBeTruthy();
    expect(view.getByText("The latest 1 of 12")).toBeTruthy();
    expect(view.getByRole("link", { name: /Pointe Studio/ }).getAttribute("href")).toBe(`/admin/jobs/${JOB_ID}`);
    const invoice = view.getByRole("link", { name: /INV-2026-000007/ });
    expect(invoice.getAttribute("href")).toBe(`/admin/invoices/${INVOICE_ID}`);
    expect(within(invoice).getByText(/\$355\.95/)).toBeTruthy();

    await user.click(view.getByRole("button", { name: "Disable account" }));
    await user.click(view.getByRole("button", { name: "Yes, disable" }));
    expect(await view.findByText("Disabled: Claire Dubois cannot log in.")).toBeTruthy();
    expect(await view.findByText("Disabled")).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === `/api/admin/users/${USER_ID}` && c.method === "GET").length).toBe(2);
  });

  test("in French", async () => {
    fakeAdminApi({
      "GET /admin/dashboard": okReply(NO_COUNTS),
      "GET /admin/users?page=1&limit=10": okReply([claire], "Succès", 1),
      [`GET /admin/users/${USER_ID}`]: okReply(detail({ locale: null })),
    });
    const view = renderConsole("/admin/users", "fr");
    expect(await view.findByRole("heading", { level: 1, name: "Utilisateurs" })).toBeTruthy();
    expect(view.getByRole("searchbox", { name: "Nom ou courriel" })).toBeTruthy();
    expect(view.getByRole("combobox", { name: "Rôle" })).toBeTruthy();
    expect(within(await view.findByRole("link", { name: /Claire Dubois/ })).getByText("Actif")).toBeTruthy();
    const one = renderConsole(`/admin/users/${USER_ID}`, "fr");
    expect(await one.findByText("Non choisie (anglais)")).toBeTruthy();
    expect(one.getByText(/^Studio\s: Pointe Studio$/)).toBeTruthy();
  });
});
