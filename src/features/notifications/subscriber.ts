import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { COMMIT_WITHOUT_FLUSH, type Database, type Queryable } from "../../platform/db/client.ts";
import {
  artistProfileChanges,
  artistStyles,
  artists,
  chatMailDigests,
  clients,
  contacts,
  jobApplications,
  jobPreferredArtists,
  jobs,
  reviews,
  users,
} from "../../../db/schema.ts";
import type { ChatMessage } from "../chat/index.ts";
import { artistsMatching } from "../offers/index.ts";
import type { Delivery } from "./notifications.ts";
import type { DomainEventType, EventOf } from "../../platform/events/domain-events.ts";
import type { EventBus } from "../../platform/events/bus.ts";
import type { Logger } from "../../platform/log.ts";
import { findBackupRun } from "../backups/index.ts";
import { cancelledDatesOfJob } from "../jobs/index.ts";
import { agencyWallClock } from "../../platform/i18n/format.ts";
import { coalesce } from "../../platform/db/coalesce.ts";
import type { Notifier } from "./notifier.ts";
import type { NotificationParams } from "./render.ts";

/** Whether a user has an open socket in this process (the chat hub answers; none without a hub). */
export interface Presence {
  isConnected(userId: string): boolean;
}

const confirmedUsers = alias(users, "confirmed_users");

