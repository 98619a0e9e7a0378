import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { clients, invoicePayments, invoices, stripeEvents } from "../../../db/schema.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { conflict, unavailable } from "../../platform/errors.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { translateMessage, msg } from "../../platform/i18n/api-messages.ts";
import { zoneLocalSql } from "../../platform/places/zone-sql.ts";
import { appendAudit, type AuditActor } from "../audit/index.ts";
import type { CardPayments } from "./card-payments.ts";
import type { AgingBuckets, AgingReport, FlaggedPayment, PaymentOptions } from "./invoice.contract.ts";
import { getAgencySettings } from "./billing-settings.ts";
import { creditInvoice, getInvoice } from "./invoices.ts";

/** The writer of the audit rows of what Stripe's events change: no person, no request of ours. */
const STRIPE_ACTOR: AuditActor = { userId: null, name: "Stripe", ip: null, userAgent: null };

/** How a studio may pay: by card when Stripe is set up, and the agency's e-Transfer and cheque instructions. */
export async function paymentOptions(db: Queryable, card: CardPayments | undefined): Promise<PaymentOptions> {
  const agency = await getAgencySettings(db);
  return { card: card !== undefined, etransferEmail: agency.etransferEmail, chequeInstructions: agency.chequeInstructions };
}

/**
 * A Checkout Session for one of the studio's unpaid invoices, for its total in CAD; its
 * address. Another's invoice is not found; a paid, credited invoice or a credit note is
 * a conflict. Stripe's refusal or silence is a 503: nothing changed, the studio tries again.
 */
export async function startCheckout(
  db: Database,
  card: CardPayments,
  { viewer, invoiceId, locale, siteUrl }: { viewer: SessionUser; invoiceId: string; locale: Locale; siteUrl: string },
): Promise<{ url: string }> {
  const invoice = await getInvoice(db, viewer, invoiceId, locale);
  if (invoice.status === "paid") throw conflict("api.invoice.alreadyPaid");
  if (invoice.status !== "unpaid") throw conflict("api.invoice.notPayable");
  const page = `${siteUrl}${locale === "fr" ? "/fr" : ""}/client/invoices/${invoice.id}`;
  try {
    const url = await card.createCheckout({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amountCents: invoice.totalCents,
      description: `${translateMessage(locale, msg("invoice.title"))} ${invoice.number}`,
      studioEmail: invoice.studio.email,
      locale,
      successUrl: `${page}?card=returned`,
      cancelUrl: `${page}?card=cancelled`,
    });
    return { url };
  } catch {
    throw unavailable("api.invoice.checkoutFailed", 30);
  }
}

/**
 * One event from Stripe, verified already: handled once whatever Stripe retries or
 * replays (its id inserted in the transaction of what it changed; a second delivery
 * waits for the first's commit and finds it). "handled" or "replay".
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<"handled" | "replay"> {
  return db.transaction(async (tx) => {
    const first = await tx.insert(stripeEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.eventId });
    if (first.length === 0) return "replay";
    if (event.type === "checkout.session.completed" && event.data.object.payment_status === "paid") {
      await recordCheckout(tx, event.data.object, event.id);
    } else if (event.type === "charge.refunded") {
      await recordRefund(tx, event.data.object);
    }
    return "handled";
  });
}

const paymentIntentId = (value: string | { id: string } | null): string | null => (value === null ? null : typeof value === "string" ? value : value.id);

/**
 * A paid Checkout Session: the payment is recorded with Stripe's ids; it pays its
 * invoice when it is the invoice's total in CAD and the invoice is still owed, else it
 * is flagged for the bookkeeper and the invoice is left as it was.
 */
