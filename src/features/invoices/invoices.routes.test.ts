import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { invoices, jobs } from "../../../db/schema.ts";
import { completeJob, endedConfirmedJob, studioIn } from "../../../tests/invoice-fixtures.ts";
import { suiteApp } from "../../../tests/harness.ts";
import { dayFromToday } from "../../../tests/job-fixtures.ts";
import type { AdminJob } from "../bookings/admin.contract.ts";
import type { Invoice, MonthTotals } from "./invoice.contract.ts";
import { issueJobInvoice } from "./invoices.ts";
import { agencyDate } from "../../platform/i18n/format.ts";

// Every account costs an argon2 hash: on a busy machine a test of several accounts needs more than 5 s.
setDefaultTimeout(60_000);

const t = await suiteApp();
const admin = await t.adminLogin();
const NUMBER = /^INV-\d{4}-\d{6}$/;

async function invoiceOfJob(cookie: string, jobId: string) {
  const list = await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie });
  expect(list.status).toBe(200);
  return list.body.find((i) => i.kind === "invoice");
}

/** A job of `studio` ended, completed by the agency, and the invoice that issued (as the studio sees it). */
async function invoicedJob(studio: { cookie: string }, overrides: Record<string, unknown> = {}) {
  const { jobId } = await endedConfirmedJob(t, studio, overrides);
  await completeJob(t, admin, jobId);
  return { jobId, invoice: (await invoiceOfJob(studio.cookie, jobId))! };
}

