/** The privacy feature's public entry: what sign-up, the account and the mail templates use. */
export { acceptCurrentTerms, acceptTerms, currentTermsVersion, termsStatus } from "./policies.ts";
export { PRIVACY_REQUEST_KINDS } from "./privacy-kinds.contract.ts";
export type { PrivacyRequestKind } from "./privacy.contract.ts";
