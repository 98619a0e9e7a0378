import type postgres from "postgres";
import type { ChatMessage } from "../../features/chat/chat.contract.ts";
import type { DomainEvent, DomainEventType, EventOf, EventPublisher } from "./domain-events.ts";
import type { Logger } from "../log.ts";

type Listener<T extends DomainEventType = DomainEventType> = (event: EventOf<T>) => void;

/**
 * Carries domain events to their subscribers in every instance: `publish`
 * delivers to this process's listeners at once (a reply that follows sees its
 * effects) and to the other processes through the database.
 */
export interface EventBus extends EventPublisher {
  /** Returns the unsubscribe function. Listeners run in every instance. */
  on<T extends DomainEventType>(type: T, listener: Listener<T>): () => void;
  /** Stops listening, after the events already sent have left. */
  close(): Promise<void>;
}

/** Listeners of one process, by event type; a throwing listener does not stop the others. */
function localFanOut(log: Logger) {
  const listeners = new Map<DomainEventType, Set<Listener>>();
  return {
    deliver(event: DomainEvent) {
      for (const listener of listeners.get(event.type) ?? []) {
        try {
          listener(event as never);
        } catch (error) {
          log.error("event listener failed", { event: event.type, error: String(error) });
        }
      }
    },
    on<T extends DomainEventType>(type: T, listener: Listener<T>) {
      const set = listeners.get(type) ?? new Set<Listener>();
      listeners.set(type, set);
      set.add(listener as unknown as Listener);
      return () => void set.delete(listener as unknown as Listener);
    },
    clear: () => listeners.clear(),
  };
}

/** One process (PGlite): publishing is a function call. */
export function createLocalEventBus(log: Logger): EventBus {
  const fanOut = localFanOut(log);
  return { publish: fanOut.deliver, on: fanOut.on, close: async () => fanOut.clear() };
}

export const EVENTS_CHANNEL = "domain_events";
/** NOTIFY payloads must stay under 8,000 bytes; a larger chat message travels as its id. */
const MAX_PAYLOAD_BYTES = 7900;

interface Notice {
  /** The publishing process, which has already delivered it locally. */
  origin: string;
  event?: DomainEvent;
  /** Only the chat message's id when the event is too large for a NOTIFY payload. */
  chatId?: string;
}

/**
 * Several processes on one PostgreSQL: each LISTENs on EVENTS_CHANNEL (postgres.js
 * keeps a dedicated connection for it and listens again after a reconnect) and
 * hands what other processes NOTIFY to its local listeners.
 */
export async function createPostgresEventBus(
  pg: postgres.Sql,
  options: { log: Logger; loadChat(id: string): Promise<ChatMessage | undefined> },
): Promise<EventBus> {
  const { log } = options;
  const origin = crypto.randomUUID();
  const fanOut = localFanOut(log);
  const sending = new Set<Promise<unknown>>();

  const onNotice = async (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      log.warn("ignored a malformed event notification");
      return;
    }
    if (notice.origin === origin) return;
    if (notice.event) return fanOut.deliver(notice.event);
    const chat = notice.chatId ? await options.loadChat(notice.chatId) : undefined;
    if (chat) fanOut.deliver({ type: "chat.message_sent", chat });
  };
  const listener = await pg.listen(EVENTS_CHANNEL, (payload) => {
    onNotice(payload).catch((error) => log.error("event notification failed", { error: String(error) }));
  });

  const payloadOf = (event: DomainEvent) => {
    const whole = JSON.stringify({ origin, event } satisfies Notice);
    if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || event.type !== "chat.message_sent") return whole;
    return JSON.stringify({ origin, chatId: event.chat._id } satisfies Notice);
  };

  return {
    publish(event) {
      fanOut.deliver(event);
      // The change is committed already: a failed NOTIFY only delays the other instances (their caches expire, chat reloads history).
      const sent = pg.notify(EVENTS_CHANNEL, payloadOf(event)).catch((error) => log.error("event notify failed", { event: event.type, error: String(error) }));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },
    on: fanOut.on,
    async close() {
      await Promise.all(sending);
      fanOut.clear();
      await listener.unlisten().catch(() => {});
    },
  };
}
