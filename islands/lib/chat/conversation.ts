import { CHAT_HISTORY_LIMIT, type ChatMessage, type ChatReceipt } from "../../../src/features/chat/chat.contract.ts";
import type { ChatSocket } from "./socket.ts";

/** What became of one message sent from this page. */
export type SendOutcome =
  | { sent: ChatMessage }
  /** The server refused it for good (a 4xx with its words): the text goes back to the writer. */
  | { refused: string }
  /** Not answered, or a busy or failing server: it waits for the next connection. */
  | { retry: true };

export interface ConversationOptions {
  socket: Pick<ChatSocket, "subscribe" | "status">;
  userId: string;
  partnerId: string;
  /**
   * The conversation's newest messages from the server, or with `before` (a
   * message's id) the newest of those older than it (throws, or resolves null, when it failed).
   */
  loadHistory(before?: string): Promise<ChatMessage[] | null>;
  /** Stores a message; `key` is the same on every try of one message, so the server stores it once. */
  sendMessage(message: string, key: string): Promise<SendOutcome>;
  /** Where the messages still to send are kept, so a reload or a closed tab loses none (the page's localStorage). */
  outboxStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** A message the server refused: its text and the server's words. */
  onRefused?(message: string, reason: string): void;
}

/** A message shown in the conversation: stored on the server, or `pending` on this page (`sending`, or `waiting` for the connection). */
export type ShownMessage = ChatMessage & { pending?: "sending" | "waiting" };

/** One message not yet stored: its idempotency key is its id until the server's reply replaces it. */
interface OutboxItem {
  key: string;
  message: string;
  createdAt: string;
}

/** A message the server could not take yet (busy, failing) is tried again after this long, or at the next connection. */
export const RETRY_SEND_MS = 5000;

/** Receipts kept for messages this page has not shown yet (its own, on their way back from the server). */
const EARLY_RECEIPTS_MAX = 100;

const outboxKey = (userId: string, partnerId: string) => `chat-outbox:${userId}:${partnerId}`;

function readOutbox(storage: ConversationOptions["outboxStorage"], key: string): OutboxItem[] {
  try {
    const items = JSON.parse(storage?.getItem(key) ?? "[]") as unknown;
    return Array.isArray(items) ? items.filter((i): i is OutboxItem => typeof i?.key === "string" && typeof i?.message === "string") : [];
  } catch {
    return [];
  }
}

/** Receipts and history bring what the server knows now: a time once set stays. */
const merged = (known: ShownMessage, fresh: ChatMessage): ShownMessage => ({
  ...fresh,
  deliveredAt: fresh.deliveredAt ?? known.deliveredAt,
  readAt: fresh.readAt ?? known.readAt,
});

const byTime = (a: ShownMessage, b: ShownMessage) =>
  Number(!!a.pending) - Number(!!b.pending) || a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/**
 * One conversation as the browser sees it (SPEC §4 Chat): history reloaded every
 * time the room is (re)joined, live messages of this pair appended, others ignored
 * with a console error, duplicates (same `_id`) merged, oldest first; receipts mark
 * them delivered and read. Messages written here go through an outbox kept in
 * storage and sent in order, each under one idempotency key, whenever the room is
 * live: a dropped connection delays them, never loses or doubles them.
 */
