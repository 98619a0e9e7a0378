import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_MESSAGE_MAX } from "../../../src/features/chat/chat.contract.ts";
import { ADMIN_ID } from "../../../src/platform/contract/roles.ts";
import { chatSelfId } from "./self.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { useSignedInUser } from "../data.ts";
import { notifyError } from "../feedback.ts";
import { type Formats, useFormat } from "../format.ts";
import type { ShownMessage } from "./conversation.ts";
import type { ChatSocketStatus } from "./socket.ts";
import { useConversation } from "./useConversation.ts";

export interface ChatPanelProps {
  /** SPEC §2: 'Chat with Admin' (by default) in the client and artist areas; the user's name in the admin inbox. */
  title?: string;
  /** Who the signed-in user talks with: the agency's account by default. */
  partnerId?: string;
}

const STATUS_KEY = {
  online: "app.chat.status.online",
  connecting: "app.chat.status.connecting",
  offline: "app.chat.status.offline",
} as const satisfies Record<ChatSocketStatus, string>;

/** Within this distance of the bottom the list follows new messages; further up the reader is left alone. */
const FOLLOW_SLACK_PX = 80;
/** The counter appears when a message gets close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/** Messages in runs by day, for the day separators. */
function byDay(messages: readonly ShownMessage[], dayLabel: Formats["dayLabel"]): { label: string; messages: ShownMessage[] }[] {
  const days: { label: string; messages: ShownMessage[] }[] = [];
  for (const chat of messages) {
    const label = dayLabel(chat.createdAt);
    const last = days[days.length - 1];
    if (last?.label === label) last.messages.push(chat);
    else days.push({ label, messages: [chat] });
  }
  return days;
}

/**
 * The chat with one partner (SPEC §2 'messages', §4, §9): a 400 px conversation that
 * scrolls and follows new messages, live over the shared socket; Enter sends,
 * Shift+Enter starts a new line, blank messages are not sent.
 */
export function ChatPanel({ title: given, partnerId = ADMIN_ID }: ChatPanelProps) {
  const t = useT();
  const title = given ?? t("app.chat.title");
  const user = useSignedInUser();
  if (!user) {
    return (
      <section className="chat" aria-label={title}>
        <p className="chat__placeholder" role="status">
          {t("app.chat.loading")}
        </p>
      </section>
    );
  }
  return <Conversation key={`${user.userId}:${partnerId}`} title={title} userId={user.userId} selfId={chatSelfId(user)} partnerId={partnerId} />;
}

/** What became of one of my messages: on its way, waiting for the connection, sent, delivered, read. */
function MessageState({ chat }: { chat: ShownMessage }) {
  const t = useT();
  const f = useFormat();
  const text =
    chat.pending === "sending"
      ? t("app.chat.sending")
      : chat.pending === "waiting"
        ? t("app.chat.state.waiting")
        : chat.readAt
          ? t("app.chat.state.read", { time: f.clock(chat.readAt) })
          : t(chat.deliveredAt ? "app.chat.state.delivered" : "app.chat.state.sent");
  const state = chat.pending ?? (chat.readAt ? "read" : chat.deliveredAt ? "delivered" : "sent");
  return <span className={`chat__state is-${state}`}>{text}</span>;
}

/** Who of the agency wrote a message of its: their own name in the console, "Marie (agency)" for the studio or artist. */
function StaffName({ chat, mine }: { chat: ShownMessage; mine: boolean }) {
  const t = useT();
  if (!chat.staffName) return null;
  return <span className="chat__author">{mine ? chat.staffName : t("app.chat.staffName", { name: chat.staffName })}</span>;
}

