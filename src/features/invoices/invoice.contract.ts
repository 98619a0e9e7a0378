import { z } from "zod";
import { optionalText, requiredText } from "../../platform/contract/fields.ts";
import { said } from "../../platform/contract/messages.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";
import type { Province } from "../../platform/contract/places.ts";

/** Canadian sales taxes by name: what an invoice's tax lines say. */
export const TAX_KINDS = ["GST", "HST", "QST", "PST"] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** A tax rate in percent is held as parts per million: 9.975 % is 99750, so money stays in integers. */
export const PPM_PER_PERCENT = 10_000;
/** No Canadian sales tax comes near it: a higher rate is a typo (130 for 13). */
export const MAX_TAX_RATE_PERCENT = 50;

/** Who bills the studios, as every invoice prints it (`GET`/`PUT /admin/agency`). */
export interface AgencySettings {
  legalName: string;
  address: string;
  /** The GST/HST registration number, "123456789 RT 0001"; empty until the agency enters it. */
  taxNumber: string;
}

/** A GST/HST number: the nine-digit business number, RT and a four-digit account. */
const TAX_NUMBER = /^(\d{9}) ?RT ?(\d{4})$/i;

export const agencySettingsSchema = z.object({
  legalName: requiredText("Legal name", 200),
  address: requiredText("Address", 300),
  taxNumber: optionalText("GST/HST number", 20)
    .refine((v) => v === "" || TAX_NUMBER.test(v), said("GST/HST number must read 123456789 RT 0001", "api.validation.taxNumber"))
    .transform((v) => v.replace(TAX_NUMBER, (_, bn: string, account: string) => `${bn} RT ${account}`)),
});
export type AgencySettingsInput = z.infer<typeof agencySettingsSchema>;

export interface TaxRate {
  kind: TaxKind;
  /** Percent: 13, 9.975. */
  rate: number;
}

/** One province's taxes, as the console lists and edits them (`GET /admin/tax-rates`). */
export interface ProvinceTaxes {
  province: Province;
  taxes: TaxRate[];
}

const rateMessage = said(`Rate must be a percentage from 0 to ${MAX_TAX_RATE_PERCENT}, with at most 4 decimals`, "api.validation.taxRate", {
  max: String(MAX_TAX_RATE_PERCENT),
});

/** `PUT /admin/tax-rates/:province`: the province's taxes, each kind once (none: no sales tax). */
export const provinceTaxesSchema = z.object({
  taxes: z
    .array(
      z.object({
        kind: z.enum(TAX_KINDS, { error: said("Tax must be GST, HST, QST or PST", "api.validation.taxKind") }),
        rate: z
          .number({ error: rateMessage })
          .min(0, rateMessage)
          .max(MAX_TAX_RATE_PERCENT, rateMessage)
          .refine((rate) => Math.abs(rate * PPM_PER_PERCENT - Math.round(rate * PPM_PER_PERCENT)) < 1e-6, rateMessage),
      }),
      { error: said("Taxes must be a list", "api.validation.taxList") },
    )
    .max(TAX_KINDS.length, said("Each tax at most once", "api.validation.taxOnce"))
    .refine((taxes) => new Set(taxes.map((t) => t.kind)).size === taxes.length, said("Each tax at most once", "api.validation.taxOnce")),
});
export type ProvinceTaxesInput = z.infer<typeof provinceTaxesSchema>;

/**
 * "unpaid" or "paid": an invoice the studio owes or paid; "credited": a credit note
 * cancelled it; "credit": a credit note itself (negative amounts).
 */
export const INVOICE_STATUSES = ["unpaid", "paid", "credited", "credit"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One day of the job: its minutes at the job's rate, rounded to the cent (half up). */
export interface InvoiceLine {
  description: string;
  /**
   * The day's time, exact: what the invoice prints ("2 h 20 min") and what the amount
   * comes from (hours to the hundredth would not multiply to it).
   */
  minutes: number;
  /** The same time in hours to the hundredth ("2.33" for 140 minutes), kept for clients of the first invoice API; never printed. */
  hours: number;
  rateCents: number;
  amountCents: number;
}

export interface InvoiceTax {
  /** The tax's name in the reader's language: "HST", "TVH". */
  name: string;
  kind: TaxKind;
  /** Percent, as issued: 13, 9.975. */
  rate: number;
  amountCents: number;
}

/** `GET /invoice/:invoiceId`: an invoice or credit note, as issued. */
export interface Invoice {
  id: string;
  /** "INV-2026-000123"; a credit note "CN-2026-000004". */
  number: string;
  kind: "invoice" | "credit_note";
  jobId: string;
  /** The invoice a credit note cancels, and its number; null on an invoice. */
  creditedInvoiceId: string | null;
  creditedNumber: string | null;
  issuedAt: string;
  /** The issue date (YYYY-MM-DD) in the job's zone (`timeZone`): the date the document, the books and their filters show. */
  issuedOn: string;
  /** The job's zone when it was issued, "America/Vancouver". */
  timeZone: string;
  province: Province;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxes: InvoiceTax[];
  totalCents: number;
  status: InvoiceStatus;
  paidAt: string | null;
  agency: AgencySettings;
  studio: { name: string; director: string; address: string; email: string };
}

/** `GET /invoices?page=&limit=&jobId=`: the caller's invoices (a studio's own; the agency's every one), newest first. */
export const invoiceListQuerySchema = pageQuerySchema.extend({
  jobId: z.uuid({ error: said("Job id is not a valid id", "api.validation.id", { field: { key: "api.field.jobId" } }) }).optional(),
});

/** Dollars from cents, for display: 12345 is 123.45. */
export const dollarsOf = (cents: number) => cents / 100;

export const isoDate = (label: string) =>
  z
    .string({ error: said(`${label} must be a date (YYYY-MM-DD)`, "api.validation.reportDate", { field: label }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, said(`${label} must be a date (YYYY-MM-DD)`, "api.validation.reportDate", { field: label }))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= "2000-01-01" && v <= "2100-12-31",
      said(`${label} must be a date (YYYY-MM-DD)`, "api.validation.reportDate", { field: label }),
    );

/** What the console exports as CSV. */
export const EXPORT_KINDS = ["bookings", "invoices", "payouts"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `GET /admin/exports/:kind?from=&to=`: both days included, in the agency's zone. */
export const exportQuerySchema = z
  .object({ from: isoDate("from"), to: isoDate("to") })
  .refine((q) => q.from <= q.to, said("from must not be after to", "api.validation.reportRange"));

/** `GET /admin/totals?month=2026-11`. */
export const totalsQuerySchema = z.object({
  month: z
    .string({ error: said("month must read YYYY-MM", "api.validation.reportMonth") })
    .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, said("month must read YYYY-MM", "api.validation.reportMonth")),
});

/** A month's totals from the invoices issued in it, credit notes subtracted. */
export interface MonthTotals {
  month: string;
  jobs: number;
  hours: number;
  revenueCents: number;
  taxes: { kind: TaxKind; amountCents: number }[];
  artists: { artistId: string | null; name: string; jobs: number; hours: number; revenueCents: number }[];
}
