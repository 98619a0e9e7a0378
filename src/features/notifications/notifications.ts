import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { COMMIT_WITHOUT_FLUSH, type Database, executedRows, type Queryable } from "../../platform/db/client.ts";
import { mailOutbox, notificationPreferences, notifications, PUSH_OUTBOX_CHANNEL, pushOutbox, pushSubscriptions, users } from "../../../db/schema.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_ROLES,
  type NotificationChannel,
  notificationLabelKey,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from "./notifications.contract.ts";
import { msg } from "../../platform/i18n/api-messages.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import { OUTBOX_CHANNEL } from "../../platform/mail/outgoing.ts";
import { type NotificationParams, renderNotification } from "./render.ts";
import type { UnsubscribeTokens } from "./tokens.ts";
import { invalid, notFound } from "../../platform/errors.ts";

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as its reader sees it: title and body in `locale`. */
export function toNotificationItem(row: Pick<NotificationRow, "id" | "kind" | "params" | "link" | "createdAt" | "readAt">, locale: Locale): NotificationItem {
  const kind = row.kind as NotificationKind;
  return {
    id: row.id,
    kind,
    ...renderNotification(locale, kind, row.params),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** How many of the user's notifications are unread (the bell's count; the partial index answers it). */
export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** `GET /api/notifications`: the caller's own, newest first, a page at a time, with the total and the unread count. */
export async function listNotifications(db: Database, userId: string, locale: Locale, page: { page: number; pageSize: number }): Promise<NotificationPage> {
  const [counts] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map((r) => toNotificationItem(r, locale)), total: counts?.total ?? 0, unread: counts?.unread ?? 0, ...page };
}

/** One of the caller's notifications, in `locale`; another user's is not found. */
export async function getNotification(db: Queryable, userId: string, id: string, locale: Locale): Promise<NotificationItem | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row && toNotificationItem(row, locale);
}

/** `PUT /api/notifications/:id/read`: the caller's own only (anyone else's is a 404); reading twice keeps the first time. */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<{ unread: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound("api.notifications.notFound");
  return { unread: await unreadCount(db, userId) };
}

/** `PUT /api/notifications/read-all`. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: 0 };
}

/** The kinds a role can get, in the preferences screen's order. */
export const kindsFor = (role: SessionUser["role"]) => NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_ROLES[kind].includes(role));

/** `GET /api/notifications/preferences`: every kind of the caller's role with its e-mail and push choices (on unless turned off). */
export async function getNotificationPreferences(db: Queryable, user: SessionUser, locale: Locale): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.userId));
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  const t = serverTranslator(locale);
  return {
    items: kindsFor(user.role).map((kind) => ({
      kind,
      email: chosen.get(kind)?.email ?? true,
      push: chosen.get(kind)?.push ?? true,
      labelKey: notificationLabelKey(kind),
      label: t(notificationLabelKey(kind)),
    })),
  };
}

/** Sets one channel's choice for some kinds (an upsert each; a new row keeps the other channel on); the others keep theirs. */
async function setChoices(db: Queryable, userId: string, channel: NotificationChannel, choices: [NotificationKind, boolean][]): Promise<void> {
  if (choices.length === 0) return;
  const column = notificationPreferences[channel];
  await db
    .insert(notificationPreferences)
    .values(choices.map(([kind, on]) => ({ userId, kind, [channel]: on })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { [channel]: sql.raw(`excluded.${column.name}`), updatedAt: sql`now()` },
    });
}

/** `PUT /api/notifications/preferences {email: {kind: boolean}, push: {…}}`: the kinds named change; the reply is the whole list. */
export async function setNotificationPreferences(
  db: Database,
  user: SessionUser,
  input: NotificationPreferencesInput,
  locale: Locale,
): Promise<NotificationPreferences> {
  for (const channel of NOTIFICATION_CHANNELS) await setChoices(db, user.userId, channel, Object.entries(input[channel]) as [NotificationKind, boolean][]);
  return getNotificationPreferences(db, user, locale);
}

/**
 * The mail's one-click unsubscribe (RFC 8058), no login: the token names the
 * user and the kind; that kind's mail goes off (in-app stays). A token not made
 * here is a 400. Doing it twice is the same.
 */
export async function unsubscribeByToken(db: Database, tokens: UnsubscribeTokens, token: string): Promise<{ kind: NotificationKind; locale: Locale | null }> {
  const found = tokens.verify(token);
  if (!found) throw invalid("api.notifications.badLink");
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, found.userId)).limit(1);
  if (!user) throw invalid("api.notifications.badLink");
  await setChoices(db, found.userId, "email", [[found.kind, false]]);
  return { kind: found.kind, locale: user.locale };
}

/** The label of a kind in `locale`, as a message value (the unsubscribe replies name it). */
export const kindLabel = (kind: NotificationKind) => msg(notificationLabelKey(kind));

