/** The invoices feature's public entry: what other features use of it, and only that. */
export { issueJobInvoice, taxProvinceOf } from "./invoices.ts";
export { lineAmountCents } from "./invoice-money.ts";
