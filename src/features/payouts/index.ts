/** The payouts feature's public entry: what other features use of it, and only that. */
export { writePayLines } from "./pay-lines.ts";
