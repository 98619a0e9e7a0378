/** The chat feature's public entry: what other features use of it, and only that. */
export type { ChatMessage } from "./chat.contract.ts";
