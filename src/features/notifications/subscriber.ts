import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artistProfileChanges, artists, contacts, jobApplications, jobPreferredArtists, reviews, users } from "../../../db/schema.ts";
import { chatRecipients } from "../chat/index.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { artistsMatching } from "../offers/index.ts";
import type { Delivery } from "./notifications.ts";
import type { DomainEventType, EventOf } from "../../platform/events/domain-events.ts";
import type { EventBus } from "../../platform/events/bus.ts";
import type { Logger } from "../../platform/log.ts";
import { findBackupRun } from "../backups/index.ts";
import { agencyWallClock } from "../../platform/i18n/format.ts";
import { coalesce } from "../../platform/db/coalesce.ts";
import type { Notifier } from "./notifier.ts";
import type { NotificationParams } from "./render.ts";
import { type LoadedJob, inviteParams, jobParams, loadJobs } from "./job-params.ts";
import { type DigestMark, trackChatDigests } from "./chat-digest-marks.ts";

/** Whether a user has an open socket in this process (the chat hub answers; none without a hub). */
export interface Presence {
  isConnected(userId: string): boolean;
}

/** How much of a chat message the agency's notice quotes. */
const CHAT_PREVIEW = 140;
/** The agency's notices of one conversation are at most one per quarter of an hour. */
const CHAT_NOTICE_SPACING_MS = 15 * 60_000;

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
        // A substitute wanted within 48 hours: the push services deliver it at once, even to a phone saving its battery.
        urgency: job.urgent ? ("high" as const) : ("normal" as const),
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

  // A studio or an artist wrote to the agency: the staff member who has the conversation hears of it, or, while
  // nobody has it, every coordinator and owner. One notice per conversation and quarter of an hour (the key), not
  // one per line of a conversation going on.
  on("chat.message_sent", async ({ chat }) => {
    if (chat.receiverId !== ADMIN_ID || chat.senderId === ADMIN_ID) return;
    const [[sender], recipients] = await Promise.all([
      db.select({ name: users.name }).from(users).where(eq(users.id, chat.senderId)),
      chatRecipients(db, chat.senderId),
    ]);
    if (!sender) return;
    const params = { partner: sender.name, preview: chat.message.length > CHAT_PREVIEW ? `${chat.message.slice(0, CHAT_PREVIEW - 1)}…` : chat.message };
    const quarter = Math.floor(new Date(chat.createdAt).getTime() / CHAT_NOTICE_SPACING_MS);
    return recipients.map((userId) => ({
      userId,
      kind: "admin.chat_message" as const,
      params,
      link: "/admin/inbox",
      dedupeKey: `chat.to_agency:${chat.senderId}:${quarter}`,
    }));
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
