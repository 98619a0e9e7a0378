import { sessionCount } from "../calendar-days.ts";
import { zoneShortName } from "../places/clock-rules.ts";
import { formatDate, formatDayMonth, formatShortDay, formatTime, formatTime24, formatWeekday } from "./format.ts";
import { INTL_LOCALE, type Locale } from "./locales.ts";
import type { Translate } from "./translate.ts";

/** What a job row says of its schedule. */
export interface ScheduleFields {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekdays?: readonly number[] | null;
}

/** A job's zone, when the wire carries it, beside the day its short name is read on. */
export type ZonedJob = { startDate: string; timeZone?: string };

/**
 * `text` (a job's hours) with its zone's short name after when the job's zone is not the reader's
 * ("… PST" / "… HNP"): a mail's reader is the agency's zone, a dashboard's the browser's.
 */
export const withZoneName = (locale: Locale, job: ZonedJob, text: string, readerZone: string) =>
  job.timeZone && job.timeZone !== readerZone ? `${text} ${zoneShortName(locale, job.timeZone, job.startDate)}` : text;

/** "6 Jan - 10 Mar 2027"; the first year too when they differ; one day alone when it is one. */
function dateRange(locale: Locale, first: string, last: string): string {
  const end = `${formatDayMonth(locale, last)} ${last.slice(0, 4)}`;
  if (first === last) return end;
  const start = first.slice(0, 4) === last.slice(0, 4) ? formatDayMonth(locale, first) : `${formatDayMonth(locale, first)} ${first.slice(0, 4)}`;
  return `${start} - ${end}`;
}

/**
 * A weekly job's schedule in one line, the same on every dashboard and in mails: "Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027,
 * 10 sessions" / "Mardis 18 h 00-19 h 30, 6 janv. - 10 mars 2027, 10 séances"; a job of every day is "Daily …".
 */
export function formatSchedule(t: Translate, locale: Locale, job: ScheduleFields): string {
  const weekdays = job.weekdays ?? null;
  const names = weekdays?.map((day, i) => {
    const name = t("app.schedule.days", { days: String(day) });
    // French capitalizes the first day of the list alone.
    return i > 0 && locale === "fr" ? name.toLocaleLowerCase("fr") : name;
  });
  const days = names ? new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(names) : t("app.schedule.daily");
  return t("app.schedule.line", {
    days,
    from: formatTime24(locale, job.startTime),
    to: formatTime24(locale, job.endTime),
    range: dateRange(locale, job.startDate, job.endDate),
    count: sessionCount({ startDate: job.startDate, endDate: job.endDate, weekdays }),
  });
}

/**
 * A job's days and hours in one line, as its rows show them, with its zone's short name when the reader's is another:
 * "Sat 6 Dec 2026, 10:00-13:00" / "sam. 6 déc. 2026, 10 h 00 à 13 h 00"; several days "Sat 6 Dec 2026 – Mon 8 Dec 2026, …";
 * weekly classes as `formatSchedule` writes them.
 */
export function formatJobSchedule(t: Translate, locale: Locale, job: ScheduleFields & ZonedJob, readerZone: string): string {
  const day = (isoDate: string) => formatShortDay(locale, isoDate);
  const text = job.weekdays
    ? formatSchedule(t, locale, job)
    : t("app.format.schedule", {
        days: job.startDate === job.endDate ? day(job.startDate) : t("app.format.range", { start: day(job.startDate), end: day(job.endDate) }),
        start: formatTime24(locale, job.startTime),
        end: formatTime24(locale, job.endTime),
      });
  return withZoneName(locale, job, text, readerZone);
}

/** A job's hours: "9:00 AM – 12:30 PM" / "9 h 00 – 12 h 30", with its zone's short name when the reader's is another. */
export const formatJobHours = (t: Translate, locale: Locale, job: ZonedJob & { startTime: string; endTime: string }, readerZone: string) =>
  withZoneName(locale, job, t("app.format.range", { start: formatTime(locale, job.startTime), end: formatTime(locale, job.endTime) }), readerZone);

/** A day with its weekday: "Friday, Dec 4, 2026" / "vendredi 4 déc. 2026". */
export const formatWeekdayDate = (t: Translate, locale: Locale, isoDate: string) =>
  t("app.format.weekdayDate", { weekday: formatWeekday(locale, isoDate), date: formatDate(locale, isoDate) });

/** A job's days: its first day with its weekday, or "Dec 4, 2026 – Dec 11, 2026" / "4 déc. 2026 – 11 déc. 2026". */
export const formatJobDates = (t: Translate, locale: Locale, job: { startDate: string; endDate: string }) =>
  job.startDate === job.endDate
    ? formatWeekdayDate(t, locale, job.startDate)
    : t("app.format.range", { start: formatDate(locale, job.startDate), end: formatDate(locale, job.endDate) });
