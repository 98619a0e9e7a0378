import type { JobSchedule, JobStatus } from "../jobs/index.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { localizePath } from "../../platform/i18n/paths.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import type { CalendarEvent, CalendarStatus } from "./ics.ts";

/** What a calendar shows of a job, however it was read (a feed's query, a notification's stored values). */
export interface JobCalendarFields
  extends Pick<JobSchedule, "startDate" | "endDate" | "startTime" | "endTime">,
    Partial<Pick<JobSchedule, "weekdays" | "cancelledDates">> {
  id: string;
  sequence: number;
  /** The style in the reader's language. */
  style: string;
  studio: string;
  /** The booked artist, shown to the studio and the agency; null on the artist's own calendar or before a booking. */
  artist: string | null;
  address: string;
  city: string;
  postalCode: string;
  description: string;
  /** The job's zone, its times' wall clock. */
  timeZone: string;
  updatedAt: Date;
}

/** A pending job is tentative (the studio's feed), a booked one confirmed, a cancelled one cancelled. */
export function calendarStatusOf(status: JobStatus): CalendarStatus {
  if (status === "cancelled") return "CANCELLED";
  return status === "confirmed" || status === "completed" ? "CONFIRMED" : "TENTATIVE";
}

/** The event's UID: the job's id at the site's host, the same in every feed, download and mail. */
export const jobUid = (jobId: string, siteUrl: string) => `job-${jobId}@${new URL(siteUrl).hostname}`;

/**
 * A job as the event of `locale`'s reader, linking to `path` (a site path without language prefix) under `siteUrl`.
 * A completed job stays CONFIRMED (RFC 5545 has no "done" for an event); its title says it is completed.
 */
export function jobEvent(
  job: JobCalendarFields,
  where: { siteUrl: string; path: string; locale: Locale; status: CalendarStatus; completed?: boolean },
): CalendarEvent {
  const t = serverTranslator(where.locale);
  const summary = job.artist
    ? t("calendar.summaryWithArtist", { style: job.style, studio: job.studio, artist: job.artist })
    : t("calendar.summary", { style: job.style, studio: job.studio });
  return {
    uid: jobUid(job.id, where.siteUrl),
    sequence: job.sequence,
    startDate: job.startDate,
    endDate: job.endDate,
    startTime: job.startTime,
    endTime: job.endTime,
    timeZone: job.timeZone,
    weekdays: job.weekdays ?? null,
    cancelledDates: job.cancelledDates ?? [],
    summary: where.completed ? t("calendar.completedSummary", { summary }) : summary,
    description: job.description,
    location: t("calendar.location", { address: job.address, city: job.city, postalCode: job.postalCode }),
    url: `${where.siteUrl}${localizePath(where.locale, where.path)}`,
    status: where.status,
    updatedAt: job.updatedAt,
  };
}