/** One notification to write: who, about what, where it leads, and the happening it stands for. */
export interface Delivery {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** A site path without language prefix. */
  link: string;
  /** Names the happening ("job.confirmed:<jobId>"): at most one notification per user and key. */
  dedupeKey: string;
  /** How soon its push must reach the device (the Push API's Urgency); `normal` unless the caller says. */
  urgency?: PushUrgency;
}

export type PushUrgency = "normal" | "high";

export interface NotifyDeps {
  db: Queryable;
  tokens: UnsubscribeTokens;
}

/** A notification a `notify` call wrote. */
export interface CreatedNotification {
  id: string;
  userId: string;
  dedupeKey: string;
}

/**
 * Its commit does not wait for the WAL flush (COMMIT_WITHOUT_FLUSH): a crash in the next moment may lose what it
 * wrote, as a crash between a change's commit and its event loses the event
 * (the bus is at most once), and a commit that waits costs a disk flush per
 * batch on the connection the confirms also need.
 *
 * Writes notifications, each at most once per user and happening: INSERT … ON
 * CONFLICT (user_id, dedupe_key) DO NOTHING, so of every instance that hears the
 * same event (or the same event heard twice) one writes it. Only the rows that
 * came back get their mail and their pushes (one per subscribed device), queued by
 * the same statement (an active account whose choice for the kind and channel is
 * not off), and the outboxes' workers are woken at its commit. Deleted accounts get nothing. One statement for any number of
 * deliveries (no transaction holds a connection between round trips: the pool is
 * small), which the notifier fills with the events heard meanwhile. Returns the
 * rows written.
 */
export async function notify({ db, tokens }: NotifyDeps, deliveries: Delivery[]): Promise<CreatedNotification[]> {
  if (deliveries.length === 0) return [];
  const items = deliveries.map((d) => ({
    id: Bun.randomUUIDv7(),
    mail_id: Bun.randomUUIDv7(),
    user_id: d.userId,
    kind: d.kind,
    params: d.params,
    link: d.link,
    dedupe_key: d.dedupeKey,
    unsubscribe: tokens.path(d.userId, d.kind),
    urgency: d.urgency ?? "normal",
  }));
  // The outbox rows are the `notification` template's (MailTemplates in src/platform/mail/outgoing.ts): name, kind, values, path, unsubscribe.
  const result = await db.execute(sql`with wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as x(id uuid, mail_id uuid, user_id uuid, kind text, params jsonb, link text, dedupe_key text, unsubscribe text, urgency text)
    ), written as (
      insert into ${notifications} (id, user_id, kind, params, link, dedupe_key)
      select w.id, w.user_id, w.kind, w.params, w.link, w.dedupe_key from wanted w
        join ${users} u on u.id = w.user_id and u.status <> 'deleted'
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id, kind, params, link, dedupe_key
    ), mailed as (
      insert into ${mailOutbox} (id, recipient, locale, template, params)
      select w.mail_id, u.email, coalesce(u.locale, 'en'), 'notification',
        jsonb_build_object('name', u.name, 'kind', n.kind, 'values', n.params::text, 'path', n.link, 'unsubscribe', w.unsubscribe)
      from written n join wanted w on w.id = n.id join ${users} u on u.id = n.user_id
      where u.status = 'active' and not exists (select 1 from ${notificationPreferences} p
        where p.user_id = n.user_id and p.kind = n.kind and not p.email)
      returning 1
    ), pushed as (
      insert into ${pushOutbox} (id, subscription_id, notification_id, urgency)
      select gen_random_uuid(), s.id, n.id, w.urgency
      from written n join wanted w on w.id = n.id join ${users} u on u.id = n.user_id
        join ${pushSubscriptions} s on s.user_id = n.user_id
      where u.status = 'active' and not exists (select 1 from ${notificationPreferences} p
        where p.user_id = n.user_id and p.kind = n.kind and not p.push)
      returning 1
    )
    select n.id, n.user_id as "userId", n.dedupe_key as "dedupeKey",
      (select case when count(*) > 0 then pg_notify(${OUTBOX_CHANNEL}, '') end from mailed) as woken,
      (select case when count(*) > 0 then pg_notify(${PUSH_OUTBOX_CHANNEL}, '') end from pushed) as pushing,
      ${COMMIT_WITHOUT_FLUSH} as lazy
    from written n`);
  return executedRows<CreatedNotification>(result).map(({ id, userId, dedupeKey }) => ({ id, userId, dedupeKey }));
}

/** The ids of notifications already written for these (user, dedupe key) pairs: another instance wrote them. */
export async function findNotificationIds(db: Queryable, pairs: { userId: string; dedupeKey: string }[]): Promise<CreatedNotification[]> {
  if (pairs.length === 0) return [];
  return db
    .select({ id: notifications.id, userId: notifications.userId, dedupeKey: notifications.dedupeKey })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(pairs.map((p) => p.userId))]),
        inArray(notifications.dedupeKey, [...new Set(pairs.map((p) => p.dedupeKey))]),
      ),
    );
}
