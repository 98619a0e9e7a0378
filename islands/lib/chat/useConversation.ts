import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ChatMessage } from "../../../src/contracts/chat.ts";
import { call, client } from "../api.ts";
import { ChatConversation } from "./conversation.ts";
import { acquireChatSocket, type ChatSocketStatus } from "./socket.ts";

async function loadHistory(partnerId: string, before?: string): Promise<ChatMessage[] | null> {
  const reply = await call(client.chat.history.$get, { query: { otherUserId: partnerId, ...(before ? { before } : {}) } }, { noCache: true });
  if (!reply.status) {
    console.error("Chat: history failed:", reply.message);
    return null;
  }
  return reply.response;
}

const EMPTY: ChatConversation["state"] = { messages: [], loaded: false, earlier: false, loadingEarlier: false };
const noWatch = () => () => {};

/**
 * The live conversation of `userId` with `partnerId` over the page's shared chat
 * socket: its messages, the connection status, and `send` (true when stored).
 */
export function useConversation(userId: string, partnerId: string) {
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [status, setStatus] = useState<ChatSocketStatus>("connecting");

  useEffect(() => {
    const { socket, release } = acquireChatSocket(userId);
    const current = new ChatConversation({ socket, userId, partnerId, loadHistory: (before) => loadHistory(partnerId, before) });
    const offStatus = socket.subscribe({ onStatus: setStatus });
    setStatus(socket.status);
    setConversation(current);
    return () => {
      offStatus();
      current.dispose();
      release();
    };
  }, [userId, partnerId]);

  const state = useSyncExternalStore(conversation?.watch ?? noWatch, () => conversation?.state ?? EMPTY);

  const send = useCallback(
    async (message: string): Promise<boolean> => {
      try {
        const reply = await call(client.chat.send.$post, { json: { receiverId: partnerId, message } });
        if (!reply.status) {
          console.error("Chat: message not sent:", reply.message);
          return false;
        }
        conversation?.add(reply.response);
        return true;
      } catch (error) {
        console.error("Chat: message not sent", error);
        return false;
      }
    },
    [conversation, partnerId],
  );

  const loadEarlier = useCallback(() => void conversation?.loadEarlier(), [conversation]);

  return { ...state, status, send, loadEarlier };
}
