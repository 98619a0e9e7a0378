import { expect, test } from "bun:test";
import type { ChatMessage } from "../../../src/features/chat/chat.contract.ts";
import { ChatConversation, type SendOutcome } from "./conversation.ts";
import type { ChatSocketListener } from "./socket.ts";

const me = "0190a000-0000-7000-8000-00000000c001";
const agency = "0190a000-0000-7000-8000-00000000a000";

test("a receipt that reaches the page before its own send's reply is kept for the message", async () => {
  const listeners: ChatSocketListener[] = [];
  const socket = {
    status: "online" as const,
    subscribe(listener: ChatSocketListener) {
      listeners.push(listener);
      return () => {};
    },
  };
  const { promise: reply, resolve: answer } = Promise.withResolvers<SendOutcome>();
  const conversation = new ChatConversation({ socket, userId: me, partnerId: agency, loadHistory: async () => [], sendMessage: () => reply });
  conversation.send("Booked?");
  const stored: ChatMessage = {
    _id: "m1",
    senderId: me,
    receiverId: agency,
    message: "Booked?",
    createdAt: new Date().toISOString(),
    deliveredAt: null,
    readAt: null,
  };
  // The agency's socket had it at once: its receipt comes over the socket before the POST's answer.
  for (const l of listeners) l.onReceipt?.({ senderId: me, receiverId: agency, messageIds: ["m1"], deliveredAt: "2026-05-01T14:00:00.000Z", readAt: null });
  answer({ sent: stored });
  await Bun.sleep(0);
  await Bun.sleep(0);
  expect(conversation.state.messages.map((m) => [m._id, m.pending, m.deliveredAt])).toEqual([["m1", undefined, "2026-05-01T14:00:00.000Z"]]);
  conversation.dispose();
});
