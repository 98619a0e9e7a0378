import { z } from "zod";
import { atLeastMessage, atMostMessage, numberMessage, optionalText, requiredText, wholeNumberMessage } from "../../platform/contract/fields.ts";
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

/** Who bills the studios, as every invoice prints it. */
export interface InvoiceAgency {
  legalName: string;
  address: string;
  /** The GST/HST registration number, "123456789 RT 0001"; empty until the agency enters it. */
  taxNumber: string;
  /** Québec's QST registration number, "1234567890 TQ 0001"; empty when the agency has none. */
  qstNumber: string;
}

/** The agency's settings (`GET`/`PUT /admin/agency`): what invoices print, the payment terms, how to pay other than by card. */
export interface AgencySettings extends InvoiceAgency {
  /** What the agency keeps of a studio's rate, in whole percent, unless it sets the artist's pay at the confirm (default 15). */
  defaultCommissionPercent: number;
  /** Days from an invoice's issue date to its due date (30 by default). */
  paymentTermsDays: number;
  /** Where studios send an Interac e-Transfer; empty: the invoice does not offer it. */
  etransferEmail: string;
  /** How to pay by cheque (payable to, mailing address); empty: the invoice does not offer it. */
  chequeInstructions: string;
}

/** A GST/HST number: the nine-digit business number, RT and a four-digit account. */
const TAX_NUMBER = /^(\d{9}) ?RT ?(\d{4})$/i;
/** A QST number: ten digits, TQ and a four-digit file number. */
const QST_NUMBER = /^(\d{10}) ?TQ ?(\d{4})$/i;
/** The longest payment terms the console accepts: a year. */
export const MAX_PAYMENT_TERMS_DAYS = 365;

const termsMessage = said(`Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`, "api.validation.paymentTerms", {
  max: String(MAX_PAYMENT_TERMS_DAYS),
});

/** The fields a client of the first agency API did not send are optional: left out, they keep what is saved. */
export const agencySettingsSchema = z.object({
  legalName: requiredText("Legal name", 200),
  address: requiredText("Address", 300),
  taxNumber: optionalText("GST/HST number", 20)
    .refine((v) => v === "" || TAX_NUMBER.test(v), said("GST/HST number must read 123456789 RT 0001", "api.validation.taxNumber"))
    .transform((v) => v.replace(TAX_NUMBER, (_, bn: string, account: string) => `${bn} RT ${account}`)),
  /** Optional: a client that omits it keeps the agency's commission as it is. */
  defaultCommissionPercent: z
    .number({ error: numberMessage("Commission") })
    .int(wholeNumberMessage("Commission"))
    .min(0, atLeastMessage("Commission", 0))
    .max(100, atMostMessage("Commission", 100))
    .optional(),
  qstNumber: optionalText("QST number", 20)
    .refine((v) => v === "" || QST_NUMBER.test(v), said("QST number must read 1234567890 TQ 0001", "api.validation.qstNumber"))
    .transform((v) => v.replace(QST_NUMBER, (_, number: string, file: string) => `${number} TQ ${file}`))
    .optional(),
  paymentTermsDays: z.number({ error: termsMessage }).int(termsMessage).min(0, termsMessage).max(MAX_PAYMENT_TERMS_DAYS, termsMessage).optional(),
  etransferEmail: optionalText("e-Transfer e-mail", 254)
    .refine((v) => v === "" || z.email().safeParse(v).success, said("e-Transfer e-mail must be an e-mail address", "api.validation.etransferEmail"))
    .optional(),
  chequeInstructions: optionalText("Cheque instructions", 500, { multiline: true }).optional(),
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

/**
 * One day of the job: its minutes at the job's rate, rounded to the cent (half up); or, on a credit note for part of
 * an invoice, the one "credit" line of the part before taxes (no time nor rate: both 0).
 */
export interface InvoiceLine {
  kind: "session" | "credit";
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
  /** The agency's registration number for this tax, as issued (GST/HST's or QST's), printed beside it; empty when none. */
  registrationNumber: string;
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
  /** A credit note for part of its invoice (a card refund of a part), which leaves the rest of it standing. */
  partialCredit: boolean;
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
  /** The day payment is due (YYYY-MM-DD): the issue date plus the agency's payment terms when issued; null on a credit note. */
  dueDate: string | null;
  agency: InvoiceAgency;
  studio: { name: string; director: string; address: string; email: string };
}

/** How the studio may pay an invoice: by card when the agency takes cards (Stripe), and the agency's other instructions. */
export interface PaymentOptions {
  card: boolean;
  /** Where to send an Interac e-Transfer; empty when the agency has not said. */
  etransferEmail: string;
  /** How to pay by cheque; empty when the agency has not said. */
  chequeInstructions: string;
}

/** `GET /invoice/:invoiceId`: the invoice, and how to pay it. */
export interface InvoiceDetail extends Invoice {
  payWith: PaymentOptions;
}

/** An amount owed by lateness: not yet due, then days past the due date. */
export interface AgingBuckets {
  currentCents: number;
  days1to30Cents: number;
  days31to60Cents: number;
  days61to90Cents: number;
  days90plusCents: number;
  totalCents: number;
}

/** A card payment the bookkeeper must look at: not the invoice's total, or the invoice paid or credited already (its refunds credit nothing). */
export interface FlaggedPayment {
  invoiceId: string;
  number: string;
  studioName: string;
  invoiceTotalCents: number;
  amountCents: number;
  refundedCents: number;
  settlesInvoice: boolean;
  receivedAt: string;
  stripeSessionId: string;
}

/** `GET /admin/invoices/aging`: unpaid invoices by lateness per studio and in all, on `asOf` (the agency's day). */
export interface AgingReport {
  asOf: string;
  studios: (AgingBuckets & { clientId: string; studioName: string })[];
  totals: AgingBuckets;
  flagged: FlaggedPayment[];
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