export class ChatConversation {
  /**
   * A new object after every change (a React snapshot): messages oldest first;
   * `loaded` once a history load succeeded; `earlier` while older messages may be
   * on the server (a full page came back), `loadingEarlier` while they are fetched.
   */
  state: { messages: readonly ShownMessage[]; loaded: boolean; earlier: boolean; loadingEarlier: boolean } = {
    messages: [],
    loaded: false,
    earlier: false,
    loadingEarlier: false,
  };
  private readonly byId = new Map<string, ShownMessage>();
  /**
   * Receipts of messages not shown yet: the receiver's socket may have a message (and
   * its receipt reach the sender) before the sender's own POST is answered.
   */
  private readonly earlyReceipts = new Map<string, Pick<ChatMessage, "deliveredAt" | "readAt">>();
  private readonly watchers = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private readonly outboxKey: string;
  private outbox: OutboxItem[];
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly options: ConversationOptions) {
    this.outboxKey = outboxKey(options.userId, options.partnerId);
    this.outbox = readOutbox(options.outboxStorage, this.outboxKey);
    this.showOutbox();
    this.unsubscribe = options.socket.subscribe({
      onReady: () => this.online(),
      onMessage: (chat) => this.receive(chat),
      onReceipt: (receipt) => this.receipt(receipt),
    });
    // A shared socket may already be in the room: its next ready event may be far away.
    if (options.socket.status === "online") this.online();
  }

  /** For useSyncExternalStore: called after every change. */
  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  };

  /** Adds messages of this conversation, or what is new about ones shown (delivered, read). */
  add(...chats: ChatMessage[]) {
    let changed = false;
    for (const given of chats) {
      const early = this.earlyReceipts.get(given._id);
      this.earlyReceipts.delete(given._id);
      const chat = early ? { ...given, deliveredAt: given.deliveredAt ?? early.deliveredAt, readAt: given.readAt ?? early.readAt } : given;
      const known = this.byId.get(chat._id);
      const next = known ? merged(known, chat) : chat;
      if (known && !known.pending && next.deliveredAt === known.deliveredAt && next.readAt === known.readAt) continue;
      this.byId.set(chat._id, next);
      changed = true;
    }
    if (changed) this.changed();
  }

  /** Queues `message` and sends it as soon as the room is live (now, if it is). */
  send(message: string) {
    this.outbox.push({ key: crypto.randomUUID(), message, createdAt: new Date().toISOString() });
    this.saveOutbox();
    this.showOutbox();
    void this.flush();
  }

  /** Fetches the page of messages before the oldest one shown. */
  async loadEarlier() {
    const oldest = this.state.messages[0];
    if (!oldest || !this.state.earlier || this.state.loadingEarlier) return;
    this.update({ loadingEarlier: true });
    try {
      const page = await this.options.loadHistory(oldest._id);
      if (this.disposed) return;
      if (page) {
        this.add(...page.filter((chat) => this.belongs(chat)));
        this.update({ earlier: page.length >= CHAT_HISTORY_LIMIT });
      }
    } catch (error) {
      console.error("Chat: earlier messages failed", error);
    } finally {
      if (!this.disposed) this.update({ loadingEarlier: false });
    }
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.unsubscribe();
    this.watchers.clear();
  }

  private online() {
    void this.reload();
    void this.flush();
  }

  /** Sends the outbox in order while the room is live; stops at the first that must wait. */
  private async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (!this.disposed && this.outbox.length > 0 && this.options.socket.status === "online") {
        const item = this.outbox[0]!;
        this.showOutbox(item.key);
        let outcome: SendOutcome;
        try {
          outcome = await this.options.sendMessage(item.message, item.key);
        } catch (error) {
          console.error("Chat: message not sent yet", error);
          outcome = { retry: true };
        }
        if ("retry" in outcome) {
          // The room may stay live while the server is busy: try again a little later too.
          clearTimeout(this.retryTimer);
          this.retryTimer = setTimeout(() => void this.flush(), RETRY_SEND_MS);
          break;
        }
        this.outbox.shift();
        this.saveOutbox();
        this.byId.delete(item.key);
        if ("sent" in outcome) this.add(outcome.sent);
        else this.options.onRefused?.(item.message, outcome.refused);
        this.changed();
      }
    } finally {
      this.flushing = false;
      if (!this.disposed) this.showOutbox();
    }
  }

  /** The outbox's messages at the end of the conversation: `sending` is the one on its way. */
  private showOutbox(sending?: string) {
    const { userId, partnerId } = this.options;
    for (const item of this.outbox) {
      const pending = item.key === sending ? "sending" : "waiting";
      if (this.byId.get(item.key)?.pending === pending) continue;
      this.byId.set(item.key, {
        _id: item.key,
        senderId: userId,
        receiverId: partnerId,
        message: item.message,
        createdAt: item.createdAt,
        deliveredAt: null,
        readAt: null,
        pending,
      });
    }
    this.changed();
  }

  private saveOutbox() {
    const storage = this.options.outboxStorage;
    try {
      if (this.outbox.length === 0) storage?.removeItem(this.outboxKey);
      else storage?.setItem(this.outboxKey, JSON.stringify(this.outbox));
    } catch (error) {
      // A full or blocked storage: the queue still lives in this page.
      console.error("Chat: the outbox could not be kept", error);
    }
  }

  private receipt(receipt: ChatReceipt) {
    const { userId, partnerId } = this.options;
    const ours = (receipt.senderId === userId && receipt.receiverId === partnerId) || (receipt.senderId === partnerId && receipt.receiverId === userId);
    if (!ours) return;
    let changed = false;
    for (const id of receipt.messageIds) {
      const known = this.byId.get(id);
      if (!known) {
        if (receipt.senderId === userId) this.keepEarly(id, receipt);
        continue;
      }
      if (known.pending) continue;
      this.byId.set(id, { ...known, deliveredAt: known.deliveredAt ?? receipt.deliveredAt, readAt: known.readAt ?? receipt.readAt });
      changed = true;
    }
    if (changed) this.changed();
  }

  private keepEarly(id: string, receipt: ChatReceipt) {
    const kept = this.earlyReceipts.get(id);
    this.earlyReceipts.set(id, { deliveredAt: kept?.deliveredAt ?? receipt.deliveredAt, readAt: kept?.readAt ?? receipt.readAt });
    // Only the last moments matter: a receipt whose message never comes is forgotten.
    if (this.earlyReceipts.size > EARLY_RECEIPTS_MAX) this.earlyReceipts.delete(this.earlyReceipts.keys().next().value!);
  }

  private changed() {
    this.update({ messages: [...this.byId.values()].sort(byTime) });
  }

  private belongs(chat: ChatMessage): boolean {
    const { userId, partnerId } = this.options;
    return (chat.senderId === userId && chat.receiverId === partnerId) || (chat.senderId === partnerId && chat.receiverId === userId);
  }

  private receive(chat: ChatMessage) {
    if (!this.belongs(chat)) {
      console.error("Chat: ignored a message from another conversation", chat._id);
      return;
    }
    this.add(chat);
  }

  private async reload() {
    try {
      const history = await this.options.loadHistory();
      if (this.disposed || !history) return;
      this.add(...history.filter((chat) => this.belongs(chat)));
      // Reloads (after a reconnect) bring the newest page again: only the first says whether there is more.
      if (!this.state.loaded) this.update({ loaded: true, earlier: history.length >= CHAT_HISTORY_LIMIT });
    } catch (error) {
      console.error("Chat: history failed", error);
    }
  }

  private update(change: Partial<ChatConversation["state"]>) {
    this.state = { ...this.state, ...change };
    for (const watcher of [...this.watchers]) watcher();
  }
}
