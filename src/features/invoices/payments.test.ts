import { afterAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { auditLog, invoicePayments, invoices, stripeEvents } from "../../../db/schema.ts";
import { extractText } from "unpdf";
import { suiteApp } from "../../../tests/harness.ts";
import { completeJob, endedConfirmedJob, studioIn } from "../../../tests/invoice-fixtures.ts";
import { chargeRefunded, checkoutCompleted, stripeDouble } from "../../../tests/stripe-double.ts";
import type { AgingReport, Invoice, InvoiceDetail } from "./invoice.contract.ts";

const stripe = stripeDouble();
afterAll(() => stripe.stop());
const t = await suiteApp({ env: stripe.env });
const admin = await t.adminLogin();

/** A completed job's invoice in Ontario (two days of 3.5 h at 45 $/h, 13 % HST: 355.95 $), and its studio. */
async function unpaidInvoice(name = "Studio Lumière") {
  const studio = await studioIn(t, "ON", name);
  const { jobId } = await endedConfirmedJob(t, studio);
  await completeJob(t, admin, jobId);
  const list = await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie });
  return { studio, invoice: list.body.find((i) => i.kind === "invoice")! };
}

const post = async (event: object, options?: Parameters<typeof stripe.signed>[1]) => {
  const { payload, header } = await stripe.signed(event, options);
  return t.call("POST", "/api/webhooks/stripe", { body: payload, headers: { "stripe-signature": header, "content-type": "application/json; charset=utf-8" } });
};

const statusOf = async (invoiceId: string, cookie: string) => (await t.call<InvoiceDetail>("GET", `/api/invoice/${invoiceId}`, { cookie })).body.status;

