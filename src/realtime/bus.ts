import type postgres from "postgres";
import type { ChatMessage } from "../contracts/chat.ts";
import type { Logger } from "../log.ts";

/**
 * Carries saved chat messages to every process that may hold a socket of their
 * sender or receiver (DESIGN §7). `publish` delivers to this process's
 * subscribers at once and to the other processes through the database.
 */
export interface ChatBus {
  publish(chat: ChatMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (chat: ChatMessage) => void): () => void;
  close(): Promise<void>;
}

/** Listeners of one process; a throwing listener does not stop the others. */
function localFanOut(log: Logger) {
  const listeners = new Set<(chat: ChatMessage) => void>();
  return {
    deliver(chat: ChatMessage) {
      for (const listener of listeners) {
        try {
          listener(chat);
        } catch (error) {
          log.error("chat listener failed", { error: String(error) });
        }
      }
    },
    subscribe(listener: (chat: ChatMessage) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/** One process (PGlite): publishing is a function call. */
export function createLocalBus(log: Logger): ChatBus {
  const fanOut = localFanOut(log);
  return {
    publish: async (chat) => fanOut.deliver(chat),
    subscribe: fanOut.subscribe,
    close: async () => fanOut.clear(),
  };
}

export const CHAT_CHANNEL = "chat_messages";
/** NOTIFY payloads must stay under 8,000 bytes; a larger message travels as its id. */
const MAX_PAYLOAD_BYTES = 7900;

interface Notice {
  /** The publishing process, which has already delivered it locally. */
  origin: string;
  chat?: ChatMessage;
  /** Only the id when the message is too large for a NOTIFY payload. */
  id?: string;
}

/**
 * Several processes on one PostgreSQL: each LISTENs on CHAT_CHANNEL (postgres.js
 * keeps a dedicated connection for it and re-listens after a reconnect) and
 * hands what other processes NOTIFY to its local subscribers.
 */
export async function createPostgresBus(
  pg: postgres.Sql,
  options: { log: Logger; load(id: string): Promise<ChatMessage | undefined> },
): Promise<ChatBus> {
  const { log } = options;
  const origin = crypto.randomUUID();
  const fanOut = localFanOut(log);

  const onNotice = async (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      log.warn("ignored a malformed chat notification");
      return;
    }
    if (notice.origin === origin) return;
    const chat = notice.chat ?? (notice.id ? await options.load(notice.id) : undefined);
    if (chat) fanOut.deliver(chat);
  };
  const listener = await pg.listen(CHAT_CHANNEL, (payload) => {
    onNotice(payload).catch((error) => log.error("chat notification failed", { error: String(error) }));
  });

  return {
    async publish(chat) {
      fanOut.deliver(chat);
      let payload = JSON.stringify({ origin, chat } satisfies Notice);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ origin, id: chat._id } satisfies Notice);
      await pg.notify(CHAT_CHANNEL, payload);
    },
    subscribe: fanOut.subscribe,
    async close() {
      fanOut.clear();
      await listener.unlisten().catch(() => {});
    },
  };
}
