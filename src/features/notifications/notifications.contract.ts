import { z } from "zod";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { atLeastMessage, atMostMessage, numberMessage, wholeNumberMessage } from "../../platform/contract/fields.ts";
import { said } from "../../platform/contract/messages.ts";
import type { Role } from "../../platform/contract/roles.ts";

/**
 * What a notification is about, and who can get it. In-app is always
 * on; each kind's e-mail can be turned off (preferences, or the mail's one-click
 * unsubscribe link). The order is the preferences screen's.
 */
export const NOTIFICATION_KINDS = [
  // An artist's.
  "application.approved",
  "application.rejected",
  // An approved artist's new name or bio, decided by the agency.
  "profile.change_approved",
  "profile.change_rejected",
  "job.matching",
  "job.confirmed",
  "job.cancelled",
  "job.changed",
  // The agency gave the job the artist was booked on to another applicant.
  "job.unassigned",
  // One session of a booking called off by its studio or the agency; the booking goes on.
  "job.session_cancelled",
  "job.reminder",
  // A job the artist worked was marked completed by the agency.
  "job.work_completed",
  // A studio reviewed the artist after a completed booking.
  "review.received",
  // A studio's.
  "job.received",
  "job.artist_confirmed",
  "job.completed",
  // The studio is asked to review the artist of its completed job.
  "review.requested",
  "job.cancelled_by_agency",
  // The agency moved a booked job to other days or hours (its artist and its studio).
  "job.rescheduled",
  // The agency's (every admin).
  "admin.artist_applied",
  "admin.job_posted",
  "admin.contact_received",
  "admin.profile_change",
  // A scheduled backup failed, or stopped before it was done (the agency's owner).
  "admin.backup_failed",
  // Anyone's: chat messages that arrived while they had no open socket (one digest per conversation every 15 minutes at most).
  "chat.messages",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Which roles each kind reaches: the preferences list only those of the caller's role. */
export const NOTIFICATION_ROLES: Record<NotificationKind, readonly Role[]> = {
  "application.approved": ["artist"],
  "application.rejected": ["artist"],
  "profile.change_approved": ["artist"],
  "profile.change_rejected": ["artist"],
  "job.matching": ["artist"],
  "job.confirmed": ["artist"],
  "job.cancelled": ["artist"],
  "job.changed": ["artist"],
  "job.unassigned": ["artist"],
  "job.session_cancelled": ["artist"],
  "job.reminder": ["artist"],
  "job.work_completed": ["artist"],
  "review.received": ["artist"],
  "job.received": ["client"],
  "job.artist_confirmed": ["client"],
  "job.completed": ["client"],
  "review.requested": ["client"],
  "job.cancelled_by_agency": ["client"],
  "job.rescheduled": ["artist", "client"],
  "admin.artist_applied": ["admin"],
  "admin.job_posted": ["admin"],
  "admin.contact_received": ["admin"],
  "admin.profile_change": ["admin"],
  "admin.backup_failed": ["admin"],
  "chat.messages": ["client", "artist", "admin"],
};

/** The catalogue key naming a kind (the preferences screen's label; also `label`, already translated). */
export const notificationLabelKey = (kind: NotificationKind) => `notifications.kind.${kind}` as MessageKey;

/** One notification as `GET /api/notifications` lists it: title and body in the request's language. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path without language prefix ("/artist/jobs/confirmed/…"): the page it is about. */
  link: string;
  /** ISO timestamps; `readAt` null while unread. */
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/notifications`: a page of the caller's notifications, newest first, the total and the unread count. */
export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;

const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: numberMessage(label) })
    .int(wholeNumberMessage(label))
    .min(1, atLeastMessage(label, 1))
    .max(max, atMostMessage(label, max))
    .optional();

/** `?page=&pageSize=` (`limit` is taken as the other lists' name for `pageSize`). */
export const notificationListQuerySchema = z
  .object({ page: pageNumber("Page", 100_000), pageSize: pageNumber("Page size", NOTIFICATION_PAGE_SIZE_MAX), limit: pageNumber("Limit", 100) })
  .transform(({ page, pageSize, limit }) => ({ page: page ?? 1, pageSize: pageSize ?? limit ?? NOTIFICATION_PAGE_SIZE }));

/** `PUT /api/notifications/:id/read` and `read-all` answer with what the bell shows. */
export interface NotificationReadReply {
  unread: number;
}

/** One kind's line of `GET /api/notifications/preferences`. */
export interface NotificationPreference {
  kind: NotificationKind;
  /** E-mail on (the default) or off; in-app is always on. */
  email: boolean;
  labelKey: MessageKey;
  /** The kind's name in the request's language. */
  label: string;
}

export interface NotificationPreferences {
  items: NotificationPreference[];
}

export const UNKNOWN_KIND_MESSAGE = said("Notification kind must be one of the known kinds", "api.notifications.unknownKind");
const EMAIL_FLAG_MESSAGE = said("Each e-mail choice must be true or false", "api.notifications.emailFlag");

const emailChoices = z.record(z.string(), z.boolean({ error: EMAIL_FLAG_MESSAGE }), { error: EMAIL_FLAG_MESSAGE }).superRefine((value, ctx) => {
  for (const key of Object.keys(value)) {
    if (!isNotificationKind(key)) ctx.addIssue({ code: "custom", message: UNKNOWN_KIND_MESSAGE, path: [key] });
  }
});

/**
 * `PUT /api/notifications/preferences`: a partial map `{email: {kind: boolean, …}}`
 * (the kinds named change, the others stay), or one kind `{kind, email}`.
 */
export const notificationPreferencesSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: UNKNOWN_KIND_MESSAGE }).optional(),
    email: z.union([z.boolean({ error: EMAIL_FLAG_MESSAGE }), emailChoices], { error: EMAIL_FLAG_MESSAGE }),
  })
  .superRefine((value, ctx) => {
    if ((value.kind !== undefined) !== (typeof value.email === "boolean")) ctx.addIssue({ code: "custom", message: EMAIL_FLAG_MESSAGE, path: ["email"] });
  })
  .transform(
    ({ kind, email }): NotificationPreferencesInput => ({
      email: (typeof email === "boolean" ? { [kind!]: email } : email) as Partial<Record<NotificationKind, boolean>>,
    }),
  );
export type NotificationPreferencesInput = { email: Partial<Record<NotificationKind, boolean>> };

/** `GET|POST /api/notifications/unsubscribe?token=`: the token of a mail's one-click link (no login). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Server → client on `/ws`: a new notification for this user, and the bell's count. */
export interface NotificationFrameData {
  notification: NotificationItem;
  unread: number;
}
