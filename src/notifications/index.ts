import type { Database } from "../../db/client.ts";
import type { EventBus } from "../events/bus.ts";
import type { Logger } from "../log.ts";
import { createNotificationScheduler, type NotificationScheduler, type SchedulerOptions } from "./scheduler.ts";
import { notifyOnEvents, type Presence } from "./subscriber.ts";
import { type UnsubscribeTokens, unsubscribeTokens } from "./tokens.ts";

/** Who is connected where: every chat hub of this process adds itself (src/realtime/hub.ts). */
export interface PresenceBoard extends Presence {
  /** Adds a source (a hub); returns its removal. */
  add(source: Presence): () => void;
}

export function presenceBoard(): PresenceBoard {
  const sources = new Set<Presence>();
  return {
    isConnected: (userId) => [...sources].some((s) => s.isConnected(userId)),
    add(source) {
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
}

/** Notifications in one process (issue 20): the event subscriber (on from the start), the scheduler (started by the server), the unsubscribe tokens, presence. */
export interface NotificationService {
  tokens: UnsubscribeTokens;
  presence: PresenceBoard;
  scheduler: NotificationScheduler;
  /** Resolves once the notifications of the events heard so far are written (tests). */
  idle(): Promise<void>;
  /** Stops the scheduler and the subscriber. */
  close(): Promise<void>;
}

export function createNotificationService(
  deps: { db: Database; events: EventBus; log: Logger; secret: string },
  options: { scheduler?: SchedulerOptions } = {},
): NotificationService {
  const tokens = unsubscribeTokens(deps.secret);
  const presence = presenceBoard();
  const notifyDeps = { db: deps.db, events: deps.events, tokens, log: deps.log };
  const subscriber = notifyOnEvents({ ...notifyDeps, presence });
  const scheduler = createNotificationScheduler(notifyDeps, options.scheduler);
  return {
    tokens,
    presence,
    scheduler,
    idle: subscriber.idle,
    async close() {
      await scheduler.stop();
      subscriber.stop();
      await subscriber.idle();
    },
  };
}
