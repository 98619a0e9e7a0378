import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROVINCES } from "../../platform/contract/places.ts";
import { id, oneOf, recordOf, updatedAt } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";
import { jobs } from "../jobs/tables.ts";
import { clients } from "../studios/tables.ts";
import { TAX_KINDS } from "./invoice.contract.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * Canadian sales tax by province or territory: one row per tax the
 * province charges (Québec: GST and QST; Ontario: HST alone). Seeded by migration
 * 0029, edited by the agency in its console; an invoice copies the rows it was
 * issued with, so a change reaches the next invoices only. `rate_ppm`: parts per
 * million (13 % is 130000, 9.975 % is 99750), so money stays in integers.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    province: text("province", { enum: PROVINCES }).notNull(),
    kind: text("kind", { enum: TAX_KINDS }).notNull(),
    ratePpm: integer("rate_ppm").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.province, t.kind] }),
    oneOf("tax_rates_province_check", t.province, PROVINCES),
    oneOf("tax_rates_kind_check", t.kind, TAX_KINDS),
    check("tax_rates_rate_check", sql`${t.ratePpm} between 0 and 500000`),
  ],
);

/**
 * Who bills the studios: the agency's legal name, address, GST/HST (`tax_number`)
 * and QST registration numbers, printed on every invoice (each invoice keeps a copy),
 * its payment terms and how a studio pays other than by card. One row (id 1), seeded
 * by migration 0029, edited in the console.
 */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    /** The GST/HST registration number. */
    taxNumber: text("tax_number").notNull().default(""),
    /** Québec's QST registration number (migration 0052). */
    qstNumber: text("qst_number").notNull().default(""),
    /** Days from the issue date to the due date (migration 0052). */
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    /** Where a studio sends an Interac e-Transfer, and how it pays by cheque (payable to, mailing address). */
    etransferEmail: text("etransfer_email").notNull().default(""),
    chequeInstructions: text("cheque_instructions").notNull().default(""),
    /** How many months the audit log keeps its rows (src/features/audit/), migration 0043. */
    auditRetentionMonths: integer("audit_retention_months").notNull().default(24),
    /** The first qualified artist to opt in to an urgent job is booked at once (src/features/offers/job-offers.ts, `bookFirstToOptIn`). */
    autoConfirmUrgent: boolean("auto_confirm_urgent").notNull().default(false),
    /** What the agency keeps of a studio's rate when it does not set the artist's pay at the confirm (src/features/payouts/), migration 0051. */
    defaultCommissionPercent: integer("default_commission_percent").notNull().default(15),
    /** Whether every staff account must sign in with a second factor before using the console (migration 0047). */
    requireStaffTwoFactor: boolean("require_staff_two_factor").notNull().default(false),
    /** The person in charge of the protection of personal information (src/features/privacy/), migration 0049. */
    privacyOfficerName: text("privacy_officer_name").notNull().default(""),
    privacyOfficerTitle: text("privacy_officer_title").notNull().default(""),
    privacyOfficerEmail: text("privacy_officer_email").notNull().default(""),
    /** How many days the agency keeps what it no longer needs (src/features/retention/), migration 0060. */
    rejectedApplicationDays: integer("rejected_application_days").notNull().default(180),
    deletedAccountFileDays: integer("deleted_account_file_days").notNull().default(30),
    contactMessageDays: integer("contact_message_days").notNull().default(730),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("agency_settings_single_row_check", sql`${t.id} = 1`),
    check("agency_settings_audit_retention_check", sql`${t.auditRetentionMonths} between 1 and 120`),
    check("agency_settings_commission_check", sql`${t.defaultCommissionPercent} between 0 and 100`),
    check("agency_settings_payment_terms_check", sql`${t.paymentTermsDays} between 0 and 365`),
    check("agency_settings_rejected_application_days_check", sql`${t.rejectedApplicationDays} between 1 and 3650`),
    check("agency_settings_deleted_account_file_days_check", sql`${t.deletedAccountFileDays} between 1 and 3650`),
    check("agency_settings_contact_message_days_check", sql`${t.contactMessageDays} between 1 and 3650`),
  ],
);

