import { msg, type VerbatimMessage } from "../../platform/i18n/api-messages.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artists, clients, jobApplications, jobPreferredArtists, jobs, users } from "../../../db/schema.ts";
import type { AdminJob, AssignArtistInput, ConfirmArtistInput, JobApplicant, JobScheduleInput, JobStatusChange } from "./admin.contract.ts";
import { DRAFT, type JobStatus, type PostedJobStatus } from "../jobs/index.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import { zoneShortName } from "../../platform/places/clock-rules.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { adminArtistFiles, artistFileUrl } from "../artists/index.ts";
import { artistLookupNames } from "../artists/index.ts";
import { MAX_JOB_SESSIONS, scheduleFault } from "../jobs/index.ts";
import { clashConflict, clashesOf, clashOf, lockArtistBookings, sessionsOfJob } from "./booking-clash.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { issueJobInvoice, taxProvinceOf } from "../invoices/index.ts";
import { writePayLines } from "../payouts/index.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { artistRateCentsSql, jobEndsAt, jobStyleIn, preferredArtistsOfJob, toJob, type JobRow } from "../jobs/index.ts";
import { dateIn } from "../../platform/places/time-zones.ts";
import { bookingMismatchOf, loadMatchingArtist, loadMatchingArtists, loadMatchingJob, type Mismatch } from "../offers/index.ts";
import { paginate } from "../../platform/db/paging.ts";

export const ALREADY_CONFIRMED = "api.job.alreadyConfirmed";

const confirmedArtists = alias(artists, "confirmed_artists");
const confirmedArtistUsers = alias(users, "confirmed_artist_users");

/** What the agency sees: posted jobs (a draft is its studio's alone, SPEC §4). */
const posted = ne(jobs.status, DRAFT);

/** A posted job with its studio, its opt-in count and its confirmed artist, its style named in `locale`: one query, no N+1. */
function selectAdminJobs(db: Queryable, where: SQL | undefined, locale?: Locale) {
  return db
    .select({
      job: jobs,
      style: jobStyleIn(locale),
      client: {
        id: clients.id,
        userId: clients.userId,
        name: users.name,
        email: users.email,
        studioName: clients.studioName,
        studioDirector: clients.studioDirector,
        contactNumber: clients.contactNumber,
        accountStatus: users.status,
        province: clients.province,
      },
      applicantCount: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
      confirmedArtistName: confirmedArtistUsers.name,
      preferredArtists: preferredArtistsOfJob,
      artistRate: artistRateCentsSql,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .leftJoin(confirmedArtists, eq(confirmedArtists.id, jobs.confirmedArtistId))
    .leftJoin(confirmedArtistUsers, eq(confirmedArtistUsers.id, confirmedArtists.userId))
    .where(and(posted, where))
    .$dynamic();
}

type AdminJobRow = Awaited<ReturnType<typeof selectAdminJobs>>[number];

function toAdminJob(row: AdminJobRow): AdminJob {
  const { job } = row;
  return {
    ...toJob({ ...job, style: row.style }),
    client: row.client,
    applicantCount: row.applicantCount,
    confirmedArtist: job.confirmedArtistId && row.confirmedArtistName ? { id: job.confirmedArtistId, name: row.confirmedArtistName } : null,
    confirmedAt: job.confirmedAt?.toISOString() ?? null,
    preferredArtists: row.preferredArtists,
    sequence: job.calendarSequence,
    taxProvince: taxProvinceOf(row.client.province, job.postalCode),
    artistRate: row.artistRate,
  };
}

/** The admin's jobs, newest first; one status or all of them; styles named in `locale`. */
export async function listAdminJobs(db: Database, status: PostedJobStatus | undefined, page?: PageRequest, locale?: Locale): Promise<Paged<AdminJob>> {
  const query = selectAdminJobs(db, status ? eq(jobs.status, status) : undefined, locale);
  const { rows, total } = await paginate(db, query, [desc(jobs.createdAt), desc(jobs.id)], page);
  return { items: rows.map(toAdminJob), total };
}

export async function getAdminJob(db: Queryable, jobId: string, locale?: Locale): Promise<AdminJob> {
  const [row] = await selectAdminJobs(db, eq(jobs.id, jobId), locale).limit(1);
  if (!row) throw notFound("api.job.notFound");
  return toAdminJob(row);
}

async function findJob(db: Queryable, jobId: string): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), posted))
    .limit(1);
  if (!job) throw notFound("api.job.notFound");
  return job;
}