describe("the studio pays an invoice by card", () => {
  test("its own unpaid invoice: a Checkout Session in CAD for the total, naming the invoice; another's is not found, a paid one a conflict", async () => {
    const { studio, invoice } = await unpaidInvoice();
    expect(invoice.totalCents).toBe(35595);
    const detail = await t.call<InvoiceDetail>("GET", `/api/invoice/${invoice.id}`, { cookie: studio.cookie });
    expect(detail.body.payWith.card).toBe(true);

    const started = await t.call<{ url: string }>("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: studio.cookie });
    expect(started.status).toBe(200);
    const session = stripe.sessions.at(-1)!;
    expect(started.body.url).toBe(`${stripe.env.STRIPE_API_BASE}/pay/${session.id}`);
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: "payment",
      currency: "cad",
      "line_items[0][price_data][currency]": "cad",
      "line_items[0][price_data][unit_amount]": "35595",
      "line_items[0][quantity]": "1",
      client_reference_id: invoice.id,
      "metadata[invoiceId]": invoice.id,
      success_url: `${t.config.mail.publicUrl}/client/invoices/${invoice.id}?card=returned`,
    });

    const other = await studioIn(t, "ON", "Other Studio");
    expect((await t.call("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: admin.cookie })).status).toBe(403);

    await t.call("PUT", `/api/admin/invoices/${invoice.id}/paid`, { cookie: admin.cookie });
    const paid = await t.call("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: studio.cookie });
    expect(paid.status).toBe(409);
  });

  test("Stripe refusing the session is a 503 the studio can retry, and nothing changes", async () => {
    const { studio, invoice } = await unpaidInvoice();
    stripe.refuseSessions(true);
    try {
      const res = await t.call("POST", `/api/invoice/${invoice.id}/checkout`, { cookie: studio.cookie });
      expect(res.status).toBe(503);
    } finally {
      stripe.refuseSessions(false);
    }
    expect(await statusOf(invoice.id, studio.cookie)).toBe("unpaid");
  });
});

describe("Stripe's webhook", () => {
  test("a paid session pays the invoice, records the payment with Stripe's ids and audits it as Stripe; a replay answers 200 and changes nothing", async () => {
    const { studio, invoice } = await unpaidInvoice();
    const event = checkoutCompleted(invoice.id, invoice.totalCents);
    const res = await post(event);
    expect(res.status).toBe(200);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("paid");
    const payments = await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: 35595,
      currency: "cad",
      settlesInvoice: true,
      stripeSessionId: event.data.object.id,
      stripePaymentIntentId: event.data.object.payment_intent,
      stripeEventId: event.id,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "invoice"), eq(auditLog.entityId, invoice.id)));
    expect(audit.map((r) => [r.action, r.actorName, r.actorUserId])).toEqual([["invoice.paid_by_card", "Stripe", null]]);

    const replay = await post(event);
    expect(replay.status).toBe(200);
    expect(await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id))).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id))).toHaveLength(1);
  });

  test("a wrong or stale signature is a 400 and changes nothing", async () => {
    const { studio, invoice } = await unpaidInvoice();
    const event = checkoutCompleted(invoice.id, invoice.totalCents);
    expect((await post(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await post(event, { secondsAgo: 600 })).status).toBe(400);
    const unsigned = await t.call("POST", "/api/webhooks/stripe", { body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const { payload, header } = await stripe.signed(event);
    const tampered = await t.call("POST", "/api/webhooks/stripe", {
      body: payload.replace(String(invoice.totalCents), "1"),
      headers: { "stripe-signature": header },
    });
    expect(tampered.status).toBe(400);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("unpaid");
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id))).toHaveLength(0);
  });

  test("an amount other than the total leaves the invoice unpaid and flags the payment in the console", async () => {
    const { studio, invoice } = await unpaidInvoice("Short Studio");
    expect((await post(checkoutCompleted(invoice.id, invoice.totalCents - 100))).status).toBe(200);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("unpaid");
    const aging = await t.call<AgingReport>("GET", "/api/admin/invoices/aging", { cookie: admin.cookie });
    expect(aging.body.flagged.find((f) => f.invoiceId === invoice.id)).toMatchObject({
      number: invoice.number,
      amountCents: 35495,
      invoiceTotalCents: 35595,
      settlesInvoice: false,
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(row).toMatchObject({ action: "invoice.card_payment_flagged", actorName: "Stripe" });
  });

  test("a whole refund brings the invoice's whole credit note; a replay of it credits nothing more", async () => {
    const whole = await unpaidInvoice();
    const paid = checkoutCompleted(whole.invoice.id, whole.invoice.totalCents);
    await post(paid);
    const refunded = chargeRefunded(paid.data.object.payment_intent, 35595, 35595);
    expect((await post(refunded)).status).toBe(200);
    expect((await post(refunded)).status).toBe(200);
    const notes = await t.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, whole.invoice.id));
    expect(notes.map((n) => [n.kind, n.totalCents, n.partialCredit, n.lines.length])).toEqual([["credit_note", -35595, false, 2]]);
    expect(await statusOf(whole.invoice.id, whole.studio.cookie)).toBe("credited");
  });

  /**
   * The worked example of a refund, on a Québec invoice of 362.17 (315.00, GST 15.75, QST 31.42) paid by card. Stripe
   * refunds 100.00: GST 100.00 × 15.75 ÷ 362.17 = 4.349 → 4.35, QST 100.00 × 31.42 ÷ 362.17 = 8.675 → 8.68, the
   * subtotal the rest, 86.97. Then 50.00 more (the charge's `amount_refunded` now 150.00): GST 2.174 → 2.17, QST
   * 4.338 → 4.34, subtotal 43.49. Then the rest (362.17 refunded): what each amount has left, 184.54, 9.23 and
   * 18.40, and the invoice is credited in full.
   */
  test("refunds of parts credit only what each refunds anew, taxes in proportion; the last closes the invoice", async () => {
    const studio = await studioIn(t, "QC", "Académie Élan");
    const { jobId } = await endedConfirmedJob(t, studio);
    await completeJob(t, admin, jobId);
    const invoice = (await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie })).body[0]!;
    expect([invoice.subtotalCents, ...invoice.taxes.map((x) => x.amountCents), invoice.totalCents]).toEqual([31500, 1575, 3142, 36217]);
    const paid = checkoutCompleted(invoice.id, invoice.totalCents);
    await post(paid);
    const intent = paid.data.object.payment_intent;
    const notes = async () =>
      (await t.call<Invoice[]>("GET", `/api/invoices?jobId=${jobId}`, { cookie: studio.cookie })).body.filter((i) => i.kind === "credit_note").reverse();
    const amounts = (note: Invoice) => [note.subtotalCents, ...note.taxes.map((x) => x.amountCents), note.totalCents];

    const first = chargeRefunded(intent, 36217, 10000);
    expect((await post(first)).status).toBe(200);
    const [part] = await notes();
    expect(amounts(part!)).toEqual([-8697, -435, -868, -10000]);
    expect(part).toMatchObject({ partialCredit: true, creditedNumber: invoice.number, status: "credit" });
    expect(part!.lines).toEqual([
      expect.objectContaining({
        kind: "credit",
        minutes: 0,
        rateCents: 0,
        amountCents: -8697,
        description: expect.stringContaining(`Part of invoice ${invoice.number}, credited on`),
      }),
    ]);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("paid");

    // A replay, and an older event arriving late (less refunded than known), credit nothing.
    await post(first);
    await post(chargeRefunded(intent, 36217, 10000));
    expect(await notes()).toHaveLength(1);

    await post(chargeRefunded(intent, 36217, 15000));
    const second = (await notes())[1]!;
    expect(amounts(second)).toEqual([-4349, -217, -434, -5000]);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("paid");

    await post(chargeRefunded(intent, 36217, 36217));
    const all = await notes();
    expect(all).toHaveLength(3);
    expect(amounts(all[2]!)).toEqual([-18454, -923, -1840, -21217]);
    expect(all[2]!.partialCredit).toBe(false);
    expect(await statusOf(invoice.id, studio.cookie)).toBe("credited");
    expect(all.reduce((sum, note) => sum + note.totalCents, invoice.totalCents)).toBe(0);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id))).map((r) => r.action).sort();
    expect(actions).toEqual(["invoice.paid_by_card", "invoice.refunded_by_card", "invoice.refunded_by_card", "invoice.refunded_by_card"]);
    // The bookkeeper has nothing left to credit.
    expect((await t.call("POST", `/api/admin/invoices/${invoice.id}/credit-note`, { cookie: admin.cookie })).status).toBe(409);

    // The partial credit note's PDF, in both languages: what it credits, its line without time or rate, its amounts.
    for (const [locale, expected] of [
      [
        "en",
        [
          "Credit note",
          part!.number,
          `Credits part of invoice ${invoice.number}`,
          `Part of invoice ${invoice.number}, credited on`,
          "$86.97",
          "$4.35",
          "$8.68",
          "$100.00",
        ],
      ],
      [
        "fr",
        [
          "Note de crédit",
          part!.number,
          `Crédite une partie de la facture ${invoice.number}`,
          `Partie de la facture ${invoice.number}, créditée le`,
          "86,97 $",
          "4,35 $",
          "8,68 $",
          "100,00 $",
        ],
      ],
    ] as const) {
      const res = await t.request("GET", `/api/invoice/${part!.id}/pdf`, { cookie: studio.cookie, headers: { "accept-language": locale } });
      expect(res.status).toBe(200);
      const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
      const plain = text.replace(/[\u00a0\u202f]/g, " ");
      for (const piece of expected) expect(plain).toContain(piece);
      expect(plain).not.toMatch(/\/h/);
    }
  });

  test("a refund of a payment that settled nothing credits nothing and stays flagged", async () => {
    const { invoice } = await unpaidInvoice("Short Refund Studio");
    const short = checkoutCompleted(invoice.id, invoice.totalCents - 100);
    await post(short);
    await post(chargeRefunded(short.data.object.payment_intent, 35495, 5000));
    expect(await t.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id))).toHaveLength(0);
    const aging = await t.call<AgingReport>("GET", "/api/admin/invoices/aging", { cookie: admin.cookie });
    expect(aging.body.flagged.find((f) => f.invoiceId === invoice.id)).toMatchObject({ refundedCents: 5000, settlesInvoice: false });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id))).map((r) => r.action).sort();
    expect(actions).toEqual(["invoice.card_payment_flagged", "invoice.card_refund_flagged"]);
  });
});