function Conversation({ title, userId, selfId, partnerId }: { title: string; userId: string; selfId: string; partnerId: string }) {
  const t = useT();
  const f = useFormat();
  const [draft, setDraft] = useState("");
  // A message the server refused comes back into the box, above anything typed since, with the server's words.
  const refused = (message: string, reason: string) => {
    setDraft((typed) => (typed ? `${message}\n${typed}` : message));
    notifyError(t("app.chat.refused", { reason }));
  };
  const { messages, loaded, earlier, loadingEarlier, status, send, loadEarlier } = useConversation(userId, selfId, partnerId, refused);
  const online = status === "online";
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  /** Where the reader was when earlier messages were asked for: they go above without moving what is shown. */
  const keptPosition = useRef<{ height: number; top: number } | null>(null);

  // Follow new messages while the reader is at the bottom (always after sending).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after each change of the message list, which it reads through the DOM
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const kept = keptPosition.current;
    if (kept && list.scrollHeight !== kept.height) {
      list.scrollTop = list.scrollHeight - kept.height + kept.top;
      keptPosition.current = null;
    } else if (following.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const showEarlier = () => {
    const list = listRef.current;
    if (list) keptPosition.current = { height: list.scrollHeight, top: list.scrollTop };
    loadEarlier();
  };

  const onScroll = () => {
    const list = listRef.current;
    if (list) following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= FOLLOW_SLACK_PX;
  };

  /**
   * Only while the room is live (else the text stays in the box); the box clears at
   * once and the message shows as on its way: a dropped connection makes it wait, never lose it.
   */
  function submit() {
    const message = draft.trim();
    if (!message || !online) return;
    setDraft("");
    following.current = true;
    send(message);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <section className="chat" aria-label={title}>
      <header className="chat__header">
        <h2 className="chat__title">{title}</h2>
        <span className={`chat__status is-${status}`} role="status">
          {t(STATUS_KEY[status])}
        </span>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus so keyboard users can scroll it */}
      <div className="chat__messages" ref={listRef} onScroll={onScroll} role="log" aria-label={t("app.chat.messages")} aria-live="polite" tabIndex={0}>
        {messages.length === 0 ? (
          <p className="chat__placeholder">{t(loaded ? "app.chat.empty" : "app.chat.loadingMessages")}</p>
        ) : (
          <>
            {earlier && (
              <button type="button" className="btn btn--outline btn--sm chat__earlier" onClick={showEarlier} disabled={loadingEarlier}>
                {t(loadingEarlier ? "app.chat.loadingEarlier" : "app.chat.showEarlier")}
              </button>
            )}
            {byDay(messages, f.dayLabel).map((day) => (
              <div key={day.label + day.messages[0]!._id} className="chat__day">
                <p className="chat__day-label">
                  <span>{day.label}</span>
                </p>
                {day.messages.map((chat) => {
                  const mine = chat.senderId === selfId;
                  return (
                    <div
                      key={chat._id}
                      className={["chat__message", mine && "is-mine", chat.pending && "is-pending"].filter(Boolean).join(" ")}
                      data-message-id={chat._id}
                    >
                      <p className="chat__bubble">{chat.message}</p>
                      <p className="chat__meta">
                        <StaffName chat={chat} mine={mine} />
                        <time className="chat__time" dateTime={chat.createdAt}>
                          {f.clock(chat.createdAt)}
                        </time>
                        {mine && <MessageState chat={chat} />}
                      </p>
                    </div>
                  );
                })}
              </div>
            ))}
          </>
        )}
      </div>
      <form className="chat__composer" onSubmit={onSubmit}>
        <textarea
          className="chat__input"
          aria-label={t("app.chat.input")}
          placeholder={t("app.chat.placeholder")}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {draft.length >= COUNTER_FROM && (
          <span className="chat__counter" aria-live="polite">
            {draft.length}/{CHAT_MESSAGE_MAX}
          </span>
        )}
        <button type="submit" className="chat__send" disabled={!online || draft.trim() === ""}>
          {t(online ? "app.chat.send" : "app.chat.reconnecting")}
        </button>
      </form>
    </section>
  );
}
