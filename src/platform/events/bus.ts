import type postgres from "postgres";
import { coalesce } from "../db/coalesce.ts";
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
/** NOTIFY payloads must stay under 8,000 bytes; a larger event travels as its reference (LargeEvents). */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Events that may outgrow a NOTIFY payload (a long chat message: src/features/chat/ gives them): such an event crosses
 * to the other instances as a reference, and each reads it back.
 */
export interface LargeEvents {
  /** What names the event to read it back; undefined when it has no such name (it is sent whole, and the NOTIFY fails). */
  referenceOf(event: DomainEvent): string | undefined;
  /** The event a reference names, read back; undefined when it is gone. */
  load(reference: string): Promise<DomainEvent | undefined>;
}

interface Notice {
  /** The publishing process, which has already delivered it locally. */
  origin: string;
  event?: DomainEvent;
  /** The event's reference alone when the event is too large for a NOTIFY payload. */
  reference?: string;
}

/**
 * Several processes on one PostgreSQL: each LISTENs on EVENTS_CHANNEL (postgres.js
 * keeps a dedicated connection for it and listens again after a reconnect) and
 * hands what other processes NOTIFY to its local listeners.
 */
export async function createPostgresEventBus(pg: postgres.Sql, options: { log: Logger; largeEvents?: LargeEvents }): Promise<EventBus> {
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
    const event = notice.reference !== undefined ? await options.largeEvents?.load(notice.reference) : undefined;
    if (event) fanOut.deliver(event);
  };
  const listener = await pg.listen(EVENTS_CHANNEL, (payload) => {
    onNotice(payload).catch((error) => log.error("event notification failed", { error: String(error) }));
  });

  const payloadOf = (event: DomainEvent) => {
    const whole = JSON.stringify({ origin, event } satisfies Notice);
    if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return whole;
    const reference = options.largeEvents?.referenceOf(event);
    return reference === undefined ? whole : JSON.stringify({ origin, reference } satisfies Notice);
  };

  /**
   * The events published while a round's NOTIFY runs go together in the next one: one
   * statement, in publishing order. NOTIFY gives its transaction an id, so each commit
   * used to wait for the WAL flush (milliseconds of a disk) on the connection the
   * requests need; a notification is not durable anyway (PostgreSQL drops its queue in
   * a crash), so the round commits without waiting for the disk.
   */
  const notifyRound = coalesce(async (payloads: string[]) => {
    await pg.unsafe("select pg_notify($1, payload) from unnest($2::text[]) as payload where (select set_config('synchronous_commit', 'off', true)) = 'off'", [
      EVENTS_CHANNEL,
      payloads,
    ]);
  });

  return {
    publish(event) {
      fanOut.deliver(event);
      // The change is committed already: a failed NOTIFY only delays the other instances (their caches expire, chat reloads history).
      const sent = notifyRound([payloadOf(event)]).catch((error) => log.error("event notify failed", { event: event.type, error: String(error) }));
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
