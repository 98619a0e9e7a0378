import { and, count, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, chatMailDigests, chatMessages, jobSessionCancellations, jobs, users } from "../../../db/schema.ts";
import type { Delivery } from "./notifications.ts";
import type { Logger } from "../../platform/log.ts";
import type { Notifier } from "./notifier.ts";
import { chatLink, jobParams } from "./subscriber.ts";
import { zoneInstantSql } from "../../platform/places/zone-sql.ts";

export interface SchedulerOptions {
  /** Between two rounds (ms): a minute in production. */
  everyMs?: number;
  /** Chat digests: at most one mail per conversation this often (15 minutes). */
  digestEveryMs?: number;
  /** A pending conversation waits this long before its digest, so the other instances' "delivered live" marks land first. */
  digestGraceMs?: number;
  /** The reminder's window: jobs starting between `reminderFromMs` and `reminderToMs` from now (23 h and 25 h). */
  reminderFromMs?: number;
  reminderToMs?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SCHEDULER_DEFAULTS = {
  everyMs: MINUTE,
  digestEveryMs: 15 * MINUTE,
  digestGraceMs: MINUTE,
  reminderFromMs: 23 * HOUR,
  reminderToMs: 25 * HOUR,
} as const;

/** What one round wrote. */
export interface RoundReport {
  reminders: number;
  digests: number;
}

export interface NotificationScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One round at `now` (tests pass their own clock): reminders, then chat digests. */
  runOnce(now?: Date): Promise<RoundReport>;
}

/**
 * The server's scheduled notifications, every minute in
 * each instance: no transaction stays open across a round (PGlite has one
 * connection), and every write is decided by a key or a condition, so however
 * many instances run it and however often it restarts, each reminder and each
 * digest goes once.
 *
 * - Reminders: each session of a confirmed job (its weekdays' days, none called off)
 *   starting 23 to 25 hours from now; key `job.reminder:<jobId>:<session date>` (a job
 *   moved to another day gets a new one).
 * - Chat digests: conversations pending for longer than the grace whose last mail
 *   (or live delivery) is 15 minutes old; one notification and mail per
 *   conversation, keyed by the pending time, then the row is cleared only if no
 *   other instance cleared it first.
 */
export function createNotificationScheduler(deps: { db: Database; log: Logger; notifier: Notifier }, options: SchedulerOptions = {}): NotificationScheduler {
  const settings = { ...SCHEDULER_DEFAULTS, ...options };
  const { db, log } = deps;

  async function reminders(now: Date): Promise<number> {
    // Raw SQL values go as text (postgres.js takes no Date there): ISO instants, cast.
    const from = new Date(now.getTime() + settings.reminderFromMs).toISOString();
    const to = new Date(now.getTime() + settings.reminderToMs).toISOString();
    // The window is two hours wide; a Canadian zone's date is UTC's or the day before, so its sessions start on
    // one of these days, each read in its job's own zone.
    const days = sql`(select generate_series((${from}::timestamptz at time zone 'UTC')::date - 1, (${to}::timestamptz at time zone 'UTC')::date, interval '1 day')::date as day) session_day`;
    const day = sql`session_day.day`;
    const startsAt = zoneInstantSql(jobs.timeZone, sql`(${day} + ${jobs.startTime}::time)`);
    const due = await db
      .select({
        id: jobs.id,
        style: jobs.style,
        styleFr: sql<string | null>`(select name_fr from artist_styles where artist_styles.name = ${jobs.style} limit 1)`,
        studio: jobs.studioName,
        city: jobs.city,
        address: jobs.address,
        startDate: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        startTime: jobs.startTime,
        timeZone: jobs.timeZone,
        userId: artists.userId,
      })
      .from(jobs)
      .innerJoin(artists, eq(artists.id, jobs.confirmedArtistId))
      .innerJoin(days, sql`${day} between ${jobs.startDate} and ${jobs.endDate}`)
      .where(
        and(
          eq(jobs.status, "confirmed"),
          // Each session held: a day of the job's weekdays (null: every day), not called off, starting in the window.
          sql`(${jobs.weekdays} is null or extract(dow from ${day})::smallint = any(${jobs.weekdays}))`,
          sql`not exists (select 1 from ${jobSessionCancellations} where ${jobSessionCancellations.jobId} = ${jobs.id} and ${jobSessionCancellations.date} = ${day})`,
          sql`${startsAt} >= ${from}::timestamptz and ${startsAt} < ${to}::timestamptz`,
        ),
      );
    const deliveries: Delivery[] = due.map((job) => ({
      userId: job.userId,
      kind: "job.reminder",
      params: jobParams(job),
      link: `/artist/jobs/confirmed/${job.id}`,
      dedupeKey: `job.reminder:${job.id}:${job.startDate}`,
    }));
    return (await deps.notifier.send(deliveries)).length;
  }

  async function digests(now: Date): Promise<number> {
    const graceEnd = new Date(now.getTime() - settings.digestGraceMs);
    const spacedSince = new Date(now.getTime() - settings.digestEveryMs);
    const due = await db
      .select({
        userId: chatMailDigests.userId,
        partnerId: chatMailDigests.partnerId,
        pendingSince: chatMailDigests.pendingSince,
        partner: users.name,
        role: sql<string>`(select role from users r where r.id = ${chatMailDigests.userId})`,
      })
      .from(chatMailDigests)
      .innerJoin(users, eq(users.id, chatMailDigests.partnerId))
      .where(
        and(
          isNotNull(chatMailDigests.pendingSince),
          lte(chatMailDigests.pendingSince, graceEnd),
          or(isNull(chatMailDigests.lastMailedAt), lte(chatMailDigests.lastMailedAt, spacedSince)),
        ),
      )
      .limit(100);
    let written = 0;
    for (const row of due) {
      const pendingSince = row.pendingSince!;
      // Messages the user has not read (the admin's inbox marks them; others' stay unread) since the first unmailed one.
      const [unread] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.senderId, row.partnerId),
            eq(chatMessages.receiverId, row.userId),
            gte(chatMessages.createdAt, pendingSince),
            isNull(chatMessages.readAt),
          ),
        );
      if ((unread?.n ?? 0) > 0) {
        written += (
          await deps.notifier.send([
            {
              userId: row.userId,
              kind: "chat.messages",
              params: { partner: row.partner, count: String(unread!.n) },
              link: chatLink(row.role),
              dedupeKey: `chat.messages:${row.partnerId}:${pendingSince.getTime()}`,
            },
          ])
        ).length;
      }
      // Cleared only as this instance saw it: another that got there first (or a new live delivery) wins.
      await db
        .update(chatMailDigests)
        .set({ pendingSince: null, lastMailedAt: now })
        .where(and(eq(chatMailDigests.userId, row.userId), eq(chatMailDigests.partnerId, row.partnerId), eq(chatMailDigests.pendingSince, pendingSince)));
    }
    return written;
  }

  async function runOnce(now = new Date()): Promise<RoundReport> {
    return { reminders: await reminders(now), digests: await digests(now) };
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let round: Promise<unknown> | undefined;
  let failing = false;
  const tick = () => {
    round = runOnce()
      .then(() => {
        if (failing) log.info("notification scheduler running again");
        failing = false;
      })
      .catch((error) => {
        if (!failing) log.warn("notification scheduler round failed", { error: String(error) });
        failing = true;
      })
      .finally(() => {
        if (running) timer = setTimeout(tick, settings.everyMs);
      });
  };
  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
    runOnce,
  };
}
