import { CHAT_HISTORY_LIMIT, type ChatMessage } from "../../../src/contracts/chat.ts";
import type { ChatSocket } from "./socket.ts";

export interface ConversationOptions {
  socket: Pick<ChatSocket, "subscribe" | "status">;
  userId: string;
  partnerId: string;
  /**
   * The conversation's newest messages from the server, or with `before` (a
   * message's id) the newest of those older than it (throws, or resolves null, when it failed).
   */
  loadHistory(before?: string): Promise<ChatMessage[] | null>;
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/**
 * One conversation as the browser sees it (SPEC §4 Chat): history reloaded every
 * time the room is (re)joined, live messages of this pair appended, others ignored
 * with a console error, duplicates (same `_id`) dropped, oldest first.
 */
export class ChatConversation {
  /**
   * A new object after every change (a React snapshot): messages oldest first;
   * `loaded` once a history load succeeded; `earlier` while older messages may be
   * on the server (a full page came back), `loadingEarlier` while they are fetched.
   */
  state: { messages: readonly ChatMessage[]; loaded: boolean; earlier: boolean; loadingEarlier: boolean } = {
    messages: [],
    loaded: false,
    earlier: false,
    loadingEarlier: false,
  };
  private readonly byId = new Map<string, ChatMessage>();
  private readonly watchers = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private disposed = false;

  constructor(private readonly options: ConversationOptions) {
    this.unsubscribe = options.socket.subscribe({
      onReady: () => void this.reload(),
      onMessage: (chat) => this.receive(chat),
    });
    // A shared socket may already be in the room: its next ready event may be far away.
    if (options.socket.status === "online") void this.reload();
  }

  /** For useSyncExternalStore: called after every change. */
  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => void this.watchers.delete(watcher);
  };

  /** Adds messages of this conversation not seen yet. */
  add(...chats: ChatMessage[]) {
    let changed = false;
    for (const chat of chats) {
      if (this.byId.has(chat._id)) continue;
      this.byId.set(chat._id, chat);
      changed = true;
    }
    if (changed) this.update({ messages: [...this.byId.values()].sort(byTime) });
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
    this.unsubscribe();
    this.watchers.clear();
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
