import dayjs from "dayjs";
import "dayjs/locale/fr-ca";
import customParseFormat from "dayjs/plugin/customParseFormat";
import relativeTime from "dayjs/plugin/relativeTime";
import { useMemo } from "react";
import {
  AGENCY_TIME_ZONE,
  agencyDate,
  formatClock,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatRate,
  formatTime,
  formatTimeIn,
  formatWeekday,
} from "../../src/platform/i18n/format.ts";
import { provinceOfPostalCode } from "../../src/platform/contract/places.ts";
import type { Locale } from "../../src/platform/i18n/locales.ts";
import { formatJobDates, formatJobHours, formatJobSchedule, formatWeekdayDate, type ScheduleFields, type ZonedJob } from "../../src/platform/i18n/schedule.ts";
import { type I18n, useI18n } from "../../src/platform/i18n/react.tsx";

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/**
 * The reader's zone: the browser's; on the server, which draws the landing screens first, the agency's (a reader
 * elsewhere sees a job's zone name added once the screen hydrates).
 */
export const readerZone = (): string => (typeof window === "undefined" ? AGENCY_TIME_ZONE : Intl.DateTimeFormat().resolvedOptions().timeZone);

/** dayjs's locale name for a language (relative times: "3 days ago" / "il y a 3 jours"). */
const DAYJS_LOCALE: Record<Locale, string> = { en: "en", fr: "fr-ca" };

/** A dayjs date in the language, for relative times: `localDayjs("fr", createdAt).fromNow()`. */
export const localDayjs = (locale: Locale, date?: dayjs.ConfigType) => dayjs(date).locale(DAYJS_LOCALE[locale]);

/** The day before a calendar date "2026-12-04": "2026-12-03". */
const dayBefore = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboards' dates, times and money in the page's language, through the one formatter the server's mails,
 * PDFs and bell use (src/platform/i18n/format.ts): the same string for the same instant. Instants are on the
 * agency's clock; a job's times are its zone's, with the zone's short name when the reader's is another.
 */
export interface Formats {
  locale: Locale;
  /** "14:30" -> "2:30 PM" / "14 h 30". */
  time(hhmm: string): string;
  /** "2026-12-04" -> "Friday" / "vendredi" (the weekday derived from startDate). */
  weekday(isoDate: string): string;
  /** "2026-12-04" -> "Dec 4, 2026" / "4 déc. 2026". */
  date(isoDate: string): string;
  /** An instant's calendar day at the agency: "Dec 4, 2026" / "4 déc. 2026". */
  day(instant: string | Date): string;
  /** An instant at the agency: "Dec 4, 2026, 2:30 PM" / "4 déc. 2026, 14 h 30". */
  dateTime(instant: string | Date): string;
  /** An instant's clock time at the agency: "2:30 PM" / "14 h 30". */
  clock(instant: string | Date): string;
  /** A chat's day separator: "Today", "Yesterday", "Friday, Dec 4, 2026" / "vendredi 4 déc. 2026". */
  dayLabel(instant: string | Date): string;
  /** createdAt as relative time: "3 days ago" / "il y a 3 jours". */
  fromNow(instant: string | Date): string;
  /** An hourly rate: "$62.50/h" / "62,50 $/h". */
  rate(rate: number): string;
  /** An amount in cents as money: 123450 -> "$1,234.50" / "1 234,50 $". */
  money(cents: number): string;
  /** A month "2026-11": "November 2026" / "novembre 2026". */
  month(isoMonth: string): string;
  /** A job's clock time on `isoDate`, with its zone's short name when the reader's zone is another: "7:00 PM PST". */
  zonedTime(hhmm: string, isoDate: string, timeZone?: string): string;
  /** A job's hours: "9:00 AM – 12:30 PM" / "9 h 00 – 12 h 30", with its zone's short name when the reader's is another. */
  hours(job: ZonedJob & { startTime: string; endTime: string }): string;
  /** A job's first day: "Friday, Dec 4, 2026" / "vendredi 4 déc. 2026". */
  weekdayDate(isoDate: string): string;
  /** A job's days: its first day with its weekday, or "Dec 4, 2026 – Dec 11, 2026" / "4 déc. 2026 – 11 déc. 2026". */
  jobDates(job: { startDate: string; endDate: string }): string;
  /**
   * A job's days and hours in one line, as its rows show them: "Sat 6 Dec 2026, 10:00-13:00" /
   * "sam. 6 déc. 2026, 10 h 00 à 13 h 00"; weekly classes "Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027, 10 sessions".
   */
  schedule(job: ScheduleFields & { timeZone?: string }): string;
  /** Where a job is: its city and its postal code's province, "Montréal, QC" (the city alone when the code names none). */
  place(job: { city: string; postalCode: string }): string;
  /** A plain number: "45" and "7.5" as the spec shows them / "45" and "7,5". */
  number(value: number): string;
  /** A whole number, else two decimals (an invoice's hours): "7.50" / "7,50". */
  decimal(value: number): string;
}

/** The formats of a language, with its translator for the words around the values. */
export function formatsOf({ locale, t }: I18n): Formats {
  const english = locale === "en";
  const weekdayDate = (isoDate: string) => formatWeekdayDate(t, locale, isoDate);
  return {
    locale,
    time: (hhmm) => formatTime(locale, hhmm),
    weekday: (isoDate) => formatWeekday(locale, isoDate),
    date: (isoDate) => formatDate(locale, isoDate),
    day: (instant) => formatInstantDate(locale, instant),
    clock: (instant) => formatClock(locale, instant),
    dateTime: (instant) => formatDateTime(locale, instant),
    dayLabel(instant) {
      const day = agencyDate(new Date(instant));
      const today = agencyDate(new Date());
      if (day === today) return t("app.format.today");
      if (day === dayBefore(today)) return t("app.format.yesterday");
      return weekdayDate(day);
    },
    fromNow: (instant) => localDayjs(locale, instant).fromNow(),
    rate: (rate) => formatRate(locale, rate),
    money: (cents) => formatMoney(locale, cents / 100),
    month: (isoMonth) => formatMonth(locale, isoMonth),
    zonedTime: (hhmm, isoDate, timeZone) =>
      timeZone ? formatTimeIn(locale, { time: hhmm, date: isoDate, timeZone, readerZone: readerZone() }) : formatTime(locale, hhmm),
    hours: (job) => formatJobHours(t, locale, job, readerZone()),
    weekdayDate,
    jobDates: (job) => formatJobDates(t, locale, job),
    schedule: (job) => formatJobSchedule(t, locale, job, readerZone()),
    place({ city, postalCode }) {
      const province = provinceOfPostalCode(postalCode);
      return province ? t("common.place.line", { city, province }) : city;
    },
    number: (value) => (english ? String(value) : formatNumber(locale, value)),
    decimal(value) {
      const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
      return english ? text : text.replace(".", ",");
    },
  };
}

/** The formats of the surrounding language: `const f = useFormat(); f.rate(job.rate)`. */
export function useFormat(): Formats {
  const i18n = useI18n();
  const { locale, t } = i18n;
  return useMemo(() => formatsOf({ locale, t }), [locale, t]);
}

/** A Google Maps search for a place from its address, city and postal code (SPEC §2: the job's map link). */
export const mapUrl = (place: { address: string; city: string; postalCode: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.address}, ${place.city}, ${place.postalCode}`)}`;

export { dayjs };
