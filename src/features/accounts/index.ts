/** The accounts feature's public entry: what other features use of it, and only that. */
export { assertUnchangedEmail, findByEmail, isUniqueViolation, sqlStateOf, toSessionUser } from "./accounts.ts";
export { hashAccountToken } from "./account-tokens.ts";
export { hashPassword } from "./passwords.ts";
export { assertAcceptablePassword } from "./password-policy.ts";
export { createSessionStore } from "./session-store.ts";
export { revokeAccess } from "./sessions.ts";
export { twoFactorOn } from "./two-factor.ts";
