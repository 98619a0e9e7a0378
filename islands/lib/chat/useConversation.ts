import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ChatMessage } from "../../../src/features/chat/chat.contract.ts";
import { call, client } from "../api.ts";
import { ChatConversation, type SendOutcome } from "./conversation.ts";
import { acquireChatSocket, type ChatSocketStatus } from "./socket.ts";

async function loadHistory(partnerId: string, before?: string): Promise<ChatMessage[] | null> {
  const reply = await call(client.chat.history.$get, { query: { otherUserId: partnerId, ...(before ? { before } : {}) } }, { noCache: true });
  if (!reply.status) {
    console.error("Chat: history failed:", reply.message);
    return null;
  }
  return reply.response;
}

/** A busy (429) or failing (5xx) server may take the same message later; any other refusal is final. */
async function sendMessage(receiverId: string, message: string, key: string): Promise<SendOutcome> {
  const reply = await call(client.chat.send.$post, { json: { receiverId, message } }, { idempotencyKey: key });
  if (reply.status) return { sent: reply.response };
  if (reply.httpStatus === 429 || reply.httpStatus >= 500) return { retry: true };
  return { refused: reply.message };
}

async function markRead(partnerId: string): Promise<void> {
  const reply = await call(client.chat.read.$put, { json: { otherUserId: partnerId } });
  if (!reply.status) console.error("Chat: could not mark as read:", reply.message);
}

const EMPTY: ChatConversation["state"] = { messages: [], loaded: false, earlier: false, loadingEarlier: false };
const noWatch = () => () => {};
const pageVisible = () => document.visibilityState !== "hidden";

/**
 * The live conversation of `selfId` (the user, or for the agency's staff the agency) with
 * `partnerId` over the shared chat socket of the signed-in `userId`: its messages (with their delivery state), the connection status, and
 * `send` (queued, sent when the room is live). What the partner sent is marked read
 * while the page shows it. `onRefused` hears a message the server would not take.
 */
export function useConversation(userId: string, selfId: string, partnerId: string, onRefused?: (message: string, reason: string) => void) {
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [status, setStatus] = useState<ChatSocketStatus>("connecting");
  const [refusedHandler] = useState(() => ({ current: onRefused }));
  refusedHandler.current = onRefused;

  useEffect(() => {
    const { socket, release } = acquireChatSocket(userId);
    const current = new ChatConversation({
      socket,
      userId: selfId,
      partnerId,
      loadHistory: (before) => loadHistory(partnerId, before),
      sendMessage: (message, key) => sendMessage(partnerId, message, key),
      outboxStorage: localStorage,
      onRefused: (message, reason) => refusedHandler.current?.(message, reason),
    });
    const offStatus = socket.subscribe({ onStatus: setStatus });
    setStatus(socket.status);
    setConversation(current);
    return () => {
      offStatus();
      current.dispose();
      release();
    };
  }, [userId, selfId, partnerId, refusedHandler]);

  const state = useSyncExternalStore(conversation?.watch ?? noWatch, () => conversation?.state ?? EMPTY);

  // Read while shown: unread messages of the partner, now or when the page comes back to the front
  // (keyed by the newest one, so one that arrives while the last mark is on its way is read too).
  const newestUnread = state.messages.findLast((m) => m.senderId === partnerId && !m.readAt)?._id;
  useEffect(() => {
    if (!newestUnread) return;
    let asked = false;
    const read = () => {
      if (asked || !pageVisible()) return;
      asked = true;
      markRead(partnerId).catch((error) => console.error("Chat: could not mark as read", error));
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => document.removeEventListener("visibilitychange", read);
  }, [newestUnread, partnerId]);

  const send = useCallback((message: string) => conversation?.send(message), [conversation]);
  const loadEarlier = useCallback(() => void conversation?.loadEarlier(), [conversation]);

  return { ...state, status, send, loadEarlier };
}