/** Whether the studio named the applicant when posting the job. */
const preferredApplicant = sql<boolean>`exists (select 1 from ${jobPreferredArtists}
  where ${jobPreferredArtists.jobId} = ${jobApplications.jobId} and ${jobPreferredArtists.artistId} = ${artists.id})`;

/**
 * The artists who opted in to a job, with their notes, their styles named in `locale`: those the studio preferred
 * first (the agency sees the preference first when matching), then first come first.
 */
export async function listApplicants(
  db: Database,
  files: FileStore,
  { jobId, page, locale }: { jobId: string; page?: PageRequest; locale?: Locale },
): Promise<Paged<JobApplicant>> {
  const job = await findJob(db, jobId);
  const query = db
    .select({
      artistId: artists.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      experience: artists.experience,
      headshotKey: artists.headshotKey,
      artistStyle: artistLookupNames("styles", locale),
      artistStatus: artists.status,
      note: jobApplications.note,
      appliedAt: jobApplications.createdAt,
      preferred: preferredApplicant,
    })
    .from(jobApplications)
    .innerJoin(artists, eq(artists.id, jobApplications.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(eq(jobApplications.jobId, jobId))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [sql`${preferredApplicant} desc`, asc(jobApplications.createdAt), asc(jobApplications.id)], page);
  // The matching rule for each applicant of the page: the console suggests those it holds for.
  const [matchingJob, matching] = await Promise.all([
    loadMatchingJob(db, jobId),
    loadMatchingArtists(
      db,
      inArray(
        artists.id,
        rows.map((r) => r.artistId),
      ),
    ),
  ]);
  const mismatchOfApplicant = (artistId: string, preferred: boolean) => {
    const artist = matching.find((m) => m.id === artistId);
    return artist && matchingJob ? bookingMismatchOf(artist, matchingJob, preferred) : "not_approved";
  };
  // The console shows an applicant booked elsewhere at overlapping times before the agency confirms it.
  const clashes = await clashesOf(
    db,
    rows.map((a) => a.artistId),
    (await sessionsOfJob(db, jobId)) ?? [],
    jobId,
  );
  return {
    total,
    items: rows.map(({ headshotKey, appliedAt, ...a }) => ({
      mismatch: mismatchOfApplicant(a.artistId, a.preferred),
      ...a,
      // A rejected artist's headshot is private again: the admin reads it through the API.
      headshotUrl: artistFileUrl(files, headshotKey, adminArtistFiles(a.artistId), "headshot"),
      appliedAt: appliedAt.toISOString(),
      confirmed: job.confirmedArtistId === a.artistId,
      clash: clashes.get(a.artistId) ?? null,
    })),
  };
}

/**
 * The agency confirms an applicant, in one transaction. The conditional UPDATE is the lock:
 * it only matches a pending job with no confirmed artist, and only for an
 * approved artist who opted in. Two concurrent confirms both reach it; the
 * second waits for the first's row lock, re-reads the row, no longer matches
 * and gets the 409. No double booking: the artist's row is held first, so two
 * confirms of one artist on overlapping jobs run one after the other, and the
 * second reads the first's booking and is a 409 naming it.
 */
export async function confirmArtist(
  db: Queryable,
  events: EventPublisher,
  { jobId, input: { artistId, artistRate }, locale }: { jobId: string; input: ConfirmArtistInput; locale?: Locale },
): Promise<AdminJob> {
  const job = await db.transaction((tx) => bookApplicant(tx, jobId, { artistId, artistRate }, locale));
  events.publish({ type: "job.confirmed", jobId, artistId });
  return job;
}

/** `confirmArtist`'s booking inside the caller's transaction (an urgent job's opt-in books in its own); the caller publishes `job.confirmed`. */
export async function bookApplicant(tx: Queryable, jobId: string, { artistId, artistRate }: ConfirmArtistInput, locale?: Locale): Promise<AdminJob> {
  await lockArtistBookings(tx, artistId);
  const mismatch = await ruleMismatch(tx, jobId, artistId);
  const eligible = bookableApplicant(jobId, artistId);
  const won = mismatch
    ? []
    : await tx
        .update(jobs)
        // The artist's pay is fixed here: the agency's rate for it, else the rate less today's commission.
        .set({
          status: "confirmed",
          confirmedArtistId: artistId,
          confirmedAt: sql`now()`,
          updatedAt: sql`now()`,
          artistRateCents: artistRate ?? artistRateCentsSql,
        })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "pending"), isNull(jobs.confirmedArtistId), eligible))
        .returning({ id: jobs.id });
  if (won.length === 0) throw await whyNotConfirmed(tx, jobId, artistId, mismatch);
  await refuseClash(tx, artistId, jobId);
  return getAdminJob(tx, jobId, locale);
}

