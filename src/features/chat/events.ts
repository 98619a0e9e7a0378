import type { ChatMessage, ChatReceipt } from "./chat.contract.ts";

/** Chat's domain events, in the union of src/platform/events/domain-events.ts. */
declare module "../../platform/events/domain-events.ts" {
  interface FeatureEvents {
    "chat.message_sent": { type: "chat.message_sent"; chat: ChatMessage };
    /** Messages reached their receiver's socket, or the receiver read them (sent, delivered, read). */
    "chat.receipt": { type: "chat.receipt"; receipt: ChatReceipt };
  }
}
