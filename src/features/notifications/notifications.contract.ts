import { z } from "zod";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { MAX_PAGE, pagingNumber } from "../../platform/contract/pagination.ts";
import { said } from "../../platform/contract/messages.ts";
import type { Role } from "../../platform/contract/roles.ts";

/**
 * What a notification is about, and who can get it. In-app is always
 * on; each kind's e-mail (preferences, or the mail's one-click unsubscribe link) and
 * push (preferences) can be turned off. The order is the preferences screen's.
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
  // A verified credential of the artist runs out in 60, 30 or 7 days.
  "credential.expiring",
  // A studio's.
  "job.received",
  "job.artist_confirmed",
  "job.completed",
  // The studio is asked to review the artist of its completed job.
  "review.requested",
  "job.cancelled_by_agency",
  // An unpaid invoice on its due date, and again a week after it.
  "invoice.due",
  "invoice.overdue",
  // The agency moved a booked job to other days or hours (its artist and its studio).
  "job.rescheduled",
  // The agency's (every admin).
  "admin.artist_applied",
  "admin.job_posted",
  "admin.contact_received",
  "admin.profile_change",
  // A scheduled backup failed, or stopped before it was done (the agency's owner).
  "admin.backup_failed",
  // A studio or an artist wrote in the chat: to the staff member who has the conversation, or every coordinator and owner.
  "admin.chat_message",
  // An artist's verified credential runs out in 60, 30 or 7 days (coordinators and the owner).
  "admin.credential_expiring",
  // A confirmed booking has a coming session its artist's credential no longer covers (coordinators and the owner).
  "admin.booking_credential_lapsed",
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
  "credential.expiring": ["artist"],
  "job.received": ["client"],
  "job.artist_confirmed": ["client"],
  "job.completed": ["client"],
  "review.requested": ["client"],
  "job.cancelled_by_agency": ["client"],
  "invoice.due": ["client"],
  "invoice.overdue": ["client"],
  "job.rescheduled": ["artist", "client"],
  "admin.artist_applied": ["admin"],
  "admin.job_posted": ["admin"],
  "admin.contact_received": ["admin"],
  "admin.profile_change": ["admin"],
  "admin.backup_failed": ["admin"],
  "admin.chat_message": ["admin"],
  "admin.credential_expiring": ["admin"],
  "admin.booking_credential_lapsed": ["admin"],
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

/** `?page=&pageSize=` (`limit` is taken as the other lists' name for `pageSize`). */
export const notificationListQuerySchema = z
  .object({
    page: pagingNumber("Page", MAX_PAGE).optional(),
    pageSize: pagingNumber("Page size", NOTIFICATION_PAGE_SIZE_MAX).optional(),
    limit: pagingNumber("Limit", 100).optional(),
  })
  .transform(({ page, pageSize, limit }) => ({ page: page ?? 1, pageSize: pageSize ?? limit ?? NOTIFICATION_PAGE_SIZE }));

/** `PUT /api/notifications/:id/read` and `read-all` answer with what the bell shows. */
export interface NotificationReadReply {
  unread: number;
}

/** The ways a notification reaches its user besides the bell (always on), each turned on or off per kind. */
export const NOTIFICATION_CHANNELS = ["email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One kind's line of `GET /api/notifications/preferences`. */
export interface NotificationPreference {
  kind: NotificationKind;
  /** E-mail on (the default) or off; in-app is always on. */
  email: boolean;
  /** Push to the user's subscribed devices on (the default) or off. */
  push: boolean;
  labelKey: MessageKey;
  /** The kind's name in the request's language. */
  label: string;
}

export interface NotificationPreferences {
  items: NotificationPreference[];
}

export const UNKNOWN_KIND_MESSAGE = said("Notification kind must be one of the known kinds", "api.notifications.unknownKind");
const CHOICE_MESSAGE = {
  email: said("Each e-mail choice must be true or false", "api.notifications.emailFlag"),
  push: said("Each push choice must be true or false", "api.notifications.pushFlag"),
} satisfies Record<NotificationChannel, unknown>;
const NO_CHOICE_MESSAGE = said("Name at least one e-mail or push choice", "api.notifications.noChoice");

const channelChoices = (channel: NotificationChannel) =>
  z.record(z.string(), z.boolean({ error: CHOICE_MESSAGE[channel] }), { error: CHOICE_MESSAGE[channel] }).superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!isNotificationKind(key)) ctx.addIssue({ code: "custom", message: UNKNOWN_KIND_MESSAGE, path: [key] });
    }
  });

const channelField = (channel: NotificationChannel) =>
  z.union([z.boolean({ error: CHOICE_MESSAGE[channel] }), channelChoices(channel)], { error: CHOICE_MESSAGE[channel] }).optional();

/**
 * `PUT /api/notifications/preferences`: partial maps per channel `{email: {kind: boolean, …}, push: {…}}`
 * (the kinds named change, the others stay), or one kind `{kind, email?, push?}`.
 */
export const notificationPreferencesSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: UNKNOWN_KIND_MESSAGE }).optional(),
    email: channelField("email"),
    push: channelField("push"),
  })
  .superRefine((value, ctx) => {
    const named = NOTIFICATION_CHANNELS.filter((channel) => value[channel] !== undefined);
    if (named.length === 0) ctx.addIssue({ code: "custom", message: NO_CHOICE_MESSAGE, path: ["email"] });
    for (const channel of named) {
      if ((value.kind !== undefined) !== (typeof value[channel] === "boolean"))
        ctx.addIssue({ code: "custom", message: CHOICE_MESSAGE[channel], path: [channel] });
    }
  })
  .transform(({ kind, ...choices }): NotificationPreferencesInput => {
    const of = (choice: boolean | Record<string, boolean> | undefined) =>
      (typeof choice === "boolean" ? { [kind!]: choice } : (choice ?? {})) as Partial<Record<NotificationKind, boolean>>;
    return { email: of(choices.email), push: of(choices.push) };
  });
export type NotificationPreferencesInput = Record<NotificationChannel, Partial<Record<NotificationKind, boolean>>>;

/** `GET|POST /api/notifications/unsubscribe?token=`: the token of a mail's one-click link (no login). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Server → client on `/ws`: a new notification for this user, and the bell's count. */
export interface NotificationFrameData {
  notification: NotificationItem;
  unread: number;
}