/** A 409 naming the artist's other booking when the job's sessions overlap it (inside the booking's transaction: it rolls back). */
async function refuseClash(tx: Queryable, artistId: string, jobId: string) {
  const clash = await clashOf(tx, artistId, (await sessionsOfJob(tx, jobId)) ?? [], jobId);
  if (clash) throw clashConflict(clash, false);
}

/** The reason a confirm matched nothing, read after the fact (inside the same transaction). */
async function whyNotConfirmed(db: Queryable, jobId: string, artistId: string, mismatch: Mismatch | null) {
  const job = await findJob(db, jobId);
  if (job.confirmedArtistId || job.status === "confirmed" || job.status === "completed") return conflict(ALREADY_CONFIRMED);
  if (job.status === "cancelled") return conflict("api.job.wasCancelled");
  return whyNotBookable(db, jobId, artistId, mismatch);
}

/** What the agency reads when the matching rule refuses an applicant. */
const MISMATCH_MESSAGES: Record<Exclude<Mismatch, "not_approved">, MessageKey> = {
  style: "api.job.artistOutOfStyle",
  travel: "api.job.artistOutOfReach",
  availability: "api.job.artistNotFree",
  no_check: "api.job.artistNoCheck",
  no_first_aid: "api.job.artistNoFirstAid",
  no_check_or_first_aid: "api.job.artistNoCheckOrFirstAid",
};

/**
 * The matching rule for a booking (`bookingMismatchOf`: a preferred artist whatever its styles and reach), or null
 * when it holds or there is no such artist or job (the conditional update then says why). The artist's row is read
 * `FOR SHARE`: a save of its availability (which locks it for update) waits for this booking, or this booking for it.
 */
async function ruleMismatch(db: Queryable, jobId: string, artistId: string): Promise<Mismatch | null> {
  await db.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId)).for("share");
  const [artist, job, [preferred]] = await Promise.all([
    loadMatchingArtist(db, artistId),
    loadMatchingJob(db, jobId),
    db
      .select({ one: sql`1` })
      .from(jobPreferredArtists)
      .where(and(eq(jobPreferredArtists.jobId, jobId), eq(jobPreferredArtists.artistId, artistId)))
      .limit(1),
  ]);
  return artist && job ? bookingMismatchOf(artist, job, preferred !== undefined) : null;
}

/** Why an artist cannot be booked on a job: not among its applicants, not approved, disabled, or outside the matching rule. */
async function whyNotBookable(db: Queryable, jobId: string, artistId: string, mismatch: Mismatch | null) {
  const [applicant] = await db
    .select({ status: artists.status, account: users.status })
    .from(jobApplications)
    .innerJoin(artists, eq(artists.id, jobApplications.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.artistId, artistId)))
    .limit(1);
  if (!applicant) return invalid("api.job.notOptedIn");
  // The agency disabled the artist's account: not bookable until enabled again.
  if (applicant.status === "approved" && applicant.account !== "active") return conflict("api.job.artistDisabled");
  if (mismatch && mismatch !== "not_approved") return conflict(MISMATCH_MESSAGES[mismatch]);
  return conflict("api.job.artistNotApproved");
}