describe("an invoice is issued when the agency completes a job", () => {
  test("Québec: a line per day, GST and QST on the subtotal, the agency's and the studio's details, paid/unpaid", async () => {
    await t.call("PUT", "/api/admin/agency", {
      cookie: admin.cookie,
      body: { legalName: "DanceLink Agency Inc.", address: "120 Dance Avenue, Toronto, ON M5V 0A1", taxNumber: "123456789rt0001" },
    });
    const studio = await studioIn(t, "QC");
    const { jobId } = await endedConfirmedJob(t, studio);
    const done = await completeJob(t, admin, jobId);
    expect(done.status).toBe(200);

    const invoice = (await invoiceOfJob(studio.cookie, jobId))!;
    expect(invoice.number).toMatch(NUMBER);
    expect(invoice).toMatchObject({
      jobId,
      province: "QC",
      status: "unpaid",
      // Two days of 3.5 h at 45 $/hr: 157.50 each.
      subtotalCents: 31500,
      taxes: [
        { name: "GST", kind: "GST", rate: 5, amountCents: 1575 },
        // 9.975 % of 315.00 is 31.42125.
        { name: "QST", kind: "QST", rate: 9.975, amountCents: 3142 },
      ],
      totalCents: 36217,
      agency: { legalName: "DanceLink Agency Inc.", taxNumber: "123456789 RT 0001" },
      studio: { name: "Studio Lumière", director: "Claire Dubois", address: "12 rue King, Montréal" },
    });
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.lines[0]).toMatchObject({ minutes: 210, hours: 3.5, rateCents: 4500, amountCents: 15750 });
    expect(invoice.lines[0]!.description).toContain("Ballet with Maya Singh");

    const french = await t.call<Invoice>("GET", `/api/invoice/${invoice.id}`, { cookie: studio.cookie, headers: { "accept-language": "fr" } });
    expect(french.body.taxes.map((tax) => tax.name)).toEqual(["TPS", "TVQ"]);
    expect(french.body.lines[0]!.description).toContain("Ballet avec Maya Singh");

    const paid = await t.call<Invoice>("PUT", `/api/admin/invoices/${invoice.id}/paid`, { cookie: admin.cookie });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("paid");
    expect((await t.call("PUT", `/api/admin/invoices/${invoice.id}/paid`, { cookie: admin.cookie })).status).toBe(409);
    expect((await t.call<Invoice>("GET", `/api/invoice/${invoice.id}`, { cookie: studio.cookie })).body.status).toBe("paid");
  });

  test("only the studio and the agency see an invoice: anyone else gets a 404, the list is each studio's own", async () => {
    const studio = await studioIn(t, "ON");
    const other = await studioIn(t, "ON", "Other Studio");
    const artist = await t.signUp("artist");
    const { jobId, invoice } = await invoicedJob(studio);
    for (const path of [`/api/invoice/${invoice.id}`, `/api/invoice/${invoice.id}/pdf`]) {
      expect((await t.call("GET", path, { cookie: other.cookie })).status).toBe(404);
      expect((await t.call("GET", path, { cookie: artist.cookie })).status).toBe(404);
      expect((await t.request("GET", path, { cookie: admin.cookie })).status).toBe(200);
    }
    expect(await invoiceOfJob(other.cookie, jobId)).toBeUndefined();
    const agencyList = await t.call<Invoice[]>("GET", "/api/invoices?page=1&limit=100", { cookie: admin.cookie });
    expect(agencyList.res.headers.get("x-total-count")).not.toBeNull();
    expect(agencyList.body.some((i) => i.id === invoice.id)).toBe(true);
  });

  test("a retried completion neither completes twice nor issues a second invoice", async () => {
    const studio = await studioIn(t, "ON");
    const { jobId } = await endedConfirmedJob(t, studio);
    await completeJob(t, admin, jobId);
    const again = await completeJob(t, admin, jobId);
    expect(again.status).toBe(409);
    const first = (await invoiceOfJob(studio.cookie, jobId))!;
    // The issuing step itself, run again (a retry inside another transaction), finds the invoice it made.
    expect(await t.db.transaction((tx) => issueJobInvoice(tx, jobId))).toBe(first.id);
    const count = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.jobId, jobId));
    expect(count[0]!.n).toBe(1);
  });

  test("numbers follow each other without gaps under concurrent completions, and a failed completion gives its number back", async () => {
    const studio = await studioIn(t, "ON");
    // A studio without a province whose job's postal code names none: its completion fails, job and invoice together.
    const lost = await studioIn(t, null, "Lost Studio");
    const { jobId: failing } = await endedConfirmedJob(t, lost, { postalCode: "Z1Z 1Z1" });
    const jobIds = await Promise.all([1, 2, 3, 4, 5].map(async () => (await endedConfirmedJob(t, studio)).jobId));

    const refused = await completeJob(t, admin, failing);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain("province");
    const [stillConfirmed] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, failing));
    expect(stillConfirmed!.status).toBe("confirmed");

    const replies = await Promise.all(jobIds.map((jobId) => completeJob(t, admin, jobId)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const all = await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, "invoice"));
    const sequence = all.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
  });

  test("a studio registered before provinces is taxed by its job's postal code", async () => {
    const studio = await studioIn(t, null, "Halifax Studio");
    const { invoice } = await invoicedJob(studio, { postalCode: "B3H 1A1" });
    expect(invoice.province).toBe("NS");
    expect(invoice.taxes).toEqual([{ name: "HST", kind: "HST", rate: 14, amountCents: 4410, registrationNumber: "123456789 RT 0001" }]);
  });
});

describe("a completion waits for a province (the seed's studios may register without one)", () => {
  test("the console's job names the province its invoice will charge; without one it waits, and completes once the studio answers", async () => {
    const studio = await studioIn(t, null, "Seed Studio");
    const { jobId } = await endedConfirmedJob(t, studio, { postalCode: "Z1Z 1Z1" });
    const waiting = await t.call<AdminJob>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie });
    expect([waiting.body.client.province, waiting.body.taxProvince]).toEqual([null, null]);
    const refused = await completeJob(t, admin, jobId);
    expect([refused.status, refused.json.message]).toEqual([
      409,
      "The studio's province is unknown, and the job's postal code does not name one: ask the studio for its province",
    ]);

    expect((await t.call("PUT", "/api/client/province", { cookie: studio.cookie, body: { province: "MB" } })).status).toBe(200);
    const answered = await t.call<AdminJob>("GET", `/api/admin/jobs/${jobId}`, { cookie: admin.cookie });
    expect([answered.body.client.province, answered.body.taxProvince]).toEqual(["MB", "MB"]);
    expect((await completeJob(t, admin, jobId)).status).toBe(200);
    expect((await invoiceOfJob(studio.cookie, jobId))!.province).toBe("MB");

    // A studio without a province whose job's postal code names one: that province, at once.
    const halifax = await studioIn(t, null, "Halifax Seed Studio");
    const { jobId: byPostalCode } = await endedConfirmedJob(t, halifax, { postalCode: "B3H 1A1" });
    expect((await t.call<AdminJob>("GET", `/api/admin/jobs/${byPostalCode}`, { cookie: admin.cookie })).body.taxProvince).toBe("NS");
  });
});

