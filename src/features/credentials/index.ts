/** The credentials feature's public entry: what other features use of it, and only that. */
export { heldBadges } from "./badges.ts";
export { heldCredentialsSql, missingCredentials, requiredCredentials, type CredentialNeeds, type HeldCredential } from "./credential-rule.ts";
export {
  claimDueReminders,
  claimNewLapsedBookings,
  credentialKindNames,
  credentialStaffIds,
  releaseLapsedBookings,
  releaseReminders,
} from "./credential-notices.ts";
export { FIRST_AID, type RequiredCredential, VULNERABLE_SECTOR_CHECK } from "./credentials.contract.ts";
