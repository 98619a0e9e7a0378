/** The accounts feature's public entry: what other features use of it, and only that. */
export { assertUnchangedEmail, isUniqueViolation, sqlStateOf } from "./accounts.ts";
