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

/** The agency's settings as the server answers them before anything is entered. */
const AGENCY = {
  legalName: "DanceLink Agency",
  address: "120 Dance Avenue",
  taxNumber: "",
  defaultCommissionPercent: 15,
  qstNumber: "",
  paymentTermsDays: 30,
  etransferEmail: "",
  chequeInstructions: "",
};

test("billing settings: the agency's details and a province's rates are saved as typed", async () => {
  const calls = fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/agency": okReply(AGENCY),
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
  await user.type(view.getByLabelText("QST number"), "1234567890 TQ 0001");
  const terms = view.getByLabelText(/Payment terms \(days\)/);
  await user.clear(terms);
  await user.type(terms, "14");
  await user.type(view.getByLabelText("e-Transfer e-mail"), "pay@dancelink.ca");
  await user.type(view.getByLabelText("Cheque instructions"), "Payable to DanceLink Agency");
  await user.click(view.getAllByRole("button", { name: "Save" })[0]!);
  // Eight fields typed one key at a time: on a loaded machine the reply comes after findBy's usual second.
  expect(await view.findByText("Agency details saved", {}, { timeout: 5000 })).toBeTruthy();
  expect(calls.find((r) => r.method === "PUT" && r.url.pathname === "/api/admin/agency")!.body).toEqual({
    legalName: "DanceLink Agency",
    address: "120 Dance Avenue",
    taxNumber: "123456789 RT 0001",
    defaultCommissionPercent: 15,
    qstNumber: "1234567890 TQ 0001",
    paymentTermsDays: 14,
    etransferEmail: "pay@dancelink.ca",
    chequeInstructions: "Payable to DanceLink Agency",
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
  // About 80 keys typed one at a time, each a render: a loaded machine takes longer than the usual 5 s.
}, 30_000);

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
    "GET /admin/agency": okReply(AGENCY),
  });
  const view = renderConsole("/admin/billing?tab=settings");
  await view.findByLabelText("GST/HST number");
  // The rates' load was refused: the panel says so, and draws no table.
  const panel = within((await view.findByRole("heading", { name: "Sales tax by province or territory" })).closest("section")!);
  expect(await panel.findByText("Failed to Fetch Data")).toBeTruthy();
  expect(panel.queryByRole("table")).toBeNull();
});

test("aging: each studio's unpaid invoices by lateness with the totals, and the card payments to check", async () => {
  const buckets = { currentCents: 10000, days1to30Cents: 0, days31to60Cents: 53393, days61to90Cents: 0, days90plusCents: 0, totalCents: 63393 };
  fakeAdminApi({
    "GET /admin/dashboard": okReply(NO_COUNTS),
    "GET /admin/invoices/aging": okReply({
      asOf: "2030-03-01",
      studios: [{ clientId: "c1", studioName: "Pointe Studio", ...buckets }],
      totals: buckets,
      flagged: [
        {
          invoiceId: BOOKING_INVOICE.id,
          number: "INV-2030-000042",
          studioName: "Pointe Studio",
          invoiceTotalCents: 53393,
          amountCents: 50000,
          refundedCents: 0,
          settlesInvoice: false,
          receivedAt: "2030-02-01T15:00:00.000Z",
          stripeSessionId: "cs_test_1",
        },
      ],
    }),
  });
  const view = renderConsole("/admin/billing?tab=aging");
  const row = within(await view.findByRole("row", { name: /Pointe Studio/ }));
  expect(row.getByText("$533.93")).toBeTruthy();
  expect(row.getByText("$633.93")).toBeTruthy();
  expect(view.getByRole("columnheader", { name: "31-60 days late" })).toBeTruthy();
  expect(view.getByRole("row", { name: /All studios/ })).toBeTruthy();
  expect(view.getByRole("link", { name: "INV-2030-000042 (Pointe Studio): paid $500.00 of $533.93" })).toBeTruthy();
});