/**
 * The last number issued per series and year: "INV" 2026 at 123 is
 * INV-2026-000123 issued. The next number is an upsert `… RETURNING last` in the
 * invoice's own transaction: the row lock makes concurrent issuers (any instance)
 * wait their turn, and a rolled-back invoice gives its number back, so numbers
 * have no gaps.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series", { enum: ["INV", "CN"] }).notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("invoice_counters_series_check", sql`${t.series} in ('INV', 'CN')`)],
);

/** One day of an invoice, as issued: the amount is rounded from the minutes (half up, per line). */
export interface IssuedInvoiceLine {
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  /** "credit": the one line of a credit note for part of an invoice (a card refund), no time nor rate; absent: a day of work. */
  kind?: "credit";
}

/** One tax of an invoice, with the rate it was issued with (parts per million). */
export interface IssuedInvoiceTax {
  kind: (typeof TAX_KINDS)[number];
  ratePpm: number;
  amountCents: number;
}

/**
 * Invoices and credit notes. An invoice is issued in the transaction
 * that completes its job (one per job: the partial unique index); a credit note
 * cancels one invoice with the same lines and taxes negated, or credits part of it
 * (`partial_credit`, a card refund of a part: one line, the taxes in proportion). Everything is copied
 * at issue (agency, studio, rates), and a trigger (migration 0030) refuses any
 * change but `paid_at` and any deletion: a row, once issued, says what was billed.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").notNull(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    jobId: recordOf("job_id", () => jobs.id),
    clientId: recordOf("client_id", () => clients.id),
    /** The confirmed artist, for the agency's payouts. */
    artistId: uuid("artist_id").references(() => artists.id, { onDelete: "restrict" }),
    artistName: text("artist_name").notNull(),
    style: text("style").notNull(),
    creditedInvoiceId: uuid("credited_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    province: text("province", { enum: PROVINCES }).notNull(),
    agencyLegalName: text("agency_legal_name").notNull(),
    agencyAddress: text("agency_address").notNull(),
    agencyTaxNumber: text("agency_tax_number").notNull(),
    /** The agency's QST number when issued (migration 0052): printed beside the QST. */
    agencyQstNumber: text("agency_qst_number").notNull().default(""),
    /** The agency's payment terms when issued: due this many days after the issue date (migration 0052). */
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    studioName: text("studio_name").notNull(),
    studioDirector: text("studio_director").notNull(),
    studioAddress: text("studio_address").notNull(),
    studioEmail: text("studio_email").notNull(),
    lines: jsonb("lines").$type<IssuedInvoiceLine[]>().notNull(),
    taxes: jsonb("taxes").$type<IssuedInvoiceTax[]>().notNull(),
    /** Total hours in minutes, for the month's totals without reading the lines. */
    minutes: integer("minutes").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** Its job's zone when issued (migration 0040): the invoice's dates are read there, on the document and in the books. */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    /** A credit note that leaves part of its invoice standing (migration 0062); the note that cancels the rest is not one. */
    partialCredit: boolean("partial_credit").notNull().default(false),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    // One invoice per job, whatever retries or races: the completion's second try finds it.
    uniqueIndex("invoices_job_invoice_idx").on(t.jobId).where(sql`${t.kind} = 'invoice'`),
    // One closing credit note per invoice, whatever partial credits came before it.
    uniqueIndex("invoices_credited_idx").on(t.creditedInvoiceId).where(sql`not ${t.partialCredit}`),
    index("invoices_partial_credits_idx").on(t.creditedInvoiceId).where(sql`${t.partialCredit}`),
    index("invoices_client_issued_idx").on(t.clientId, t.issuedAt, t.id),
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoices_credit_check", sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`),
    check("invoices_total_check", sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check("invoices_amounts_check", sql`abs(${t.totalCents}) < 1000000000000000`),
  ],
);

/**
 * A card payment Stripe reported (checkout.session.completed, paid): one per Checkout
 * Session. `settles_invoice` false: the amount differs from the invoice's total (or the
 * invoice was paid or credited already), so the invoice is left as it was and the console
 * flags the payment. `refunded_cents`: what Stripe refunded of it so far.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: recordOf("invoice_id", () => invoices.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    settlesInvoice: boolean("settles_invoice").notNull(),
    stripeSessionId: text("stripe_session_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeEventId: text("stripe_event_id").notNull(),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_payments_session_idx").on(t.stripeSessionId),
    index("invoice_payments_intent_idx").on(t.stripePaymentIntentId),
    index("invoice_payments_invoice_idx").on(t.invoiceId),
  ],
);

/** The Stripe events handled, by id: inserted in the transaction of the change each made, so a replay changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
