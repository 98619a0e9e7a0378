/**
 * `?assignee=` of the agency's inbox: the conversations given to the caller, to nobody, or all of
 * them (the default). Kept free of zod: the console's inbox reads it.
 */
export const CHAT_ASSIGNEE_FILTERS = ["me", "none", "any"] as const;
export type ChatAssigneeFilter = (typeof CHAT_ASSIGNEE_FILTERS)[number];
