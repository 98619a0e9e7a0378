/** The reviews feature's public entry: what other features use of it, and only that. */
export type { ReviewSummary } from "./reviews.contract.ts";
