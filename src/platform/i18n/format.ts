import { INTL_LOCALE, type Locale } from "./locales.ts";
import { zoneShortName } from "../places/clock-rules.ts";
import type { Translate } from "./translate.ts";

/**
 * Dates, times, money and numbers in a language, through Intl:
 * en-CA "Dec 6, 2026, 10:00 a.m.", "$1,234.50"; fr-CA "6 déc. 2026, 10 h 00",
 * "1 234,50 $". Formatters are made once per language and style.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

/** The agency's time zone: an instant (createdAt) is shown as Toronto's clock, on the server and in the browser alike. */
export const AGENCY_TIME_ZONE = "America/Toronto";

/**
 * A clock time's fields: the hour without a leading zero, as Québec writes it ("9 h 30", where
 * `timeStyle: "short"` gives fr-CA's "09 h 30"), and as English does anyway ("9:30 a.m.").
 */
const CLOCK = { hour: "numeric", minute: "2-digit" } as const;
/** `dateStyle: "medium"`'s fields: "Dec 6, 2026" / "6 déc. 2026". */
const MEDIUM_DATE = { year: "numeric", month: "short", day: "numeric" } as const;

const dateTime = (locale: Locale, timeZone: string) =>
  formatter(`dt ${locale} ${timeZone}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...MEDIUM_DATE, ...CLOCK, timeZone }));
const dateOnly = (locale: Locale) => formatter(`d ${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeZone: "UTC" }));
const timeOnly = (locale: Locale) => formatter(`t ${locale}`, () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...CLOCK, timeZone: "UTC" }));

const wallClock = (timeZone: string) =>
  formatter(
    `wall ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("sv-SE", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  );

/** The wall clock of `timeZone` at `instant`, "2026-12-06 13:00" (Sweden writes ISO); an unknown zone throws a RangeError. */
export const wallClockIn = (instant: Date, timeZone: string) => wallClock(timeZone).format(instant);

/** The agency's wall clock at `instant`: comparable with a job's `${endDate} ${endTime}`. */
export const agencyWallClock = (instant: Date) => wallClockIn(instant, AGENCY_TIME_ZONE);

/** The agency's date at `instant`, YYYY-MM-DD: in Toronto's evening the UTC date is already tomorrow. */
export const agencyDate = (instant: Date) => agencyWallClock(instant).slice(0, 10);

/**
 * A job's clock time "18:00" on `isoDate`, with its zone's short name when the job's zone is not the reader's:
 * "6:00 p.m. PST" / "18 h 00 HNP" to a reader in Toronto, "6:00 p.m." to one in Vancouver.
 */
export const formatTimeIn = (locale: Locale, hhmm: string, isoDate: string, timeZone: string, readerZone: string) =>
  timeZone === readerZone ? formatTime(locale, hhmm) : `${formatTime(locale, hhmm)} ${zoneShortName(locale, timeZone, isoDate)}`;

/** An instant: "Dec 6, 2026, 9:30 a.m." / "6 déc. 2026, 9 h 30". */
export const formatDateTime = (locale: Locale, instant: Date | string, timeZone = AGENCY_TIME_ZONE) => dateTime(locale, timeZone).format(new Date(instant));

/** A calendar date "2026-12-06": "Dec 6, 2026" / "6 déc. 2026" (no time zone can move it a day). */
export const formatDate = (locale: Locale, isoDate: string) => dateOnly(locale).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** A clock time "14:30": "2:30 p.m." / "14 h 30"; "09:30": "9:30 a.m." / "9 h 30". */
export const formatTime = (locale: Locale, hhmm: string) => timeOnly(locale).format(new Date(`1970-01-01T${hhmm.slice(0, 5)}:00Z`));

/** Canadian dollars: "$1,234.50" / "1 234,50 $". */
export const formatMoney = (locale: Locale, amount: number) =>
  formatter(`m ${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "CAD" })).format(amount);

/**
 * A whole number from 0 to 999 reads the same in both languages. Written as is, it spares a page
 * its first Intl.NumberFormat, which loads the browser's number data: about 80 ms of a phone's CPU
 * on a dashboard's first screen, for a count or a rate.
 */
const isPlainNumber = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** A number: "1,234.5" / "1 234,5". */
export const formatNumber = (locale: Locale, value: number) =>
  isPlainNumber(value) ? String(value) : formatter(`n ${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(value);

/**
 * A day's time on an invoice, exact to the minute: "2 h 20 min", "3 h", "45 min" (the
 * same in French), "-2 h 20 min" on a credit note. The amount is the minutes at the
 * hourly rate, so hours rounded to two decimals would not multiply to it (2.33 h at
 * $45.55 is $106.13, where 140 minutes are $106.28).
 */
export function formatDuration(t: Translate, minutes: number): string {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? "-" : ""}${t("invoice.duration", { hours: Math.floor(whole / 60), minutes: whole % 60 })}`;
}

/** An average of stars, one decimal: "4.5" / "4,5", "4.0" / "4,0". */
export const formatRating = (locale: Locale, value: number) =>
  formatter(`r ${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

const SIZE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** A file's size in the largest unit under 1,000 (decimal units, one decimal past bytes): "812 B", "4.2 MB" / "4,2 Mo". */
export function formatFileSize(locale: Locale, bytes: number): string {
  let value = bytes;
  let unit = 0;
  // 999,960 bytes rounds to 1.0 MB, not 1,000.0 kB.
  while (value >= 999.95 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return formatter(
    `s ${locale} ${unit}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: "unit",
        unit: SIZE_UNITS[unit],
        unitDisplay: "short",
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }),
  ).format(value);
}
