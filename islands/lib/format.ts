import dayjs from "dayjs";
import "dayjs/locale/fr-ca";
import customParseFormat from "dayjs/plugin/customParseFormat";
import relativeTime from "dayjs/plugin/relativeTime";
import updateLocale from "dayjs/plugin/updateLocale";
import { useMemo } from "react";
import { zoneShortName } from "../../src/platform/places/clock-rules.ts";
import { AGENCY_TIME_ZONE, formatDateTime, formatNumber } from "../../src/platform/i18n/format.ts";
import type { Locale } from "../../src/platform/i18n/locales.ts";
import { formatSchedule, type ScheduleFields } from "../../src/platform/i18n/schedule.ts";
import { type I18n, useI18n } from "../../src/platform/i18n/react.tsx";

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(updateLocale);
// July as Québec (OQLF) and Intl's fr-CA abbreviate it, "juill.", where dayjs's fr-ca writes "juil.".
dayjs.updateLocale("fr-ca", { monthsShort: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."] });

/** A job's times as the formats read them: its zone when the wire carries it. */
type ZonedTimes = { startDate: string; startTime: string; endTime: string; timeZone?: string };

/**
 * The reader's zone: the browser's; on the server, which draws the landing screens first, the agency's (a reader
 * elsewhere sees the zone's name added once the screen hydrates).
 */
export const readerZone = (): string => (typeof window === "undefined" ? AGENCY_TIME_ZONE : Intl.DateTimeFormat().resolvedOptions().timeZone);

/** `text` (a job's hours) with its zone's short name after, when the job's zone is not the reader's: "… PST" / "… HNP". */
function withZone(locale: Locale, job: Pick<ZonedTimes, "startDate" | "timeZone">, text: string): string {
  return job.timeZone && job.timeZone !== readerZone() ? `${text} ${zoneShortName(locale, job.timeZone, job.startDate)}` : text;
}

/** dayjs's locale name for a language (relative times: "3 days ago" / "il y a 3 jours"). */
const DAYJS_LOCALE: Record<Locale, string> = { en: "en", fr: "fr-ca" };

/**
 * A dayjs date in the language: `localDayjs("fr", createdAt).fromNow()`. Here, not in
 * src/platform/i18n/format.ts, so that what the dashboards load up front formats numbers without dayjs.
 */
export const localDayjs = (locale: Locale, date?: dayjs.ConfigType) => dayjs(date).locale(DAYJS_LOCALE[locale]);

/**
 * The dashboards' dates, times and money in the page's language, over
 * src/platform/i18n/format.ts. English keeps the spec's display exactly (SPEC §9 "h:mm A",
 * "Dec 4, 2026", "{rate} $/hr"); French follows Québec's ("14 h 30", "4 déc. 2026", "45 $/h").
 */
export interface Formats {
  locale: Locale;
  /** "14:30" -> "2:30 PM" / "14 h 30". */
  time(hhmm: string): string;
  /** "2026-12-04" -> "Friday" / "vendredi" (the weekday derived from startDate). */
  weekday(isoDate: string): string;
  /** "2026-12-04" -> "Dec 4, 2026" / "4 déc. 2026". */
  date(isoDate: string): string;
  /** An instant's calendar day (its own clock): "Dec 4, 2026" / "4 déc. 2026". */
  day(instant: string | Date): string;
  /** An instant: "Dec 4, 2026 2:30 PM" (its own clock) / "4 déc. 2026, 14 h 30" (the agency's). */
  dateTime(instant: string | Date): string;
  /** An instant's clock time: "2:30 PM" / "14 h 30". */
  clock(instant: string | Date): string;
  /** A chat's day separator: "Today", "Yesterday", "Friday, Dec 4, 2026" / "vendredi 4 déc. 2026". */
  dayLabel(instant: string | Date): string;
  /** createdAt as relative time: "3 days ago" / "il y a 3 jours". */
  fromNow(instant: string | Date): string;
  /** "{rate} $/hr" (SPEC §3) / "45 $/h". */
  rate(rate: number): string;
  /** A job's hours: "9:00 AM – 12:30 PM" / "9 h 00 – 12 h 30". */
  /** A job's clock time on `isoDate`, with its zone's short name when the reader's zone is another: "7:00 PM PST". */
  zonedTime(hhmm: string, isoDate: string, timeZone?: string): string;
  /** "4:00 p.m. to 7:00 p.m.", with the job's zone's short name after when the reader's zone is another ("… PST"). */
  hours(job: ZonedTimes): string;
  /** A job's first day: "Friday, Dec 4, 2026" / "vendredi 4 déc. 2026". */
  weekdayDate(isoDate: string): string;
  /** A job's days: its first day with its weekday, or "Dec 4, 2026 – Dec 11, 2026" / "4 déc. 2026 – 11 déc. 2026". */
  jobDates(job: { startDate: string; endDate: string }): string;
  /**
   * A job's days and hours in one line, as its rows show them: "Sat 6 Dec 2026, 10:00-13:00" /
   * "sam. 6 déc. 2026, 10 h 00 à 13 h 00"; several days "Sat 6 Dec 2026 – Mon 8 Dec 2026, …"; weekly classes
   * "Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027, 10 sessions".
   */
  schedule(job: ScheduleFields & { timeZone?: string }): string;
  /** City followed by "CA" (SPEC §3). */
  cityLine(city: string): string;
  /** A plain number: "45" and "7.5" as the spec shows them / "45" and "7,5". */
  number(value: number): string;
  /** A whole number, else two decimals (an invoice's hours): "7.50" / "7,50". */
  decimal(value: number): string;
}

const EN_DATE = "MMM D, YYYY";
const FR_DATE = "D MMM YYYY";
const EN_CLOCK = "h:mm A";
const FR_CLOCK = "H [h] mm";

/** The formats of a language, with its translator for the words around the values. */
export function formatsOf({ locale, t }: I18n): Formats {
  const english = locale === "en";
  // Québec writes hours without a leading zero ("9 h 00"), where Intl's fr-CA writes "09 h 00".
  const time = (hhmm: string) => dayjs(hhmm, "HH:mm").format(english ? EN_CLOCK : FR_CLOCK);
  // Dates through dayjs in both languages, as Intl's fr-CA writes them: the page's first Intl date formatter
  // would load the browser's calendar data, about 80 ms of a phone's CPU on a French dashboard's first screen.
  const calendarDay = (isoDate: string) => localDayjs(locale, dayjs(isoDate, "YYYY-MM-DD"));
  const date = (isoDate: string) => calendarDay(isoDate).format(english ? EN_DATE : FR_DATE);
  const weekday = (isoDate: string) => calendarDay(isoDate).format("dddd");
  const day = (instant: string | Date) => localDayjs(locale, instant).format(english ? EN_DATE : FR_DATE);
  const clock = (instant: string | Date) => localDayjs(locale, instant).format(english ? EN_CLOCK : FR_CLOCK);
  const number = (value: number) => (english ? String(value) : formatNumber(locale, value));
  const weekdayDate = (isoDate: string) => t("app.format.weekdayDate", { weekday: weekday(isoDate), date: date(isoDate) });
  const shortDay = (isoDate: string) => calendarDay(isoDate).format("ddd D MMM YYYY");
  // A row's hours on the 24-hour clock in both languages ("10:00" / "10 h 00"): short, and never an "AM" to misread.
  const clock24 = (hhmm: string) => (english ? hhmm.slice(0, 5) : time(hhmm));
  return {
    locale,
    time,
    weekday,
    date,
    day,
    clock,
    // French as Intl's fr-CA at the agency (America/Toronto), as the console has always shown it.
    dateTime: (instant) => (english ? `${day(instant)} ${clock(instant)}` : formatDateTime(locale, instant)),
    dayLabel(instant) {
      const at = dayjs(instant);
      if (at.isSame(dayjs(), "day")) return t("app.format.today");
      if (at.isSame(dayjs().subtract(1, "day"), "day")) return t("app.format.yesterday");
      return localDayjs(locale, instant).format(english ? "dddd, MMM D, YYYY" : "dddd D MMM YYYY");
    },
    fromNow: (instant) => localDayjs(locale, instant).fromNow(),
    rate: (rate) => t("app.format.rate", { rate: number(rate) }),
    zonedTime: (hhmm, isoDate, timeZone) => withZone(locale, { startDate: isoDate, timeZone }, time(hhmm)),
    hours: (job) => withZone(locale, job, t("app.format.range", { start: time(job.startTime), end: time(job.endTime) })),
    weekdayDate,
    jobDates: (job) =>
      job.startDate === job.endDate ? weekdayDate(job.startDate) : t("app.format.range", { start: date(job.startDate), end: date(job.endDate) }),
    schedule: (job) =>
      withZone(
        locale,
        job,
        // Weekly classes: their days, hours, dates and session count ("Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027, 10 sessions").
        job.weekdays
          ? formatSchedule(t, locale, job, { dayMonth: (isoDate) => calendarDay(isoDate).format("D MMM"), clock: clock24 })
          : t("app.format.schedule", {
              days:
                job.startDate === job.endDate ? shortDay(job.startDate) : t("app.format.range", { start: shortDay(job.startDate), end: shortDay(job.endDate) }),
              start: clock24(job.startTime),
              end: clock24(job.endTime),
            }),
      ),
    cityLine: (city) => t("app.format.cityLine", { city }),
    number,
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
