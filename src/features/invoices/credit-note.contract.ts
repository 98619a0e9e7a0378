import type { Invoice } from "./invoice.contract.ts";

/**
 * What a credit note says of its invoice: that it cancels it, or (a line of credit, no time) that it credits part of
 * it. Zod-free, for the islands' bundles as for the PDF.
 */
export const creditOfKey = (note: Pick<Invoice, "lines">) =>
  note.lines.some((line) => line.kind === "credit") ? ("invoice.partialCreditOf" as const) : ("invoice.creditOf" as const);
