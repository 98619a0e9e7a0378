/** The chat feature's public entry: what other features use of it, and only that. */
export type { ChatMessage } from "./chat.contract.ts";
export { chatRecipients } from "./assignments.ts";
export { chatMessagesByReference } from "./chat.ts";
