import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROVINCES } from "../../platform/contract/places.ts";
import { id, updatedAt } from "../../platform/db/columns.ts";
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
    check("tax_rates_province_check", sql`${t.province} in (${sql.raw(PROVINCES.map((p) => `'${p}'`).join(", "))})`),
    check("tax_rates_kind_check", sql`${t.kind} in (${sql.raw(TAX_KINDS.map((k) => `'${k}'`).join(", "))})`),
    check("tax_rates_rate_check", sql`${t.ratePpm} between 0 and 500000`),
  ],
);

/**
 * Who bills the studios: the agency's legal name, address and GST/HST
 * registration number, printed on every invoice (each invoice keeps a copy). One
 * row (id 1), seeded by migration 0029, edited in the console.
 */
export const agencySettings = pgTable(
  "agency_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    taxNumber: text("tax_number").notNull().default(""),
    /** How many months the audit log keeps its rows (src/features/audit/), migration 0043. */
    auditRetentionMonths: integer("audit_retention_months").notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("agency_settings_single_row_check", sql`${t.id} = 1`),
    check("agency_settings_audit_retention_check", sql`${t.auditRetentionMonths} between 1 and 120`),
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
 * cancels one invoice with the same lines and taxes negated. Everything is copied
 * at issue (agency, studio, rates), and a trigger (migration 0030) refuses any
 * change but `paid_at` and any deletion: a row, once issued, says what was billed.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").notNull(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
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
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    // One invoice per job, whatever retries or races: the completion's second try finds it.
    uniqueIndex("invoices_job_invoice_idx").on(t.jobId).where(sql`${t.kind} = 'invoice'`),
    // One credit note per invoice: it cancels the whole invoice.
    uniqueIndex("invoices_credited_idx").on(t.creditedInvoiceId),
    index("invoices_client_issued_idx").on(t.clientId, t.issuedAt, t.id),
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoices_credit_check", sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`),
    check("invoices_total_check", sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check("invoices_amounts_check", sql`abs(${t.totalCents}) < 1000000000000000`),
  ],
);
