import type { ScheduleSettings } from "./features/backups/runs.ts";
import type { CalendarFeedTokens } from "./features/calendar/feed-tokens.ts";
import type { NotificationService } from "./features/notifications/index.ts";
import type { PlatformDeps } from "./platform/deps.ts";

/** Everything the app needs from the outside world, built by src/server.ts (or a test): the platform's and the features' services. */
export interface AppDeps extends PlatformDeps {
  /** Notifications: written on events (every instance), the scheduler (reminders, chat digests), unsubscribe tokens, presence. */
  notifications: NotificationService;
  /** The calendar feeds' token keys, derived from JWT_SECRET. */
  calendarFeeds: CalendarFeedTokens;
  /** Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP): what the console shows of them. */
  backupSchedule: ScheduleSettings;
}
