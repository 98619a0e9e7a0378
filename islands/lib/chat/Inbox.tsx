import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatAssignee, ChatMessage, Conversation } from "../../../src/features/chat/chat.contract.ts";
import { CHAT_ASSIGNEE_FILTERS, type ChatAssigneeFilter } from "../../../src/features/chat/chat-assignees.contract.ts";
import { ADMIN_ID } from "../../../src/platform/contract/roles.ts";
import { call, client } from "../api.ts";
import { useApiGet, usePerform, useSignedInUser } from "../data.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useFormat } from "../format.ts";
import { ChatPanel } from "./ChatPanel.tsx";
import { acquireChatSocket } from "./socket.ts";

const ROLE_KEY = { client: "app.inbox.role.client", artist: "app.inbox.role.artist", admin: "app.inbox.role.admin" } as const;

const partnerOf = (chat: ChatMessage) => (chat.senderId === ADMIN_ID ? chat.receiverId : chat.senderId);

const EMPTY_KEY = { me: "app.inbox.emptyMine", none: "app.inbox.emptyNone", any: "app.inbox.empty" } as const;

/** Who of the staff answers the open conversation: any staff member who chats picks one, or nobody. */
function AssigneePicker({
  conversation,
  staff,
  onAssigned,
}: {
  conversation: Conversation;
  staff: ChatAssignee[];
  onAssigned(assignee: ChatAssignee | null): void;
}) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const { userId, name } = conversation.user;
  const current = conversation.assignee;
  // Someone removed from the staff since keeps their line until the conversation is given to another.
  const choices = current && !staff.some((s) => s.userId === current.userId) ? [...staff, current] : staff;
  const change = async (staffUserId: string) => {
    setBusy(true);
    const reply = await perform(() =>
      call(client.admin.chat[":userId"].assignee.$put, { param: { userId }, json: { staffUserId: staffUserId === "" ? null : staffUserId } }),
    );
    setBusy(false);
    if (reply) onAssigned(reply.response.assignee);
  };
  return (
    <label className="inbox__assign">
      <span>{t("app.inbox.assignee")}</span>
      <select
        aria-label={t("app.inbox.assigneeOf", { name })}
        value={current?.userId ?? ""}
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="">{t("app.inbox.nobody")}</option>
        {choices.map((s) => (
          <option key={s.userId} value={s.userId}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

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
 * The admin console's inbox: every conversation with its last message, unread count and
 * the staff member who has it, kept live over the chat socket (every staff member who chats
 * hears the agency's conversations on their own socket); tabs show the caller's, the
 * unassigned or all; opening one shows the chat with that user, whose panel marks what they
 * sent as read, and who answers it.
 */
export function Inbox({ onUnreadChange }: InboxProps = {}) {
  const t = useT();
  const f = useFormat();
  const user = useSignedInUser();
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [filter, setFilter] = useState<ChatAssigneeFilter>("any");
  // Read by `load`, which stays one function: a new one would reopen the page's socket at each tab.
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const staff = useApiGet(client.admin.chat.staff, {});
  const openRef = useRef<string | null>(null);
  openRef.current = openId;
  const listRef = useRef<Conversation[] | null>(null);
  listRef.current = conversations;
  const unreadChanged = useRef(onUnreadChange);
  unreadChanged.current = onUnreadChange;

  const load = useCallback(async () => {
    try {
      const asked = filterRef.current;
      const reply = await call(client.admin.conversations.$get, { query: { assignee: asked } }, { noCache: true });
      if (!reply.status) throw new Error(reply.message);
      // Another tab was picked meanwhile: its own load answers.
      if (asked !== filterRef.current) return;
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
        if (chat.senderId !== ADMIN_ID && chat.senderId !== open) unreadChanged.current?.();
        const partnerId = partnerOf(chat);
        const list = listRef.current;
        // Someone new wrote in: their line comes from the server. (No list yet: its load will have it.)
        if (list && !list.some((c) => c.user.userId === partnerId)) void load();
        else setConversations((current) => current && withMessage(current, chat, partnerId, open));
      },
      // The agency read a conversation (here, or in another tab): its count is zero.
      onReceipt: (receipt) => {
        if (receipt.receiverId !== ADMIN_ID || !receipt.readAt) return;
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
    setOpenEntry(conversation);
    if (conversation.unreadCount > 0) {
      setConversations((list) => list?.map((c) => (c.user.userId === userId ? { ...c, unreadCount: 0 } : c)) ?? null);
    }
  }

  // The list of another tab may not have it (given to someone else meanwhile): the open one stays open.
  const [openEntry, setOpenEntry] = useState<Conversation | null>(null);
  const current = conversations?.find((c) => c.user.userId === openId) ?? (openEntry?.user.userId === openId ? openEntry : undefined);

  function assigned(conversation: Conversation, assignee: ChatAssignee | null) {
    setOpenEntry({ ...conversation, assignee });
    const stays = filter === "any" || (filter === "me" ? assignee?.userId === user?.userId : assignee === null);
    setConversations((list) => list?.flatMap((c) => (c.user.userId !== conversation.user.userId ? [c] : stays ? [{ ...c, assignee }] : [])) ?? null);
  }
  const unreadTotal = conversations?.reduce((n, c) => n + c.unreadCount, 0) ?? 0;

  return (
    <div className={openId ? "inbox has-open" : "inbox"}>
      <aside className="inbox__list" aria-label={t("app.inbox.conversations")}>
        <h2 className="inbox__heading">
          {t("app.inbox.conversations")}
          {unreadTotal > 0 && <span className="inbox__total">{t("app.inbox.unread", { count: unreadTotal })}</span>}
        </h2>
        <fieldset className="inbox__filters" aria-label={t("app.inbox.filters")}>
          {CHAT_ASSIGNEE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={f === filter ? "inbox__filter is-active" : "inbox__filter"}
              aria-pressed={f === filter}
              onClick={() => {
                if (f === filter) return;
                filterRef.current = f;
                setFilter(f);
                setConversations(null);
                void load();
              }}
            >
              {t(`app.inbox.filter.${f}`)}
            </button>
          ))}
        </fieldset>
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
          <p className="inbox__note">{t(EMPTY_KEY[filter])}</p>
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
                    {c.assignee && <span className="inbox__assignee">{c.assignee.name}</span>}
                    <span className="inbox__bottom">
                      <span className="inbox__role">{t(ROLE_KEY[c.user.role])}</span>
                      <span className="inbox__preview">
                        {c.lastMessage.senderId === ADMIN_ID
                          ? c.lastMessage.staffName
                            ? t("app.inbox.staffSaid", { name: c.lastMessage.staffName })
                            : t("app.inbox.you")
                          : ""}
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
            <div className="inbox__tools">
              <button type="button" className="inbox__back" onClick={() => setOpenId(null)}>
                {t("app.inbox.back")}
              </button>
              <AssigneePicker conversation={current} staff={staff.data ?? []} onAssigned={(assignee) => assigned(current, assignee)} />
            </div>
            <ChatPanel key={current.user.userId} title={current.user.name} partnerId={current.user.userId} />
          </>
        ) : (
          <p className="inbox__empty">{t("app.inbox.select")}</p>
        )}
      </div>
    </div>
  );
}
