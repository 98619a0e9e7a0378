import { and, count, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { HOUR, MINUTE } from "../../platform/durations.ts";
import { artists, chatMailDigests, chatMessages, clients, invoices, jobSessionCancellations, jobs, users } from "../../../db/schema.ts";
import type { Delivery } from "./notifications.ts";
import type { Logger } from "../../platform/log.ts";
import type { Notifier } from "./notifier.ts";
import { chatLink } from "./chat-digest-marks.ts";
import { jobParams } from "./job-params.ts";
import { jobStyleFrSql } from "../jobs/index.ts";
import { zoneInstantSql, zoneLocalSql } from "../../platform/places/zone-sql.ts";
import { dateIn } from "../../platform/places/time-zones.ts";
import { AGENCY_TIME_ZONE, agencyDate } from "../../platform/i18n/format.ts";
import * as credentials from "../credentials/index.ts";

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
  /** Studios' mails about an unpaid invoice: on its due date, and a week after. */
  invoiceReminders: number;
  /** Credentials running out whose reminder this instance claimed and sent (60, 30 or 7 days before). */
  credentialReminders: number;
  /** Bookings past their artist's credential this instance claimed and flagged to the agency. */
  lapsedBookings: number;
}

/** An unpaid invoice's reminders: "due" from its due date, "overdue" 7 days after; each mailed within a week of its day, or never. */
const INVOICE_REMINDERS = [
  { kind: "invoice.due", afterDueDays: 0 },
  { kind: "invoice.overdue", afterDueDays: 7 },
] as const;
const INVOICE_REMINDER_WINDOW_DAYS = 7;

export interface NotificationScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One round at `now` (tests pass their own clock): reminders, chat digests, then the credentials' notices. */
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
 * - Invoice reminders: each invoice neither paid nor credited, on its due date and 7
 *   days after (the days on the agency's clock), once each: key `invoice.due:<id>` and
 *   `invoice.overdue:<id>`. A day missed for a week (the servers down) is not mailed late.
 * - Chat digests: conversations pending for longer than the grace whose last mail
 *   (or live delivery) is 15 minutes old; one notification and mail per
 *   conversation, keyed by the pending time, then the row is cleared only if no
 *   other instance cleared it first.
 * - Credentials (by the agency's date): a verified credential's reminders 60, 30 and 7 days
 *   before it runs out (its artist, and the agency's coordinators), and the confirmed bookings
 *   it no longer covers (the agency's coordinators). Each is claimed by an insert into
 *   `credential_reminders` or `lapsed_booking_flags` that one instance wins; a claim whose
 *   notices could not be written is given back for the next round.
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
        styleFr: jobStyleFrSql,
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

  async function invoiceReminders(now: Date): Promise<number> {
    const today = agencyDate(now);
    // The due date as the invoice prints it: its issue date in its own zone, plus the terms it was issued with.
    const dueDate = sql`(${zoneLocalSql(invoices.timeZone, sql`${invoices.issuedAt}`)})::date + ${invoices.paymentTermsDays}`;
    let written = 0;
    for (const reminder of INVOICE_REMINDERS) {
      const due = await db
        .select({
          id: invoices.id,
          number: invoices.number,
          totalCents: invoices.totalCents,
          dueDate: sql<string>`to_char(${dueDate}, 'YYYY-MM-DD')`,
          userId: clients.userId,
        })
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .where(
          and(
            eq(invoices.kind, "invoice"),
            isNull(invoices.paidAt),
            sql`not exists (select 1 from invoices credit_notes where credit_notes.credited_invoice_id = ${invoices.id} and not credit_notes.partial_credit)`,
            sql`${today}::date - (${dueDate}) between ${reminder.afterDueDays} and ${reminder.afterDueDays + INVOICE_REMINDER_WINDOW_DAYS - 1}`,
          ),
        )
        .limit(500);
      const deliveries: Delivery[] = due.map((invoice) => ({
        userId: invoice.userId,
        kind: reminder.kind,
        params: { number: invoice.number, amountCents: String(invoice.totalCents), date: invoice.dueDate },
        link: `/client/invoices/${invoice.id}`,
        dedupeKey: `${reminder.kind}:${invoice.id}`,
      }));
      written += (await deps.notifier.send(deliveries)).length;
    }
    return written;
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

  /** Sends what `claimed` gives this instance, giving the claims back when the notices could not be written. */
  async function sendClaimed<T>(claimed: T[], deliveries: (claimed: T[]) => Promise<Delivery[]>, release: (claimed: T[]) => Promise<void>) {
    if (claimed.length === 0) return 0;
    try {
      await deps.notifier.send(await deliveries(claimed));
      return claimed.length;
    } catch (error) {
      await release(claimed);
      throw error;
    }
  }

  async function credentialReminders(today: string): Promise<number> {
    const claimed = await credentials.claimDueReminders(db, today);
    return sendClaimed(
      claimed,
      async (mine) => {
        const staff = await credentials.credentialStaffIds(db);
        return mine.flatMap((r): Delivery[] => {
          const params = { credential: r.kindName, credentialFr: r.kindNameFr, date: r.expiresOn, count: String(r.daysBefore) };
          const key = `credential.expiring:${r.credentialId}:${r.daysBefore}`;
          return [
            { userId: r.artistUserId, kind: "credential.expiring", params, link: "/artist/credentials", dedupeKey: key },
            ...staff.map(
              (userId): Delivery => ({
                userId,
                kind: "admin.credential_expiring",
                params: { ...params, artist: r.artistName },
                link: "/admin/credentials",
                dedupeKey: key,
              }),
            ),
          ];
        });
      },
      (mine) => credentials.releaseReminders(db, mine),
    );
  }

  async function lapsedBookingNotices(today: string): Promise<number> {
    const claimed = await credentials.claimNewLapsedBookings(db, today);
    return sendClaimed(
      claimed,
      async (mine) => {
        const [staff, kinds] = await Promise.all([credentials.credentialStaffIds(db), credentials.credentialKindNames(db)]);
        const named = (keys: readonly string[], language: "name" | "nameFr") => keys.map((key) => kinds.get(key)?.[language] ?? key).join(", ");
        return mine.flatMap((b) => {
          const params = {
            style: b.style,
            ...(b.styleFr ? { styleFr: b.styleFr } : {}),
            studio: b.studio,
            artist: b.artistName,
            date: b.firstDay,
            credential: named(b.missing, "name"),
            credentialFr: named(b.missing, "nameFr"),
          };
          return staff.map(
            (userId): Delivery => ({
              userId,
              kind: "admin.booking_credential_lapsed",
              params,
              link: `/admin/jobs/${b.jobId}`,
              dedupeKey: `admin.booking_credential_lapsed:${b.jobId}:${b.artistId}`,
            }),
          );
        });
      },
      (mine) => credentials.releaseLapsedBookings(db, mine),
    );
  }

  async function runOnce(now = new Date()): Promise<RoundReport> {
    const today = dateIn(AGENCY_TIME_ZONE, now);
    return {
      reminders: await reminders(now),
      digests: await digests(now),
      credentialReminders: await credentialReminders(today),
      lapsedBookings: await lapsedBookingNotices(today),
      invoiceReminders: await invoiceReminders(now),
    };
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
