import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessage, Conversation } from "../../../src/features/chat/chat.contract.ts";
import { call, client } from "../api.ts";
import { useSignedInUser } from "../data.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { ChatPanel } from "./ChatPanel.tsx";
import { acquireChatSocket } from "./socket.ts";

const ROLE_KEY = { client: "app.inbox.role.client", artist: "app.inbox.role.artist", admin: "app.inbox.role.admin" } as const;

const partnerOf = (chat: ChatMessage, adminId: string) => (chat.senderId === adminId ? chat.receiverId : chat.senderId);

/** The inbox with `chat` applied: its conversation moves to the top with it as the last message. */
function withMessage(list: Conversation[], chat: ChatMessage, partnerId: string, openId: string | null): Conversation[] {
  const entry = list.find((c) => c.user.userId === partnerId);
  if (!entry || entry.lastMessage._id === chat._id || entry.lastMessage.createdAt > chat.createdAt) return list;
  const unread = chat.senderId === partnerId && partnerId !== openId;
  const updated = { ...entry, lastMessage: chat, unreadCount: entry.unreadCount + (unread ? 1 : 0) };
  return [updated, ...list.filter((c) => c !== entry)];
}

export interface InboxProps {
  /** Called when the number of unread messages may have changed (the console's badge re-reads it). */
  onUnreadChange?(): void;
}

/**
 * The admin console's inbox: every conversation with its last message
 * and unread count, kept live over the chat socket; opening one shows the chat
 * with that user, whose panel marks what they sent as read.
 */
export function Inbox({ onUnreadChange }: InboxProps = {}) {
  const t = useT();
  const f = useFormat();
  const user = useSignedInUser();
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  openRef.current = openId;
  const listRef = useRef<Conversation[] | null>(null);
  listRef.current = conversations;
  const unreadChanged = useRef(onUnreadChange);
  unreadChanged.current = onUnreadChange;

  const load = useCallback(async () => {
    try {
      const reply = await call(client.admin.conversations.$get, {}, { noCache: true });
      if (!reply.status) throw new Error(reply.message);
      setConversations(reply.response);
      setFailed(false);
    } catch (error) {
      console.error("Inbox: conversations failed", error);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!user) return;
    const { socket, release } = acquireChatSocket(user.userId);
    const off = socket.subscribe({
      // After every (re)connect: whatever arrived while offline is in the reloaded list.
      onReady: () => void load(),
      onMessage: (chat) => {
        const open = openRef.current;
        // The open conversation's panel reads what arrives in it (its receipt moves the count).
        if (chat.senderId !== user.userId && chat.senderId !== open) unreadChanged.current?.();
        const partnerId = partnerOf(chat, user.userId);
        const list = listRef.current;
        // Someone new wrote in: their line comes from the server. (No list yet: its load will have it.)
        if (list && !list.some((c) => c.user.userId === partnerId)) void load();
        else setConversations((current) => current && withMessage(current, chat, partnerId, open));
      },
      // The agency read a conversation (here, or in another tab): its count is zero.
      onReceipt: (receipt) => {
        if (receipt.receiverId !== user.userId || !receipt.readAt) return;
        setConversations((list) => list?.map((c) => (c.user.userId === receipt.senderId ? { ...c, unreadCount: 0 } : c)) ?? null);
        unreadChanged.current?.();
      },
    });
    if (socket.status === "online") void load();
    return () => {
      off();
      release();
    };
  }, [user, load]);

  function open(conversation: Conversation) {
    const { userId } = conversation.user;
    setOpenId(userId);
    if (conversation.unreadCount > 0) {
      setConversations((list) => list?.map((c) => (c.user.userId === userId ? { ...c, unreadCount: 0 } : c)) ?? null);
    }
  }

  const current = conversations?.find((c) => c.user.userId === openId);
  const unreadTotal = conversations?.reduce((n, c) => n + c.unreadCount, 0) ?? 0;

  return (
    <div className={openId ? "inbox has-open" : "inbox"}>
      <aside className="inbox__list" aria-label={t("app.inbox.conversations")}>
        <h2 className="inbox__heading">
          {t("app.inbox.conversations")}
          {unreadTotal > 0 && <span className="inbox__total">{t("app.inbox.unread", { count: unreadTotal })}</span>}
        </h2>
        {conversations === null ? (
          failed ? (
            <p className="inbox__note" role="alert">
              {t("app.inbox.loadFailed")}{" "}
              <button type="button" className="inbox__retry" onClick={() => void load()}>
                {t("app.inbox.retry")}
              </button>
            </p>
          ) : (
            <p className="inbox__note" role="status">
              {t("app.inbox.loading")}
            </p>
          )
        ) : conversations.length === 0 ? (
          <p className="inbox__note">{t("app.inbox.empty")}</p>
        ) : (
          <ul className="inbox__items">
            {conversations.map((c) => (
              <li key={c.user.userId}>
                <button
                  type="button"
                  className={["inbox__item", c.user.userId === openId && "is-open", c.unreadCount > 0 && "has-unread"].filter(Boolean).join(" ")}
                  aria-current={c.user.userId === openId ? "true" : undefined}
                  onClick={() => open(c)}
                >
                  <span className="inbox__avatar" aria-hidden="true">
                    {c.user.name.trim().charAt(0).toUpperCase()}
                  </span>
                  <span className="inbox__body">
                    <span className="inbox__top">
                      <strong className="inbox__name">{c.user.name}</strong>
                      <span className="inbox__when">{f.fromNow(c.lastMessage.createdAt)}</span>
                    </span>
                    <span className="inbox__bottom">
                      <span className="inbox__role">{t(ROLE_KEY[c.user.role])}</span>
                      <span className="inbox__preview">
                        {c.lastMessage.senderId === user?.userId ? t("app.inbox.you") : ""}
                        {c.lastMessage.message}
                      </span>
                      {c.unreadCount > 0 && (
                        <span className="inbox__unread" role="img" aria-label={t("app.inbox.unread", { count: c.unreadCount })}>
                          {c.unreadCount}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </aside>
      <div className="inbox__panel">
        {current ? (
          <>
            <button type="button" className="inbox__back" onClick={() => setOpenId(null)}>
              {t("app.inbox.back")}
            </button>
            <ChatPanel key={current.user.userId} title={current.user.name} partnerId={current.user.userId} />
          </>
        ) : (
          <p className="inbox__empty">{t("app.inbox.select")}</p>
        )}
      </div>
    </div>
  );
}
