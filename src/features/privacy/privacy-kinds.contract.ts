/** The kinds and states the privacy tables allow, kept free of zod so the public pages' islands stay small. */

/** The owner's three published documents: `/terms`, `/privacy`, `/cookies`. */
export const POLICY_KINDS = ["terms", "privacy", "cookies"] as const;

/** What a person may ask about their personal information. */
export const PRIVACY_REQUEST_KINDS = ["access", "correction", "deletion", "withdrawal"] as const;

export const PRIVACY_REQUEST_STATUSES = ["received", "completed", "refused"] as const;
