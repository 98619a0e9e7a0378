import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { clients, jobs, jobSessionCancellations } from "../../../db/schema.ts";
import { DRAFT, isCalendarDate, type JobDetail } from "./jobs.contract.ts";
import type { SessionUser } from "../../platform/contract/roles.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { jobSessions, scheduledSessions } from "./job-sessions.ts";
import { getJobDetail } from "./jobs.ts";
import { dateIn } from "../../platform/places/time-zones.ts";

/** A job whose sessions may still be called off: waiting for an artist, or booked. */
const OPEN = ["pending", "confirmed"] as const;

/** Jobs posted by the studio of a client account. */
const ownedBy = (userId: string) => sql`${jobs.clientId} in (select ${clients.id} from ${clients} where ${clients.userId} = ${userId})`;

/**
 * `PUT /job/:jobId/sessions/:date/cancel`: the job's studio or the agency calls off one session,
 * from today on (the job's zone's today), and the job goes on. A job the caller may not see is not found (a draft is its
 * studio's alone, and has no one to tell). The day must be one of the job's sessions, still
 * scheduled, and not its last: calling off every session is cancelling the job. The calendar
 * version moves with it, so feeds and invitations drop that day; the booked artist is told.
 */
export async function cancelJobSession(
  db: Database,
  events: EventPublisher,
  { viewer, jobId, date, now = new Date(), locale }: { viewer: SessionUser; jobId: string; date: string; now?: Date; locale?: Locale },
): Promise<JobDetail> {
  const before = await getJobDetail(db, viewer, jobId, locale);
  if (before.status === DRAFT) throw notFound("api.job.notFound");
  if (!isCalendarDate(date)) throw invalid("api.job.sessionDateInvalid");
  const session = before.sessions?.find((s) => s.date === date);
  if (!session) throw notFound("api.job.sessionNotFound");
  if (!(OPEN as readonly string[]).includes(before.status)) throw conflict("api.job.sessionJobClosed");
  if (session.status === "cancelled") throw conflict("api.job.sessionAlreadyCancelled");
  if (date < dateIn(before.timeZone ?? AGENCY_TIME_ZONE, now)) throw conflict("api.job.sessionPast");
  const sequence = await db.transaction(async (tx) => {
    // The job's row first: a cancel racing with this one, or with the job's own cancel or edit, waits here and reads what won.
    const [job] = await tx
      .update(jobs)
      .set({ calendarSequence: sql`${jobs.calendarSequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, [...OPEN]), viewer.role === "admin" ? undefined : ownedBy(viewer.userId)))
      .returning({
        sequence: jobs.calendarSequence,
        startDate: jobs.startDate,
        endDate: jobs.endDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        weekdays: jobs.weekdays,
      });
    if (!job) throw conflict("api.job.sessionJobClosed");
    const inserted = await tx
      .insert(jobSessionCancellations)
      .values({ jobId, date, cancelledBy: viewer.userId })
      .onConflictDoNothing({ target: [jobSessionCancellations.jobId, jobSessionCancellations.date] })
      .returning({ date: jobSessionCancellations.date });
    if (inserted.length === 0) throw conflict("api.job.sessionAlreadyCancelled");
    const cancelled = await tx.select({ date: jobSessionCancellations.date }).from(jobSessionCancellations).where(eq(jobSessionCancellations.jobId, jobId));
    const sessions = jobSessions({ ...job, cancelledDates: cancelled.map((c) => c.date) });
    if (!sessions.some((s) => s.date === date)) throw conflict("api.job.changedMeanwhile");
    // Every session called off is the job cancelled: that is the job's own action, with its own consequences.
    if (scheduledSessions(sessions).length === 0) throw conflict("api.job.sessionLast");
    return job.sequence;
  });
  events.publish({ type: "job.session_cancelled", jobId, date, sequence, by: viewer.role === "admin" ? "admin" : "client" });
  return getJobDetail(db, viewer, jobId, locale);
}