async function recordCheckout(tx: Database, session: Stripe.Checkout.Session, eventId: string): Promise<void> {
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id;
  if (!invoiceId || !/^[0-9a-f-]{36}$/i.test(invoiceId)) return;
  const [invoice] = await tx
    .select({
      id: invoices.id,
      kind: invoices.kind,
      totalCents: invoices.totalCents,
      paidAt: invoices.paidAt,
      credited: sql<boolean>`exists (select 1 from invoices notes where notes.credited_invoice_id = ${invoices.id} and not notes.partial_credit)`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!invoice) return;
  const amountCents = session.amount_total ?? 0;
  const owed = invoice.kind === "invoice" && invoice.paidAt === null && !invoice.credited;
  const settles = owed && session.currency === "cad" && amountCents === invoice.totalCents;
  const recorded = await tx
    .insert(invoicePayments)
    .values({
      invoiceId,
      amountCents,
      currency: session.currency ?? "",
      settlesInvoice: settles,
      stripeSessionId: session.id,
      stripePaymentIntentId: paymentIntentId(session.payment_intent),
      stripeEventId: eventId,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (recorded.length === 0) return;
  if (settles) await tx.update(invoices).set({ paidAt: sql`now()` }).where(eq(invoices.id, invoiceId));
  await appendAudit(tx, STRIPE_ACTOR, {
    action: settles ? "invoice.paid_by_card" : "invoice.card_payment_flagged",
    entityType: "invoice",
    entityId: invoiceId,
    changes: {
      status: ["unpaid", settles ? "paid" : "unpaid"],
      amountCents: [null, amountCents],
      stripeSession: [null, session.id],
    },
  });
}

/**
 * A refund of a card payment. Stripe's `amount_refunded` is what the charge has refunded so far: only what is new
 * since the last event is credited (a replay or an older event credits nothing). On a payment that settled its
 * invoice the new part brings a credit note for it (the whole payment refunded at once: the whole invoice's); a
 * payment that settled nothing, or an invoice credited in full already, is flagged for the bookkeeper.
 */
async function recordRefund(tx: Database, charge: Stripe.Charge): Promise<void> {
  const intent = paymentIntentId(charge.payment_intent);
  if (!intent) return;
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.stripePaymentIntentId, intent)).for("update");
  if (!payment || charge.amount_refunded <= payment.refundedCents) return;
  await tx.update(invoicePayments).set({ refundedCents: charge.amount_refunded }).where(eq(invoicePayments.id, payment.id));
  const noteId = payment.settlesInvoice ? await creditInvoice(tx, payment.invoiceId, charge.amount_refunded - payment.refundedCents) : null;
  const [note] = noteId ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, noteId)) : [];
  await appendAudit(tx, STRIPE_ACTOR, {
    action: note ? "invoice.refunded_by_card" : "invoice.card_refund_flagged",
    entityType: "invoice",
    entityId: payment.invoiceId,
    changes: { refundedCents: [payment.refundedCents, charge.amount_refunded], ...(note ? { creditNote: [null, note.number] } : {}) },
  });
}

/** Cents per lateness bucket, from each invoice's days past due. */
const bucket = (from: number | null, to: number | null, late: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${from === null ? sql`true` : sql`${late} >= ${from}`} and ${to === null ? sql`true` : sql`${late} <= ${to}`}), 0)::bigint`.mapWith(
    Number,
  );

/**
 * What the studios owe as of `now` (the agency's day), by lateness: not yet due, 1-30,
 * 31-60, 61-90 and over 90 days past the due date, per studio and in all; and the card
 * payments the bookkeeper has to look at.
 */
export async function agingReport(db: Database, now = new Date()): Promise<AgingReport> {
  const asOf = agencyDate(now);
  const dueDate = sql`((${zoneLocalSql(invoices.timeZone, sql`${invoices.issuedAt}`)})::date + ${invoices.paymentTermsDays})`;
  const late = sql`(${asOf}::date - ${dueDate})`;
  const rows = await db
    .select({
      clientId: invoices.clientId,
      studioName: sql<string>`coalesce(max(${clients.studioName}), max(${invoices.studioName}))`,
      currentCents: bucket(null, 0, late),
      days1to30Cents: bucket(1, 30, late),
      days31to60Cents: bucket(31, 60, late),
      days61to90Cents: bucket(61, 90, late),
      days90plusCents: bucket(91, null, late),
      totalCents: sql<number>`sum(${invoices.totalCents})::bigint`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .where(
      and(
        eq(invoices.kind, "invoice"),
        sql`${invoices.paidAt} is null`,
        sql`not exists (select 1 from invoices notes where notes.credited_invoice_id = ${invoices.id} and not notes.partial_credit)`,
      ),
    )
    .groupBy(invoices.clientId)
    .orderBy(sql`sum(${invoices.totalCents}) desc`);
  const keys = ["currentCents", "days1to30Cents", "days31to60Cents", "days61to90Cents", "days90plusCents", "totalCents"] as const;
  const totals = Object.fromEntries(keys.map((k) => [k, rows.reduce((sum, r) => sum + r[k], 0)])) as unknown as AgingBuckets;
  return { asOf, studios: rows, totals, flagged: await flaggedPayments(db) };
}

/** Card payments that did not settle their invoice (refunds of them credit nothing): the console shows them until the bookkeeper settles them. */
async function flaggedPayments(db: Database): Promise<FlaggedPayment[]> {
  const rows = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      number: invoices.number,
      studioName: invoices.studioName,
      invoiceTotalCents: invoices.totalCents,
      amountCents: invoicePayments.amountCents,
      refundedCents: invoicePayments.refundedCents,
      settlesInvoice: invoicePayments.settlesInvoice,
      receivedAt: invoicePayments.receivedAt,
      stripeSessionId: invoicePayments.stripeSessionId,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(sql`not ${invoicePayments.settlesInvoice}`)
    .orderBy(sql`${invoicePayments.receivedAt} desc`)
    .limit(200);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}
