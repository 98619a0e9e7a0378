import type { Job } from "../../src/contracts/jobs.ts";
import { formatDate, formatDateTime, formatNumber, formatTime, formatWeekday, localDayjs } from "../../src/i18n/format.ts";
import { useLocale, useT } from "../../src/i18n/react.tsx";
import { dayjs, formatDate as englishDate, formatTime as englishTime } from "../lib/format.ts";

/** How the console shows dates, times and rates in its language. */
export interface AdminFormat {
  /** A calendar date "2026-12-04": "Dec 4, 2026" / "4 déc. 2026". */
  date(isoDate: string): string;
  /** The day of an instant: "Dec 4, 2026" / "4 déc. 2026". */
  day(instant: string): string;
  /** An instant: "Dec 4, 2026 4:00 PM" / "4 déc. 2026, 16 h 00". */
  dateTime(instant: string): string;
  /** An instant from now: "3 days ago" / "il y a 3 jours". */
  fromNow(instant: string): string;
  /** An hourly rate: "45 $/hr" / "45 $/h". */
  rate(rate: number): string;
  /** "Friday, Dec 4, 2026" or "Dec 4, 2026 – Dec 11, 2026" / "vendredi 4 déc. 2026". */
  jobDates(job: Pick<Job, "startDate" | "endDate">): string;
  /** "4:00 PM – 7:00 PM" / "16 h 00 – 19 h 00". */
  jobHours(job: Pick<Job, "startTime" | "endTime">): string;
}

/**
 * The console's formats in the current language: English keeps the console's
 * own look (h:mm A, MMM D, YYYY), French follows fr-CA (src/i18n/format.ts).
 */
export function useAdminFormat(): AdminFormat {
  const locale = useLocale();
  const t = useT();
  const english = locale === "en";
  const date = (isoDate: string) => (english ? englishDate(isoDate) : formatDate(locale, isoDate));
  const time = (hhmm: string) => (english ? englishTime(hhmm) : formatTime(locale, hhmm));
  return {
    date,
    day: (instant) => date(dayjs(instant).format("YYYY-MM-DD")),
    dateTime: (instant) => (english ? dayjs(instant).format("MMM D, YYYY h:mm A") : formatDateTime(locale, instant)),
    fromNow: (instant) => localDayjs(locale, instant).fromNow(),
    rate: (rate) => t("admin.jobs.rate", { rate: english ? String(rate) : formatNumber(locale, rate) }),
    jobDates: (job) =>
      job.startDate === job.endDate
        ? t("admin.jobs.oneDay", { weekday: formatWeekday(locale, job.startDate), date: date(job.startDate) })
        : t("admin.jobs.dateRange", { start: date(job.startDate), end: date(job.endDate) }),
    jobHours: (job) => t("admin.jobs.hours", { start: time(job.startTime), end: time(job.endTime) }),
  };
}
