import type { IssuedInvoiceLine, IssuedInvoiceTax } from "../../../db/schema.ts";
import type { TaxKind } from "./invoice.contract.ts";
import { tooLarge } from "../../platform/errors.ts";
import { type JobSchedule, jobSessions, scheduledSessions, sessionMinutes } from "../jobs/index.ts";

/**
 * Invoice arithmetic: integer cents throughout, products in
 * BigInt so no intermediate loses a cent, each line rounded to the cent, half up
 * (Canadian practice: 0.5 ¢ and more rounds up), each tax computed on the subtotal
 * and rounded the same way. A credit note for a whole invoice is the invoice negated, never recomputed; one for
 * a part (a card refund) splits the part between subtotal and taxes in the invoice's proportions.
 */

/** Far above any job (a thousand days at 24 h and 1,000 $/hr is 2.4 billion cents), far below 2^53. */
export const MAX_INVOICE_CENTS = 100_000_000_000_000;

const MINUTES_PER_HOUR = 60n;
const PPM = 1_000_000n;

/** numerator / denominator rounded half away from zero (half up for the positive amounts an invoice has). */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A day's amount: its minutes at the hourly rate, rounded to the cent. */
export function lineAmountCents(minutes: number, rateCents: number): number {
  return Number(roundHalfUp(BigInt(minutes) * BigInt(rateCents), MINUTES_PER_HOUR));
}

/** One tax on the subtotal, rounded to the cent. */
export function taxAmountCents(subtotalCents: number, ratePpm: number): number {
  return Number(roundHalfUp(BigInt(subtotalCents) * BigInt(ratePpm), PPM));
}

export interface PricedInvoice {
  lines: IssuedInvoiceLine[];
  minutes: number;
  subtotalCents: number;
  taxes: IssuedInvoiceTax[];
  taxCents: number;
  totalCents: number;
}

type Day = Omit<IssuedInvoiceLine, "amountCents">;

/** The lines priced, their subtotal, each tax and the total; an amount past MAX_INVOICE_CENTS is refused. */
export function priceInvoice(days: Day[], rates: { kind: TaxKind; ratePpm: number }[]): PricedInvoice {
  const lines = days.map((day) => ({ ...day, amountCents: lineAmountCents(day.minutes, day.rateCents) }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxes = rates.map((rate) => ({ kind: rate.kind, ratePpm: rate.ratePpm, amountCents: taxAmountCents(subtotalCents, rate.ratePpm) }));
  const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const totalCents = subtotalCents + taxCents;
  if (!Number.isSafeInteger(totalCents) || totalCents > MAX_INVOICE_CENTS) throw tooLarge("api.invoice.tooLarge");
  return { lines, minutes: lines.reduce((sum, line) => sum + line.minutes, 0), subtotalCents, taxes, taxCents, totalCents };
}

/** A credit note's amounts: the invoice's, negated line by line and tax by tax. */
export function negated(invoice: PricedInvoice): PricedInvoice {
  return {
    lines: invoice.lines.map((line) => ({ ...line, minutes: -line.minutes, amountCents: -line.amountCents })),
    minutes: -invoice.minutes,
    subtotalCents: -invoice.subtotalCents,
    taxes: invoice.taxes.map((tax) => ({ ...tax, amountCents: -tax.amountCents })),
    taxCents: -invoice.taxCents,
    totalCents: -invoice.totalCents,
  };
}

/** What an invoice still stands for once its earlier credit notes (negative) are added to it. */
export function remainderOf(invoice: PricedInvoice, notes: readonly PricedInvoice[]): PricedInvoice {
  const sum = (pick: (amounts: PricedInvoice) => number) => notes.reduce((total, note) => total + pick(note), pick(invoice));
  return {
    lines: [],
    minutes: 0,
    subtotalCents: sum((a) => a.subtotalCents),
    taxes: invoice.taxes.map((tax) => ({ ...tax, amountCents: sum((a) => a.taxes.find((t) => t.kind === tax.kind)?.amountCents ?? 0) })),
    taxCents: sum((a) => a.taxCents),
    totalCents: sum((a) => a.totalCents),
  };
}

/**
 * A credit note's amounts for `creditCents` (taxes included) of an invoice, on `date`: each tax's share is
 * creditCents × that tax ÷ the invoice's total, rounded half up to the cent, and the subtotal is the rest, so the
 * note's total is the credit to the cent. Crediting all that is left (`remainder`) takes each amount's remainder
 * instead, so an invoice's credit notes add up to it exactly whatever the roundings before. One line, no time.
 */
export function partialCredit(invoice: PricedInvoice, remainder: PricedInvoice, creditCents: number, date: string): PricedInvoice {
  const closing = creditCents === remainder.totalCents;
  const taxes = closing
    ? remainder.taxes
    : invoice.taxes.map((tax) => ({ ...tax, amountCents: Number(roundHalfUp(BigInt(creditCents) * BigInt(tax.amountCents), BigInt(invoice.totalCents))) }));
  const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const subtotalCents = creditCents - taxCents;
  return negated({
    lines: [{ date, startTime: "", endTime: "", minutes: 0, rateCents: 0, amountCents: subtotalCents, kind: "credit" }],
    minutes: 0,
    subtotalCents,
    taxes,
    taxCents,
    totalCents: creditCents,
  });
}

/**
 * One line per session the job held (its weekdays' days from start date to end date, none called off), each from
 * start time to end time (an end not after the start runs past midnight), at the job's rate in cents.
 */
export function jobDays(
  job: Omit<JobSchedule, "weekdays" | "cancelledDates"> & Partial<Pick<JobSchedule, "weekdays" | "cancelledDates">> & { rate: number },
): Day[] {
  const rateCents = Math.round(job.rate * 100);
  return scheduledSessions(jobSessions({ ...job, weekdays: job.weekdays ?? null, cancelledDates: job.cancelledDates ?? [] })).map((session) => ({
    date: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    minutes: sessionMinutes(session),
    rateCents,
  }));
}