/** An approved, active artist who opted in to the job. */
const bookableApplicant = (jobId: string, artistId: string) => sql`exists (
  select 1 from ${jobApplications} join ${artists} on ${artists.id} = ${jobApplications.artistId} join ${users} on ${users.id} = ${artists.userId}
  where ${jobApplications.jobId} = ${jobId} and ${jobApplications.artistId} = ${artistId} and ${artists.status} = 'approved'
    and ${users.status} = 'active')`;

/**
 * The agency moves a booked job to other days or hours, from today on (today in the job's zone). `sequence` is the calendar version
 * the agency saw: the conditional update matches only that version, so of two reschedules at once the second is a
 * 409 (the job changed meanwhile), never an update silently lost. The trigger bumps the version; the artist and the
 * studio hear of it (`job.rescheduled`), and their calendars follow.
 */
export async function rescheduleJob(
  db: Queryable,
  events: EventPublisher,
  { jobId, input, now = new Date(), locale }: { jobId: string; input: JobScheduleInput; now?: Date; locale?: Locale },
): Promise<AdminJob> {
  const job = await findJob(db, jobId);
  if (job.status !== "confirmed") throw conflict("api.job.onlyConfirmedReschedule");
  if (job.calendarSequence !== input.sequence) throw conflict("api.job.changedMeanwhile");
  const { sequence, ...schedule } = input;
  if (schedule.startDate < dateIn(job.timeZone, now)) throw invalid("api.job.startInPast");
  if ((Object.keys(schedule) as (keyof typeof schedule)[]).every((field) => job[field] === schedule[field])) throw invalid("api.job.scheduleUnchanged");
  // The job keeps its weekdays: the new dates must still hold a session of them, and not too many.
  const fault = scheduleFault({ ...schedule, weekdays: job.weekdays });
  if (fault === "weekdaysNoSession") throw invalid("api.validation.weekdaysNoSession");
  if (fault === "tooManySessions") throw invalid(msg("api.validation.tooManySessions", { max: String(MAX_JOB_SESSIONS) }));
  const moved = await db.transaction(async (tx) => {
    if (job.confirmedArtistId) await lockArtistBookings(tx, job.confirmedArtistId);
    const [row] = await tx
      .update(jobs)
      .set({ ...schedule, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "confirmed"), eq(jobs.calendarSequence, sequence)))
      .returning({ sequence: jobs.calendarSequence, artistId: jobs.confirmedArtistId });
    // The booked artist must be free at the new days and hours.
    if (row?.artistId) await refuseClash(tx, row.artistId, jobId);
    return row;
  });
  if (!moved) {
    const now = await findJob(db, jobId);
    throw conflict(now.status === "confirmed" ? "api.job.changedMeanwhile" : "api.job.onlyConfirmedReschedule");
  }
  events.publish({ type: "job.rescheduled", jobId, sequence: moved.sequence });
  return getAdminJob(db, jobId, locale);
}

/**
 * The agency gives a booked job to another of its applicants (approved, active). Conditional on the
 * calendar version the agency saw, so of two reassignments made from the same screen one wins and the other is a 409,
 * whichever order they reach the database in. The new artist and the studio hear of
 * the booking, the previous artist that it was withdrawn (`job.reassigned`); the job leaves the previous artist's feed.
 */
