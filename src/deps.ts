import type { ScheduleSettings } from "./features/backups/runs.ts";
import type { TwoFactorSecretBox } from "./features/accounts/two-factor-secrets.ts";
import type { CalendarFeedTokens } from "./features/calendar/feed-tokens.ts";
import type { NotificationService } from "./features/notifications/index.ts";
import type { PushService } from "./features/push/index.ts";
import type { PlatformDeps } from "./platform/deps.ts";
import type { CardPayments } from "./features/invoices/card-payments.ts";

/** Everything the app needs from the outside world, built by src/server.ts (or a test): the platform's and the features' services. */
export interface AppDeps extends PlatformDeps {
  /** Notifications: written on events (every instance), the scheduler (reminders, chat digests), unsubscribe tokens, presence. */
  notifications: NotificationService;
  /** Web Push: the VAPID public key and the push outbox's worker. */
  push: PushService;
  /** The calendar feeds' token keys, derived from JWT_SECRET. */
  calendarFeeds: CalendarFeedTokens;
  /** Seals the users' TOTP secrets at rest, with a key derived from JWT_SECRET. */
  twoFactorSecrets: TwoFactorSecretBox;
  /** Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP): what the console shows of them. */
  backupSchedule: ScheduleSettings;
  /** Card payments with Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); undefined: hidden. */
  cardPayments: CardPayments | undefined;
}
