import { describe, expect, test } from "bun:test";
import { extractText } from "unpdf";
import { suiteApp } from "../../../tests/harness.ts";
import { completeJob, endedConfirmedJob, studioIn } from "../../../tests/invoice-fixtures.ts";
import type { AgencySettings, Invoice, InvoiceDetail } from "./invoice.contract.ts";
import { daysAfter } from "./invoices.ts";
import { agingReport } from "./payments.ts";

// Without STRIPE_* the card payment is hidden: the invoice offers the agency's own instructions.
const t = await suiteApp();
const admin = await t.adminLogin();

const AGENCY = {
  legalName: "DanceLink Agency Inc.",
  address: "120 Dance Avenue, Toronto, ON M5V 0A1",
  taxNumber: "123456789 RT 0001",
  qstNumber: "1234567890tq0001",
  paymentTermsDays: 14,
  etransferEmail: "pay@dancelink.test",
  chequeInstructions: "Payable to DanceLink Agency Inc., 120 Dance Avenue, Toronto",
};

async function invoiceIn(province: "QC" | "ON", name: string) {
  const studio = await studioIn(t, province, name);
  const { jobId } = await endedConfirmedJob(t, studio);
  await completeJob(t, admin, jobId);
  const list = await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie });
  return { studio, invoice: list.body.find((i) => i.kind === "invoice")! };
}

/** Noon in Toronto on `isoDate`: a moment of that day on the agency's clock. */
const noonOn = (isoDate: string) => new Date(`${isoDate}T17:00:00Z`);

describe("payment terms, due dates and tax numbers", () => {
  test("the agency's terms, QST number and instructions are saved; a client of the first API leaves them as they are", async () => {
    const saved = await t.call<AgencySettings>("PUT", "/api/admin/agency", { cookie: admin.cookie, body: AGENCY });
    expect(saved.status).toBe(200);
    expect(saved.body.qstNumber).toBe("1234567890 TQ 0001");
    const first = { legalName: AGENCY.legalName, address: AGENCY.address, taxNumber: AGENCY.taxNumber };
    expect((await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body: first })).status).toBe(200);
    const read = await t.call<AgencySettings>("GET", "/api/admin/agency", { cookie: admin.cookie });
    expect(read.body).toMatchObject({ paymentTermsDays: 14, qstNumber: "1234567890 TQ 0001", etransferEmail: AGENCY.etransferEmail });
    for (const bad of [{ paymentTermsDays: -1 }, { paymentTermsDays: 2.5 }, { qstNumber: "12345" }, { etransferEmail: "nobody" }]) {
      const res = await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body: { ...AGENCY, ...bad } });
      expect(res.status).toBe(400);
    }
  });

  test("a Québec invoice is due after the terms and prints each registration number beside its tax, on the page and the PDF", async () => {
    await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body: AGENCY });
    const { studio, invoice } = await invoiceIn("QC", "Studio Montréal");
    expect(invoice.dueDate).toBe(daysAfter(invoice.issuedOn, 14));
    expect(invoice.taxes.map((tax) => [tax.kind, tax.registrationNumber])).toEqual([
      ["GST", "123456789 RT 0001"],
      ["QST", "1234567890 TQ 0001"],
    ]);
    const pdf = await t.request("GET", `/api/invoice/${invoice.id}/pdf`, { cookie: studio.cookie, headers: { "accept-language": "fr" } });
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    const printed = text.replace(/\s+/g, " ");
    expect(printed).toContain("TVQ (9,975 %), n° 1234567890 TQ 0001");
    expect(printed).toContain("TPS (5 %), n° 123456789 RT 0001");

    // Card payments are hidden: the invoice offers the agency's e-Transfer and cheque, and the checkout is not there.
    const detail = await t.call<InvoiceDetail>("GET", `/api/invoice/${invoice.id}`, { cookie: studio.cookie });
    expect(detail.body.payWith).toEqual({ card: false, etransferEmail: AGENCY.etransferEmail, chequeInstructions: AGENCY.chequeInstructions });
    expect((await t.call("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: studio.cookie })).status).toBe(404);
  });

  test("the studio is reminded on the due date and a week after, once each; a paid invoice is not", async () => {
    await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body: AGENCY });
    const owed = await invoiceIn("ON", "Late Studio");
    const paid = await invoiceIn("ON", "Prompt Studio");
    await t.call("PUT", `/api/admin/invoices/${paid.invoice.id}/paid`, { cookie: admin.cookie });
    const scheduler = t.deps.notifications.scheduler;
    const due = owed.invoice.dueDate!;

    const remindersOf = async (cookie: string) =>
      (await t.call<{ items: { kind: string; title: string; body: string }[] }>("GET", "/api/notifications", { cookie })).body.items.filter((n) =>
        n.kind.startsWith("invoice."),
      );

    await scheduler.runOnce(noonOn(daysAfter(due, -1)));
    expect(await remindersOf(owed.studio.cookie)).toEqual([]);
    expect((await scheduler.runOnce(noonOn(due))).invoiceReminders).toBeGreaterThan(0);
    // Another instance's round, or the next minute's: nothing twice.
    expect((await scheduler.runOnce(noonOn(due))).invoiceReminders).toBe(0);
    expect((await remindersOf(owed.studio.cookie)).map((n) => n.kind)).toEqual(["invoice.due"]);
    await scheduler.runOnce(noonOn(daysAfter(due, 7)));
    await scheduler.runOnce(noonOn(daysAfter(due, 8)));
    const reminders = await remindersOf(owed.studio.cookie);
    expect(reminders.map((n) => n.kind).sort()).toEqual(["invoice.due", "invoice.overdue"]);
    expect(reminders.find((n) => n.kind === "invoice.due")!.title).toBe(`Invoice ${owed.invoice.number} is due today`);
    expect(reminders.find((n) => n.kind === "invoice.due")!.body).toContain("$355.95");
    expect(await remindersOf(paid.studio.cookie)).toEqual([]);
  });

  test("the aging view puts each unpaid invoice in its lateness bucket, per studio and in all", async () => {
    const { invoice } = await invoiceIn("ON", "Aging Studio");
    const due = invoice.dueDate!;
    const row = async (asOf: string) => (await agingReport(t.db, noonOn(asOf))).studios.find((s) => s.studioName === "Aging Studio")!;
    expect(await row(due)).toMatchObject({ currentCents: 35595, days1to30Cents: 0, totalCents: 35595 });
    expect(await row(daysAfter(due, 1))).toMatchObject({ currentCents: 0, days1to30Cents: 35595 });
    expect(await row(daysAfter(due, 45))).toMatchObject({ days31to60Cents: 35595 });
    expect(await row(daysAfter(due, 90))).toMatchObject({ days61to90Cents: 35595 });
    const late = await agingReport(t.db, noonOn(daysAfter(due, 91)));
    expect(late.studios.find((s) => s.studioName === "Aging Studio")).toMatchObject({ days90plusCents: 35595 });
    expect(late.totals.totalCents).toBe(late.studios.reduce((sum, s) => sum + s.totalCents, 0));
  });
});