export async function reassignJob(
  db: Queryable,
  events: EventPublisher,
  { jobId, input: { artistId, sequence }, locale }: { jobId: string; input: AssignArtistInput; locale?: Locale },
): Promise<AdminJob> {
  const job = await findJob(db, jobId);
  if (job.status !== "confirmed" || !job.confirmedArtistId) throw conflict("api.job.onlyConfirmedReassign");
  if (job.calendarSequence !== sequence) throw conflict("api.job.changedMeanwhile");
  if (job.confirmedArtistId === artistId) throw conflict("api.job.alreadyAssigned");
  const previousArtistId = job.confirmedArtistId;
  const { moved, mismatch } = await db.transaction(async (tx) => {
    await lockArtistBookings(tx, artistId);
    const mismatch = await ruleMismatch(tx, jobId, artistId);
    if (mismatch) return { moved: undefined, mismatch };
    const [row] = await tx
      .update(jobs)
      .set({ confirmedArtistId: artistId, confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(jobs.id, jobId),
          eq(jobs.status, "confirmed"),
          eq(jobs.confirmedArtistId, previousArtistId),
          eq(jobs.calendarSequence, sequence),
          bookableApplicant(jobId, artistId),
        ),
      )
      .returning({ sequence: jobs.calendarSequence });
    if (row) await refuseClash(tx, artistId, jobId);
    return { moved: row, mismatch };
  });
  if (!moved) {
    const now = await findJob(db, jobId);
    throw now.status === "confirmed" && now.confirmedArtistId === previousArtistId && now.calendarSequence === sequence
      ? await whyNotBookable(db, jobId, artistId, mismatch)
      : conflict("api.job.changedMeanwhile");
  }
  events.publish({ type: "job.reassigned", jobId, artistId, previousArtistId, sequence: moved.sequence });
  return getAdminJob(db, jobId, locale);
}

/** A job's end time as the agency reads it: with its zone's short name in each language when the job is not in the agency's zone. */
function endTimeForAgency(job: JobRow): string | VerbatimMessage {
  if (job.timeZone === AGENCY_TIME_ZONE) return job.endTime;
  const inLocale = (locale: Locale) => `${job.endTime} ${zoneShortName(locale, job.timeZone, job.endDate)}`;
  return { text: inLocale("en"), in: { en: inLocale("en"), fr: inLocale("fr") } };
}

/** Which statuses each of the admin's transitions may start from. */
const ALLOWED_FROM: Record<JobStatusChange, JobStatus[]> = {
  completed: ["confirmed"],
  cancelled: ["pending", "confirmed"],
};

const REFUSED: Record<JobStatusChange, Partial<Record<JobStatus, MessageKey>>> = {
  completed: {
    pending: "api.job.onlyConfirmedComplete",
    completed: "api.job.alreadyCompleted",
    cancelled: "api.job.cancelledNotComplete",
  },
  cancelled: {
    completed: "api.job.completedNotCancel",
    cancelled: "api.job.alreadyCancelled",
  },
};

/** Completes a confirmed job that is over (issuing its invoice and its artist's pay lines in the same transaction), or cancels a pending or confirmed one; anything else is a 409. The job comes back named in `locale`. */
export async function setJobStatus(
  db: Queryable,
  events: EventPublisher,
  { jobId, status, locale }: { jobId: string; status: JobStatusChange; locale?: Locale },
): Promise<AdminJob> {
  // A job is completed once it is over: not before its last day's end time in its own zone.
  const over = status === "completed" ? sql`${jobEndsAt} <= now()` : undefined;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(jobs)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, ALLOWED_FROM[status]), over))
      .returning({ id: jobs.id });
    if (changed.length === 0) {
      const job = await findJob(tx, jobId);
      const refused = REFUSED[status][job.status];
      if (!refused && status === "completed") throw conflict(msg("api.job.notOverYet", { date: job.endDate, time: endTimeForAgency(job) }));
      throw conflict(refused ?? msg("api.job.cannotChange", { status }));
    }
    // The invoice and the artist's pay lines are written with the completion, or nothing happens.
    if (status === "completed") {
      await issueJobInvoice(tx, jobId);
      await writePayLines(tx, jobId);
    }
  });
  events.publish(status === "completed" ? { type: "job.completed", jobId } : { type: "job.cancelled", jobId, by: "admin" });
  return getAdminJob(db, jobId, locale);
}
