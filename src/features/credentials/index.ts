/** The credentials feature's public entry: what other features use of it, and only that. */
export { heldCredentialsSql, missingCredentials, requiredCredentials, type CredentialNeeds, type HeldCredential } from "./credential-rule.ts";
export { FIRST_AID, type RequiredCredential, VULNERABLE_SECTOR_CHECK } from "./credentials.contract.ts";