describe("an issued invoice never changes", () => {
  test("it keeps the rates and agency details it was issued with", async () => {
    const studio = await studioIn(t, "ON");
    const { invoice: before } = await invoicedJob(studio);
    const rates = await t.call("PUT", "/api/admin/tax-rates/ON", { cookie: admin.cookie, body: { taxes: [{ kind: "HST", rate: 15 }] } });
    expect(rates.status).toBe(200);
    const agency = await t.call("PUT", "/api/admin/agency", {
      cookie: admin.cookie,
      body: { legalName: "Renamed Agency", address: "1 Elsewhere", taxNumber: "" },
    });
    expect(agency.status).toBe(200);
    const after = await t.call<Invoice>("GET", `/api/invoice/${before.id}`, { cookie: studio.cookie });
    expect(after.body.taxes).toEqual(before.taxes);
    expect(after.body.agency).toEqual(before.agency);
    // The next invoice of an Ontario studio charges the new rate.
    const { jobId: next } = await endedConfirmedJob(t, studio);
    await completeJob(t, admin, next);
    expect((await invoiceOfJob(studio.cookie, next))!.taxes[0]!.rate).toBe(15);
    await t.call("PUT", "/api/admin/tax-rates/ON", { cookie: admin.cookie, body: { taxes: [{ kind: "HST", rate: 13 }] } });
  });

  test("the database refuses to change its amounts or delete it, whoever writes; the payment is recorded once", async () => {
    const studio = await studioIn(t, "AB");
    const { id } = (await invoicedJob(studio)).invoice;
    const attempt = (write: () => Promise<unknown>) => expect((async () => await write())()).rejects.toThrow();
    await attempt(() => t.db.update(invoices).set({ totalCents: 1, subtotalCents: 1, taxCents: 0 }).where(eq(invoices.id, id)));
    await attempt(() => t.db.update(invoices).set({ studioName: "Someone else" }).where(eq(invoices.id, id)));
    await attempt(() => t.db.delete(invoices).where(eq(invoices.id, id)));
    await t.db.update(invoices).set({ paidAt: new Date() }).where(eq(invoices.id, id));
    await attempt(() => t.db.update(invoices).set({ paidAt: null }).where(eq(invoices.id, id)));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.totalCents).toBe(15750 * 2 + 1575);
  });

  test("a correction is a credit note: the invoice negated, numbered CN-, once; the invoice reads 'credited' and cannot be paid", async () => {
    const studio = await studioIn(t, "QC");
    const { jobId, invoice } = await invoicedJob(studio);
    expect((await t.call("POST", `/api/admin/invoices/${invoice.id}/credit-note`, { cookie: studio.cookie })).status).toBe(403);

    const [first, second] = await Promise.all(
      [1, 2].map(() => t.call<Invoice>("POST", `/api/admin/invoices/${invoice.id}/credit-note`, { cookie: admin.cookie })),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const note = (first!.status === 201 ? first : second)!.body;
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note).toMatchObject({
      kind: "credit_note",
      status: "credit",
      creditedInvoiceId: invoice.id,
      creditedNumber: invoice.number,
      totalCents: -invoice.totalCents,
    });
    expect(note.taxes.map((tax) => tax.amountCents)).toEqual(invoice.taxes.map((tax) => -tax.amountCents));

    expect((await t.call<Invoice>("GET", `/api/invoice/${invoice.id}`, { cookie: studio.cookie })).body.status).toBe("credited");
    expect((await t.call("PUT", `/api/admin/invoices/${invoice.id}/paid`, { cookie: admin.cookie })).status).toBe(409);
    expect((await t.call("POST", `/api/admin/invoices/${note.id}/credit-note`, { cookie: admin.cookie })).status).toBe(409);
    const listed = await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie });
    expect(listed.body.map((i) => i.kind).sort()).toEqual(["credit_note", "invoice"]);
  });
});

