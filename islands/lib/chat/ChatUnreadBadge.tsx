import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../api.ts";
import { userAtom } from "../state.ts";
import { acquireChatSocket } from "./socket.ts";
import { chatSelfId } from "./self.ts";

/**
 * Messages sent to the signed-in user that they have not opened,
 * read from the server and again whenever the page's socket says it moved: a
 * message to them arrived, they read a conversation (here or in another tab), or
 * the socket came back (what happened meanwhile). It follows the stored user and never
 * reads the session back itself: on the way out (logout, deletion) that would sign the
 * page in again.
 */
export function useChatUnread(): number {
  const user = useAtomValue(userAtom);
  const [unread, setUnread] = useState(0);
  const load = useCallback(async () => {
    try {
      const reply = await call(client.chat.unread.$get, {}, { noCache: true });
      if (reply.status) setUnread(reply.response.unread);
    } catch (error) {
      console.error("Chat: unread count failed", error);
    }
  }, []);
  const userId = user?.userId;
  // The agency's staff count what was sent to the agency.
  const selfId = user && chatSelfId(user);
  useEffect(() => {
    if (!userId) return;
    const { socket, release } = acquireChatSocket(userId);
    const off = socket.subscribe({
      onReady: () => void load(),
      onMessage: (chat) => chat.receiverId === selfId && void load(),
      onReceipt: (receipt) => receipt.receiverId === selfId && receipt.readAt !== null && void load(),
    });
    if (socket.status === "online") void load();
    return () => {
      off();
      release();
    };
  }, [userId, selfId, load]);
  return unread;
}

/** The count on a dashboard's chat entry, when there is something unread. */
export function ChatUnreadBadge() {
  const t = useT();
  const unread = useChatUnread();
  if (unread === 0) return null;
  return (
    <span className="badge badge--count nav-count" role="img" aria-label={t("app.chat.unread", { count: unread })}>
      {unread > 99 ? "99+" : unread}
    </span>
  );
}
