import { expect, test } from "bun:test";
import { within } from "@testing-library/react";
import type { MonthTotals } from "../../src/features/invoices/invoice.contract.ts";
import { agencyDate } from "../../src/platform/i18n/format.ts";
import { fakeAdminApi, NO_COUNTS, setUpConsole } from "../../tests/admin-console.tsx";
import { BOOKING_INVOICE } from "../../tests/client-app.tsx";
import { okReply } from "../../tests/fake-api.ts";

const { renderConsole, userEvent } = await setUpConsole();

const LIST = "GET /invoices?page=1&limit=10";

test("billing: the agency marks an unpaid invoice paid, and the list shows it paid", async () => {
  let current = BOOKING_INVOICE;
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    [LIST]: () => okReply([current], "Success", 1),
    [`PUT /admin/invoices/${BOOKING_INVOICE.id}/paid`]: () => {
      current = { ...BOOKING_INVOICE, status: "paid", paidAt: "2030-01-20T15:00:00.000Z" };
      return okReply(current, "Invoice marked paid");
    },
  });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/billing");
  const row = within((await view.findAllByRole("row"))[1]!);
  expect(row.getByText("INV-2030-000042")).toBeTruthy();
  expect(row.getByText("Pointe Studio")).toBeTruthy();
  expect(row.getByText("$533.93")).toBeTruthy();
  expect(row.getByText("Unpaid")).toBeTruthy();
  await user.click(row.getByRole("button", { name: "Mark paid" }));
  await user.click(await view.findByRole("button", { name: "Yes, paid" }));
  expect(await view.findByText("Invoice marked paid")).toBeTruthy();
  expect(await within((await view.findAllByRole("row"))[1]!).findByText("Paid")).toBeTruthy();
  expect(calls.some((r) => r.method === "PUT" && r.url.pathname === `/api/admin/invoices/${BOOKING_INVOICE.id}/paid`)).toBe(true);
});

test("billing settings: the agency's details and a province's rates are saved as typed", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/agency": okReply({ legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "" }),
    "GET /admin/tax-rates": okReply([
      {
        province: "QC",
        taxes: [
          { kind: "GST", rate: 5 },
          { kind: "QST", rate: 9.975 },
        ],
      },
    ]),
    "PUT /admin/agency": (req) => okReply(req.body, "Agency details saved"),
    "PUT /admin/tax-rates/QC": (req) => okReply({ province: "QC", ...(req.body as object) }, "Tax rates saved: the next invoices charge them"),
  });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/billing?tab=settings");
  const number = await view.findByLabelText("GST/HST number");
  await user.type(number, "123456789 RT 0001");
  await user.click(view.getAllByRole("button", { name: "Save" })[0]!);
  expect(await view.findByText("Agency details saved")).toBeTruthy();
  expect(calls.find((r) => r.method === "PUT" && r.url.pathname === "/api/admin/agency")!.body).toEqual({
    legalName: "DanceLink Agency",
    address: "120 Dance Avenue",
    taxNumber: "123456789 RT 0001",
  });

  const qst = view.getByRole("textbox", { name: "QST rate in Quebec" });
  expect((qst as HTMLInputElement).value).toBe("9.975");
  await user.clear(qst);
  await user.type(qst, "10,5");
  await user.click(view.getAllByRole("button", { name: "Save" })[1]!);
  expect(await view.findByText("Tax rates saved: the next invoices charge them")).toBeTruthy();
  expect(calls.find((r) => r.method === "PUT" && r.url.pathname === "/api/admin/tax-rates/QC")!.body).toEqual({
    taxes: [
      { kind: "GST", rate: 5 },
      { kind: "QST", rate: 10.5 },
    ],
  });
});

test("books: a month without invoices says so; a range that ends before it starts is not offered as a download", async () => {
  const today = agencyDate(new Date());
  const month = today.slice(0, 7);
  const empty: MonthTotals = { month, jobs: 0, hours: 0, revenueCents: 0, taxes: [], artists: [] };
  fakeAdminApi({ "GET /admin/dashboard": okReply(NO_COUNTS), [`GET /admin/totals?month=${month}`]: okReply(empty) });
  const user = userEvent.setup({ document });
  const view = renderConsole("/admin/billing?tab=books");
  expect(await view.findByText("No invoice was issued in this month.")).toBeTruthy();
  expect(view.queryByRole("table")).toBeNull();
  // The range starts on the 1st of the agency's month and ends on its today.
  expect(view.getByRole("link", { name: "Artist payouts" }).getAttribute("href")).toBe(`/api/admin/exports/payouts?from=${month}-01&to=${today}`);

  const from = view.getByLabelText("From") as HTMLInputElement;
  await user.clear(from);
  await user.type(from, "2099-01-01");
  expect(await view.findByText("Choose a start date on or before the end date.")).toBeTruthy();
  expect(view.queryByRole("link", { name: "Artist payouts" })).toBeNull();
  expect((view.getByRole("button", { name: "Artist payouts" }) as HTMLButtonElement).disabled).toBe(true);
  await user.clear(from);
  await user.type(from, `${month}-01`);
  expect((await view.findByRole("link", { name: "Artist payouts" })).getAttribute("href")).toBe(`/api/admin/exports/payouts?from=${month}-01&to=${today}`);
});

test("billing settings: until the rates come, no table of their header alone (on a phone it scrolled with nothing to focus)", async () => {
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/agency": okReply({ legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "" }),
  });
  const view = renderConsole("/admin/billing?tab=settings");
  await view.findByLabelText("GST/HST number");
  // The rates' load was refused: the panel says so, and draws no table.
  const panel = within((await view.findByRole("heading", { name: "Sales tax by province or territory" })).closest("section")!);
  expect(await panel.findByText("Failed to Fetch Data")).toBeTruthy();
  expect(panel.queryByRole("table")).toBeNull();
});
