import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client.ts";
import { artistStyles, artists, clients, jobs, users } from "../../../db/schema.ts";
import { jobScheduleColumns } from "../jobs/index.ts";
import type { NotificationParams } from "./render.ts";

const confirmedUsers = alias(users, "confirmed_users");

/** What every job notification says about its jobs, read in one query for the events of a moment (see `coalesce`). */
export async function loadJobs(db: Database, jobIds: string[]) {
  const rows = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      style: jobs.style,
      styleFr: sql<string | null>`(select ${artistStyles.nameFr} from ${artistStyles} where ${artistStyles.name} = ${jobs.style} limit 1)`,
      studio: jobs.studioName,
      city: jobs.city,
      address: jobs.address,
      ...jobScheduleColumns,
      postalCode: jobs.postalCode,
      urgent: jobs.urgent,
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
export type LoadedJob = NonNullable<ReturnType<Awaited<ReturnType<typeof loadJobs>>["get"]>>;

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