describe("GET /invoice/:invoiceId/pdf", () => {
  test("a PDF with the invoice's number, lines, taxes and total, French accents and all", async () => {
    const studio = await studioIn(t, "QC", "Académie Élan");
    const { invoice } = await invoicedJob(studio);
    for (const [locale, expected] of [
      ["en", ["Invoice", invoice.number, "Académie Élan", "Montréal", "Quebec", "GST (5%)", "QST (9.975%)", "$315.00", "$15.75", "$31.42", "$362.17"]],
      ["fr", ["Facture", invoice.number, "Académie Élan", "Québec", "TPS (5 %)", "TVQ (9,975 %)", "315,00 $", "362,17 $", "Sous-total"]],
    ] as const) {
      const res = await t.request("GET", `/api/invoice/${invoice.id}/pdf`, { cookie: studio.cookie, headers: { "accept-language": locale } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toContain(`${invoice.number}.pdf`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      // Spaces as the PDF spells them: a no-break space is a space to a reader.
      const { text } = await extractText(bytes, { mergePages: true });
      const plain = text.replace(/[\u00a0\u202f]/g, " ");
      for (const part of expected) expect(plain).toContain(part.replace(/[\u00a0\u202f]/g, " "));
    }
  });
});

describe("an invoice adds up as printed", () => {
  test("a day of 2 h 20 min at $45.55 prints its exact time beside its $106.28, never 2.33 hours (which make $106.13)", async () => {
    const studio = await studioIn(t, "ON");
    const { invoice } = await invoicedJob(studio, { startTime: "09:00", endTime: "11:20", rate: 45.55 });
    expect(invoice.lines.map(({ minutes, rateCents, amountCents }) => ({ minutes, rateCents, amountCents }))).toEqual([
      { minutes: 140, rateCents: 4555, amountCents: 10628 },
      { minutes: 140, rateCents: 4555, amountCents: 10628 },
    ]);
    for (const [locale, expected] of [
      ["en", ["2 h 20 min", "$45.55/h", "$106.28", "$212.56"]],
      ["fr", ["2 h 20 min", "45,55 $/h", "106,28 $", "212,56 $"]],
    ] as const) {
      const res = await t.request("GET", `/api/invoice/${invoice.id}/pdf`, { cookie: studio.cookie, headers: { "accept-language": locale } });
      const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
      const plain = text.replace(/[\u00a0\u202f]/g, " ");
      for (const part of expected) expect(plain).toContain(part);
      expect(plain).not.toMatch(/2[.,]33/);
    }
  });
});

describe("the agency's billing settings", () => {
  test("the 13 provinces and territories with the rates of the issue; a rate is checked", async () => {
    const rates = await t.call<{ province: string; taxes: { kind: string; rate: number }[] }[]>("GET", "/api/admin/tax-rates", { cookie: admin.cookie });
    expect(rates.body).toHaveLength(13);
    const of = (p: string) => rates.body.find((r) => r.province === p)!.taxes;
    expect(of("QC")).toEqual([
      { kind: "GST", rate: 5 },
      { kind: "QST", rate: 9.975 },
    ]);
    expect(of("NS")).toEqual([{ kind: "HST", rate: 14 }]);
    expect(of("PE")).toEqual([{ kind: "HST", rate: 15 }]);
    expect(of("YT")).toEqual([{ kind: "GST", rate: 5 }]);
    for (const body of [
      { taxes: [{ kind: "HST", rate: 130 }] },
      { taxes: [{ kind: "HST", rate: 13.00001 }] },
      { taxes: [{ kind: "VAT", rate: 13 }] },
      {
        taxes: [
          { kind: "HST", rate: 13 },
          { kind: "HST", rate: 2 },
        ],
      },
      { taxes: [{ kind: "HST", rate: 1e308 }] },
    ]) {
      expect((await t.call("PUT", "/api/admin/tax-rates/ON", { cookie: admin.cookie, body })).status).toBe(400);
    }
    expect((await t.call("PUT", "/api/admin/tax-rates/XX", { cookie: admin.cookie, body: { taxes: [] } })).status).toBe(404);
  });

  test("the agency's details refuse control characters and a malformed GST/HST number", async () => {
    const base = { legalName: "DanceLink Agency", address: "120 Dance Avenue", taxNumber: "123456789 RT 0001" };
    for (const body of [
      { ...base, legalName: "Dance\u0000Link" },
      { ...base, address: "120\u001b[31m Dance" },
      { ...base, taxNumber: "12345" },
      { ...base, legalName: "" },
    ]) {
      expect((await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body })).status).toBe(400);
    }
    const saved = await t.call("PUT", "/api/admin/agency", { cookie: admin.cookie, body: base, headers: { "accept-language": "fr" } });
    expect(saved.json.message).toBe("Coordonnées de l’agence enregistrées");
    expect((await t.call("GET", "/api/admin/agency", { cookie: admin.cookie })).body).toMatchObject(base);
  });
});

describe("the agency's books", () => {
  test("exports bookings, invoices and payouts of a range as CSV, and a month's totals with credit notes subtracted", async () => {
    const studio = await studioIn(t, "QC", '=Danse, "Élan"');
    const { jobId, invoice } = await invoicedJob(studio);
    // The books count days in the agency's zone, not the UTC date of the instant.
    const day = agencyDate(new Date(invoice.issuedAt));
    const range = `from=${day}&to=${day}`;

    const res = await t.request("GET", `/api/admin/exports/invoices?${range}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoices-${day}-${day}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe("\ufeffnumber,kind,issued on,studio,province,artist,hours,subtotal,GST,HST,QST,PST,total,paid on");
    const row = lines.find((l) => l.startsWith(invoice.number))!;
    expect(row).toBe(`${invoice.number},invoice,${day},"'=Danse, ""Élan""",QC,Maya Singh,7,315.00,15.75,0.00,31.42,0.00,362.17,`);

    const bookings = await (await t.request("GET", `/api/admin/exports/bookings?from=${dayFromToday(-2)}&to=${day}`, { cookie: admin.cookie })).text();
    expect(bookings).toContain(jobId);
    const payouts = await (await t.request("GET", `/api/admin/exports/payouts?${range}`, { cookie: admin.cookie })).text();
    expect(payouts.replace("\ufeff", "").split("\r\n")[0]).toBe("artist,jobs,hours,amount before tax");

    const month = day.slice(0, 7);
    const before = (await t.call<MonthTotals>("GET", `/api/admin/totals?month=${month}`, { cookie: admin.cookie })).body;
    await t.call("POST", `/api/admin/invoices/${invoice.id}/credit-note`, { cookie: admin.cookie });
    const after = (await t.call<MonthTotals>("GET", `/api/admin/totals?month=${month}`, { cookie: admin.cookie })).body;
    expect(after.jobs).toBe(before.jobs - 1);
    expect(after.revenueCents).toBe(before.revenueCents - 31500);
    expect(after.hours).toBe(Math.round((before.hours - 7) * 100) / 100);
    const tax = (totals: MonthTotals, kind: string) => totals.taxes.find((t) => t.kind === kind)?.amountCents ?? 0;
    expect(tax(after, "QST")).toBe(tax(before, "QST") - 3142);
    expect(after.artists.reduce((sum, a) => sum + a.revenueCents, 0)).toBe(after.revenueCents);

    for (const query of ["from=2026-13-01&to=2026-12-01", `from=${day}`, "from=2026-12-01&to=2026-11-01", "from=99999-01-01&to=99999-01-02"]) {
      expect((await t.call("GET", `/api/admin/exports/invoices?${query}`, { cookie: admin.cookie })).status).toBe(400);
    }
    expect((await t.call("GET", `/api/admin/exports/secrets?${range}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/admin/totals?month=2026-13", { cookie: admin.cookie })).status).toBe(400);
  });
});
