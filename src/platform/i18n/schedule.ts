import { sessionCount } from "../../features/jobs/job-sessions.ts";
import { formatTime } from "./format.ts";
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

/** How a row writes a day and a month ("6 Jan" / "6 janv.") and a clock time ("18:00" / "18 h 00"). */
export interface ScheduleParts {
  dayMonth(date: string): string;
  clock(time: string): string;
}

/** The server's parts, through Intl (the browser's come from dayjs: Intl's calendar data is slow to load on a phone). */
export function intlScheduleParts(locale: Locale): ScheduleParts {
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : INTL_LOCALE.fr, { day: "numeric", month: "short", timeZone: "UTC" });
  return {
    dayMonth: (date) => format.format(new Date(`${date}T00:00:00Z`)),
    clock: (time) => (locale === "en" ? time : formatTime(locale, time)),
  };
}

/** "6 Jan - 10 Mar 2027"; the first year too when they differ; one day alone when it is one. */
function dateRange(parts: ScheduleParts, first: string, last: string): string {
  const end = `${parts.dayMonth(last)} ${last.slice(0, 4)}`;
  if (first === last) return end;
  const start = first.slice(0, 4) === last.slice(0, 4) ? parts.dayMonth(first) : `${parts.dayMonth(first)} ${first.slice(0, 4)}`;
  return `${start} - ${end}`;
}

/**
 * A job's schedule in one line, the same on every dashboard and in mails: "Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027,
 * 10 sessions" / "Mardis 18 h 00-19 h 30, 6 janv. - 10 mars 2027, 10 séances"; a job of every day is "Daily …".
 */
export function formatSchedule(t: Translate, locale: Locale, job: ScheduleFields, parts: ScheduleParts = intlScheduleParts(locale)): string {
  const weekdays = job.weekdays ?? null;
  const names = weekdays?.map((day, i) => {
    const name = t("app.schedule.days", { days: String(day) });
    // French capitalizes the first day of the list alone.
    return i > 0 && locale === "fr" ? name.toLocaleLowerCase("fr") : name;
  });
  const days = names ? new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" }).format(names) : t("app.schedule.daily");
  return t("app.schedule.line", {
    days,
    from: parts.clock(job.startTime),
    to: parts.clock(job.endTime),
    range: dateRange(parts, job.startDate, job.endDate),
    count: sessionCount({ startDate: job.startDate, endDate: job.endDate, weekdays }),
  });
}