/** What every job notification says about its jobs, read in one query for the events of a moment (see `coalesce`). */
async function loadJobs(db: Database, jobIds: string[]) {
  const rows = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      style: jobs.style,
      styleFr: sql<string | null>`(select ${artistStyles.nameFr} from ${artistStyles} where ${artistStyles.name} = ${jobs.style} limit 1)`,
      studio: jobs.studioName,
      city: jobs.city,
      address: jobs.address,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      weekdays: jobs.weekdays,
      cancelledDates: cancelledDatesOfJob,
      postalCode: jobs.postalCode,
      timeZone: jobs.timeZone,
      sequence: jobs.calendarSequence,
      updatedAt: jobs.updatedAt,
      clientUserId: clients.userId,
      confirmedArtistId: jobs.confirmedArtistId,
      confirmedUserId: artists.userId,
      confirmedName: confirmedUsers.name,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(artists, eq(artists.id, jobs.confirmedArtistId))
    .leftJoin(confirmedUsers, eq(confirmedUsers.id, artists.userId))
    .where(inArray(jobs.id, [...new Set(jobIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
type LoadedJob = NonNullable<ReturnType<Awaited<ReturnType<typeof loadJobs>>["get"]>>;

/**
 * The values every job notification shows: style (both names), studio, place, first day and start time (in the job's
 * zone); for weekly classes also the last day, the end time and the weekdays ("2,4"), from which the reader's language
 * writes the whole schedule.
 */
export function jobParams(
  job: Pick<LoadedJob, "style" | "styleFr" | "studio" | "city" | "address" | "startDate" | "startTime" | "timeZone"> &
    Partial<Pick<LoadedJob, "endDate" | "endTime" | "weekdays">>,
): NotificationParams {
  return {
    ...(job.weekdays && job.endDate && job.endTime ? { weekdays: job.weekdays.join(","), endDate: job.endDate, endTime: job.endTime } : {}),
    style: job.style,
    ...(job.styleFr?.trim() ? { styleFr: job.styleFr.trim() } : {}),
    studio: job.studio,
    city: job.city,
    address: job.address,
    date: job.startDate,
    time: job.startTime,
    timeZone: job.timeZone,
  };
}

/**
 * A booking's notification with its calendar invitation: the job's values plus what the mail's .ics needs
 * (src/features/notifications/mail-templates/index.ts): `invite` "request" adds or updates the event, "cancel" withdraws it.
 */
export function inviteParams(
  job: Pick<LoadedJob, "id" | "endDate" | "endTime" | "postalCode" | "sequence"> &
    Partial<Pick<LoadedJob, "weekdays" | "cancelledDates">> &
    Parameters<typeof jobParams>[0],
  invite: "request" | "cancel",
): NotificationParams {
  return {
    ...jobParams(job),
    invite,
    jobId: job.id,
    endDate: job.endDate,
    endTime: job.endTime,
    postalCode: job.postalCode,
    sequence: String(job.sequence),
    // Weekly classes and called-off sessions, as lists ("2,4"; "2027-01-14"): the invitation's recurrence follows the sessions.
    ...(job.weekdays ? { weekdays: job.weekdays.join(",") } : {}),
    ...(job.cancelledDates?.length ? { cancelledDates: job.cancelledDates.join(",") } : {}),
  };
}

/** Every admin account (the agency's staff), active or not: `notify` leaves out the deleted ones. */
async function adminIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  return rows.map((r) => r.id);
}

/** Who hears that a backup failed: the agency's owner, today every admin account (the one place to narrow it to an owner role). */
const backupRecipients = adminIds;

/**
 * The artists the studio named when posting the job, approved and active: they hear of it whatever their
 * styles and availabilities, before they opt in.
 */
async function preferredArtists(db: Database, jobId: string): Promise<{ userId: string }[]> {
  return db
    .select({ userId: artists.userId })
    .from(jobPreferredArtists)
    .innerJoin(artists, eq(artists.id, jobPreferredArtists.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(jobPreferredArtists.jobId, jobId), eq(artists.status, "approved"), eq(users.status, "active")));
}

/** The link of a chat conversation in the recipient's dashboard. */
export const chatLink = (role: string) => (role === "admin" ? "/admin/inbox" : role === "artist" ? "/artist/messages" : "/client/messages");

/**
 * Chat mail digests' bookkeeping: a message to a user with no open
 * socket in this process marks the conversation pending since its time, unless
 * the user was reached at or after it (in another instance); a message delivered
 * to an open socket here marks it reached (`last_mailed_at`, which also spaces
 * the mails) and clears what was pending up to it. Both are idempotent upserts,
 * in whichever order the instances run them.
 */
async function trackChatDigest(db: Queryable, chat: ChatMessage, reached: boolean): Promise<void> {
  const at = new Date(chat.createdAt);
  // A raw SQL value is sent as text (postgres.js takes no Date there): an ISO instant, cast.
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const row = { userId: chat.receiverId, partnerId: chat.senderId };
  if (reached) {
    await db
      .insert(chatMailDigests)
      .values({ ...row, pendingSince: null, lastMailedAt: at })
      .onConflictDoUpdate({
        target: [chatMailDigests.userId, chatMailDigests.partnerId],
        set: {
          pendingSince: sql`case when ${chatMailDigests.pendingSince} <= ${atSql} then null else ${chatMailDigests.pendingSince} end`,
          lastMailedAt: sql`greatest(${chatMailDigests.lastMailedAt}, ${atSql})`,
        },
      });
    return;
  }
  await db
    .insert(chatMailDigests)
    .values({ ...row, pendingSince: at })
    .onConflictDoUpdate({
      target: [chatMailDigests.userId, chatMailDigests.partnerId],
      set: {
        pendingSince: sql`case when ${chatMailDigests.lastMailedAt} >= ${atSql} then ${chatMailDigests.pendingSince}
          else coalesce(${chatMailDigests.pendingSince}, ${atSql}) end`,
      },
    });
}

/** A message heard on the bus, and whether its receiver had a socket here then. */
interface DigestMark {
  chat: ChatMessage;
  reached: boolean;
}

const byConversation = (a: DigestMark, b: DigestMark) =>
  a.chat.receiverId < b.chat.receiverId
    ? -1
    : a.chat.receiverId > b.chat.receiverId
      ? 1
      : a.chat.senderId < b.chat.senderId
        ? -1
        : a.chat.senderId > b.chat.senderId
          ? 1
          : 0;

/**
 * The digests' marks of a round of messages in one transaction: one commit, one wait
 * for the WAL flush, for every message heard while the previous round ran (a flush
 * each held every send behind it on the pool's connection). Applied in conversation
 * order, so two instances' rounds lock the rows in one order and never wait for each
 * other in a cycle; one conversation's marks keep their arrival order (a stable sort).
 * A round the database refuses (a user deleted meanwhile) is applied mark by mark,
 * so only that mark is lost.
 */
async function trackChatDigests(db: Database, log: Logger, marks: DigestMark[]): Promise<void> {
  const ordered = marks.toSorted(byConversation);
  try {
    await db.transaction(async (tx) => {
      // Only "reached" marks: the commit need not wait for the WAL flush (3 to 8 ms here, on the
      // connection the sends need). One a crash loses is derived from a delivery that happened,
      // and costs at worst a digest mail about a message the person saw. A "pending" mark is
      // what a digest is mailed from, so a round holding one is flushed.
      if (ordered.every((mark) => mark.reached)) await tx.execute(sql`select ${COMMIT_WITHOUT_FLUSH}`);
      for (const { chat, reached } of ordered) await trackChatDigest(tx, chat, reached);
    });
  } catch (error) {
    if (ordered.length === 1) throw error;
    for (const { chat, reached } of ordered) {
      await trackChatDigest(db, chat, reached).catch((refused) => log.error("chat digest mark failed", { error: String(refused) }));
    }
  }
}

export interface SubscriberDeps {
  db: Database;
  notifier: Notifier;
  events: EventBus;
  log: Logger;
  presence: Presence;
}

/**
 * Events → notifications. Runs in every instance (the bus
 * delivers each event everywhere); each notification's dedupe key makes one
 * instance write it, whatever the others do. Returns the unsubscribe function and
 * `idle()`, which resolves when the notifications of the events heard so far are
 * written (tests).
 */
export function notifyOnEvents(deps: SubscriberDeps): { stop(): void; idle(): Promise<void> } {
  const { db, events, log } = deps;
  const running = new Set<Promise<unknown>>();
  const offs: (() => void)[] = [];
  const jobsNow = coalesce((jobIds: string[]) => loadJobs(db, jobIds));
  const loadJob = async (jobId: string) => (await jobsNow([jobId])).get(jobId);

  function on<T extends DomainEventType>(type: T, deliveries: (event: EventOf<T>) => Promise<Delivery[] | undefined>) {
    offs.push(
      events.on(type, (event) => {
        const work = deliveries(event)
          .then((list) => (list ? deps.notifier.send(list) : []))
          .catch((error) => log.error("notification failed", { event: type, error: String(error) }));
        running.add(work);
        void work.finally(() => running.delete(work));
      }),
    );
  }

  /** The agency's notice of an application to review, new or resubmitted after a rejection. */
  const applicationToReview = async (artistId: string, userId: string, dedupeKey: string) => {
    const [artist] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!artist) return;
    return (await adminIds(db)).map((admin) => ({
      userId: admin,
      kind: "admin.artist_applied" as const,
      params: { artist: artist.name },
      link: `/admin/applications/${artistId}`,
      dedupeKey,
    }));
  };
  on("artist.applied", ({ artistId, userId }) => applicationToReview(artistId, userId, `artist.applied:${artistId}`));
  // Each resubmission notifies once: the key carries the time the application changed.
  on("artist.resubmitted", async ({ artistId, userId }) => {
    const [row] = await db.select({ status: artists.status, updatedAt: artists.updatedAt }).from(artists).where(eq(artists.id, artistId));
    if (row?.status !== "pending") return;
    return applicationToReview(artistId, userId, `artist.resubmitted:${artistId}:${row.updatedAt.getTime()}`);
  });

  // One decision, one notification: the key carries the time the status changed, so a later decision notifies again.
  const decided = async (artistId: string) => {
    const [row] = await db.select({ status: artists.status, updatedAt: artists.updatedAt }).from(artists).where(eq(artists.id, artistId));
    return row;
  };
  on("artist.approved", async ({ artistId, userId }) => {
    const row = await decided(artistId);
    if (row?.status !== "approved") return;
    return [
      { userId, kind: "application.approved", params: {}, link: "/artist/dashboard", dedupeKey: `application.approved:${artistId}:${row.updatedAt.getTime()}` },
    ];
  });
  on("artist.rejected", async ({ artistId, userId, reason }) => {
    const row = await decided(artistId);
    if (row?.status !== "rejected") return;
    const params: NotificationParams = reason ? { hasReason: "yes", reason } : { hasReason: "no" };
    return [
      { userId, kind: "application.rejected", params, link: "/artist/dashboard", dedupeKey: `application.rejected:${artistId}:${row.updatedAt.getTime()}` },
    ];
  });

  // An approved artist's new name or bio: the agency hears once per change, however often the artist edits it while it waits.
  on("artist.profile_change_requested", async ({ artistId, userId, asked }) => {
    const [row] = await db
      .select({ since: artistProfileChanges.createdAt, artist: users.name })
      .from(artistProfileChanges)
      .innerJoin(users, eq(users.id, userId))
      .where(eq(artistProfileChanges.artistId, artistId));
    if (!row) return;
    return (await adminIds(db)).map((admin) => ({
      userId: admin,
      kind: "admin.profile_change" as const,
      params: { artist: row.artist, asked },
      link: "/admin/profile-reviews",
      dedupeKey: `admin.profile_change:${artistId}:${row.since.getTime()}`,
    }));
  });
  on("artist.profile_change_approved", async ({ changeId, userId, asked }) => [
    { userId, kind: "profile.change_approved", params: { asked }, link: "/artist/artist-profile", dedupeKey: `profile.change_approved:${changeId}` },
  ]);
  on("artist.profile_change_rejected", async ({ changeId, userId, asked, reason }) => {
    const params: NotificationParams = reason ? { asked, hasReason: "yes", reason } : { asked, hasReason: "no" };
    return [{ userId, kind: "profile.change_rejected", params, link: "/artist/artist-profile", dedupeKey: `profile.change_rejected:${changeId}` }];
  });

  on("job.posted", async ({ jobId }) => {
    const job = await loadJob(jobId);
    if (!job) return;
    const params = jobParams(job);
    const key = `job.posted:${jobId}`;
    return [
      { userId: job.clientUserId, kind: "job.received", params, link: `/client/jobs/details/${jobId}`, dedupeKey: key },
      ...(await adminIds(db)).map((admin) => ({ userId: admin, kind: "admin.job_posted" as const, params, link: `/admin/jobs/${jobId}`, dedupeKey: key })),
      // The artists the matching rule gives the job to (src/features/offers/matching.ts: the same rule as their offers), and
      // those the studio named whatever the rule; an artist both preferred and matching hears of it once.
      ...[...new Set([...(await artistsMatching(db, jobId)), ...(await preferredArtists(db, jobId))].map((a) => a.userId))].map((userId) => ({
        userId,
        kind: "job.matching" as const,
        params,
        link: `/artist/jobs/details/${jobId}`,
        dedupeKey: key,
      })),
    ];
  });

  /** The booked artist and the studio hear of a booking, each mail with the job's calendar invitation. */
  const booked = (job: LoadedJob, key: string): Delivery[] => {
    const params = inviteParams(job, "request");
    return [
      { userId: job.confirmedUserId!, kind: "job.confirmed", params, link: `/artist/jobs/confirmed/${job.id}`, dedupeKey: key },
      {
        userId: job.clientUserId,
        kind: "job.artist_confirmed",
        params: { ...params, artist: job.confirmedName ?? "" },
        link: `/client/jobs/confirmed/${job.id}`,
        dedupeKey: key,
      },
    ];
  };

  on("job.confirmed", async ({ jobId }) => {
    const job = await loadJob(jobId);
    if (!job?.confirmedUserId) return;
    return booked(job, `job.confirmed:${jobId}`);
  });

  // Each move notifies once (the key carries the calendar version it made), with the updated invitation.
  on("job.rescheduled", async ({ jobId, sequence }) => {
    const job = await loadJob(jobId);
    if (job?.status !== "confirmed" || !job.confirmedUserId) return;
    const params = inviteParams(job, "request");
    const key = `job.rescheduled:${jobId}:${sequence}`;
    return [
      { userId: job.confirmedUserId, kind: "job.rescheduled", params, link: `/artist/jobs/confirmed/${jobId}`, dedupeKey: key },
      { userId: job.clientUserId, kind: "job.rescheduled", params, link: `/client/jobs/confirmed/${jobId}`, dedupeKey: key },
    ];
  });

  // One session called off, the booking going on: its artist hears of that day (once per calendar version).
  on("job.session_cancelled", async ({ jobId, date, sequence }) => {
    const job = await loadJob(jobId);
    if (job?.status !== "confirmed" || !job.confirmedUserId) return;
    return [
      {
        userId: job.confirmedUserId,
        kind: "job.session_cancelled",
        params: { ...jobParams(job), date },
        link: `/artist/jobs/confirmed/${jobId}`,
        dedupeKey: `job.session_cancelled:${jobId}:${sequence}`,
      },
    ];
  });

  // The new artist and the studio hear of the booking; the previous artist that it was withdrawn (its mail cancels the event).
  on("job.reassigned", async ({ jobId, artistId, previousArtistId, sequence }) => {
    const job = await loadJob(jobId);
    if (job?.status !== "confirmed" || job.confirmedArtistId !== artistId || !job.confirmedUserId) return;
    const key = `job.reassigned:${jobId}:${sequence}`;
    const [previous] = await db.select({ userId: artists.userId }).from(artists).where(eq(artists.id, previousArtistId));
    return [
      ...booked(job, key),
      ...(previous
        ? [{ userId: previous.userId, kind: "job.unassigned" as const, params: inviteParams(job, "cancel"), link: "/artist/jobs", dedupeKey: key }]
        : []),
    ];
  });

  on("job.completed", async ({ jobId }) => {
    const job = await loadJob(jobId);
    if (!job) return;
    return [
      {
        userId: job.clientUserId,
        kind: "job.completed",
        params: jobParams(job),
        link: `/client/jobs/confirmed/${jobId}/invoice`,
        dedupeKey: `job.completed:${jobId}`,
      },
      // The artist who worked it: its booking is done (its own kind, its own e-mail choice).
      ...(job.confirmedUserId
        ? [
            {
              userId: job.confirmedUserId,
              kind: "job.work_completed" as const,
              params: jobParams(job),
              link: `/artist/jobs/confirmed/${jobId}`,
              dedupeKey: `job.completed:${jobId}`,
            },
          ]
        : []),
      // Its own kind (its own e-mail choice), linking to the booking's review form.
      ...(job.confirmedName
        ? [
            {
              userId: job.clientUserId,
              kind: "review.requested" as const,
              params: { ...jobParams(job), artist: job.confirmedName },
              link: `/client/jobs/confirmed/${jobId}`,
              dedupeKey: `review.requested:${jobId}`,
            },
          ]
        : []),
    ];
  });

  // The artist reviewed hears of it: the stars and the studio, the words on its reviews screen (where it may answer).
  on("review.posted", async ({ reviewId, artistId, jobId }) => {
    const [[review], [artist], job] = await Promise.all([
      db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.id, reviewId)),
      db.select({ userId: artists.userId }).from(artists).where(eq(artists.id, artistId)),
      loadJob(jobId),
    ]);
    if (!review || !artist || !job) return;
    return [
      {
        userId: artist.userId,
        kind: "review.received" as const,
        params: { ...jobParams(job), rating: String(review.rating) },
        link: "/artist/reviews",
        dedupeKey: `review.posted:${reviewId}`,
      },
    ];
  });

  /** The users of the artists who opted in to a job, but the one `except` (the booked one). */
  const optedInUsers = (jobId: string, except: string | null) =>
    db
      .select({ userId: artists.userId })
      .from(jobApplications)
      .innerJoin(artists, eq(artists.id, jobApplications.artistId))
      .where(and(eq(jobApplications.jobId, jobId), except ? ne(artists.id, except) : undefined));

  // The artists who opted in, or the one booked, hear of it; the studio only when the agency cancelled.
  on("job.cancelled", async ({ jobId, by }) => {
    const job = await loadJob(jobId);
    if (!job) return;
    const params = jobParams(job);
    const key = `job.cancelled:${jobId}`;
    const optedIn = await optedInUsers(jobId, job.confirmedArtistId);
    const deliveries: Delivery[] = optedIn.map((a) => ({
      userId: a.userId,
      kind: "job.cancelled",
      params: { ...params, booked: "no" },
      link: "/artist/jobs",
      dedupeKey: key,
    }));
    if (job.confirmedUserId) {
      deliveries.push({ userId: job.confirmedUserId, kind: "job.cancelled", params: { ...params, booked: "yes" }, link: "/artist/jobs", dedupeKey: key });
    }
    if (by === "admin")
      deliveries.push({ userId: job.clientUserId, kind: "job.cancelled_by_agency", params, link: `/client/jobs/details/${jobId}`, dedupeKey: key });
    return deliveries;
  });

  // The studio changed a job (an edit while it waits for an artist, or its move to another province's clock): those
  // who opted in hear of each change, or the artist booked on it (the key carries the change's time).
  on("job.changed", async ({ jobId }) => {
    const job = await loadJob(jobId);
    const key = `job.changed:${jobId}:${job?.updatedAt.getTime()}`;
    if (job?.status === "confirmed" && job.confirmedUserId) {
      const link = `/artist/jobs/confirmed/${jobId}`;
      return [{ userId: job.confirmedUserId, kind: "job.changed" as const, params: { ...jobParams(job), booked: "yes" }, link, dedupeKey: key }];
    }
    if (job?.status !== "pending") return;
    const params = { ...jobParams(job), booked: "no" };
    return (await optedInUsers(jobId, null)).map((a) => ({
      userId: a.userId,
      kind: "job.changed" as const,
      params,
      link: `/artist/jobs/details/${jobId}`,
      dedupeKey: key,
    }));
  });

  on("contact.received", async ({ contactId }) => {
    const [contact] = await db
      .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!contact) return;
    const params = { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email };
    return (await adminIds(db)).map((admin) => ({
      userId: admin,
      kind: "admin.contact_received",
      params,
      link: "/admin/contacts",
      dedupeKey: `contact.received:${contactId}`,
    }));
  });

  // A scheduled backup that failed or stopped half-way: its start in the agency's time, and the error.
  on("backup.failed", async ({ runId }) => {
    const run = await findBackupRun(db, runId);
    if (run?.status !== "failed") return;
    const started = agencyWallClock(new Date(run.startedAt));
    const params = { date: started.slice(0, 10), time: started.slice(11, 16), error: run.error ?? "" };
    return (await backupRecipients(db)).map((admin) => ({
      userId: admin,
      kind: "admin.backup_failed" as const,
      params,
      link: "/admin/settings",
      dedupeKey: `backup.failed:${runId}`,
    }));
  });

  const digestRound = coalesce((marks: DigestMark[]) => trackChatDigests(db, log, marks));
  on("chat.message_sent", async ({ chat }) => {
    if (chat.receiverId === chat.senderId) return;
    await digestRound([{ chat, reached: deps.presence.isConnected(chat.receiverId) }]);
    return undefined;
  });

  return {
    stop: () => {
      for (const off of offs) off();
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** The users of `ids` with their role (for the links of chat digests). */
export async function rolesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.role]));
}
