import type { Database } from "../../platform/db/client.ts";
import type { EventBus } from "../../platform/events/bus.ts";
import type { Logger } from "../../platform/log.ts";
import { createNotifier, type PresenceBoard, presenceBoard } from "./notifier.ts";
import { createNotificationScheduler, type NotificationScheduler, type SchedulerOptions } from "./scheduler.ts";
import { notifyOnEvents } from "./subscriber.ts";
import { type UnsubscribeTokens, unsubscribeTokens } from "./tokens.ts";

export type { PresenceBoard } from "./notifier.ts";
export type { NotificationKind } from "./notifications.contract.ts";
export { getNotification, unreadCount } from "./notifications.ts";
export type { PushUrgency } from "./notifications.ts";
export { renderNotification } from "./render.ts";

/** Notifications in one process: the event subscriber (on from the start), the scheduler (started by the server), the unsubscribe tokens, presence. */
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
  const notifier = createNotifier({ db: deps.db, tokens, presence, log: deps.log });
  const subscriber = notifyOnEvents({ db: deps.db, events: deps.events, log: deps.log, presence, notifier });
  const scheduler = createNotificationScheduler({ db: deps.db, log: deps.log, notifier }, options.scheduler);
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
