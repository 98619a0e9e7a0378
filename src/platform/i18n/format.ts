import { INTL_LOCALE, type Locale } from "./locales.ts";
import { zoneShortName, zoneWallClock } from "../places/clock-rules.ts";

/** The wall clock of a zone on its own rules, for the islands, which read zones through the formatter. */
export { zoneWallClock };
import type { Translate } from "./translate.ts";

/**
 * The one formatter of dates, times and money, for the server (mails, PDFs, the bell) and the islands alike:
 * en "Dec 6, 2026, 2:30 PM", "$62.50/h"; fr "6 déc. 2026, 14 h 30", "62,50 $/h". Calendar dates, clock times
 * and money are written from our own tables, and an instant is read on an explicit zone's clock from the zones'
 * rules (src/platform/places/clock-rules.ts, not the engine's zone data, which may predate a province's change), so
 * the same instant in the same language reads the same on every engine; and a dashboard's rows build no Intl
 * formatter (the first loads the browser's calendar or number data, about 80 ms of a phone's CPU).
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

/** A no-break space, as Intl puts in French amounts: "62,50 $" stays on one line. */
const NBSP = "\u00a0";

const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  // Québec's (OQLF) abbreviations, as Intl's fr-CA writes them.
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juill.", "août", "sept.", "oct.", "nov.", "déc."],
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
};
const SHORT_WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  fr: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
};

/** A calendar date "2026-12-06" as its year, month (1-12), day and weekday (0 = Sunday); no zone can move it a day. */
function calendar(isoDate: string) {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

/** A calendar date "2026-12-06": "Dec 6, 2026" / "6 déc. 2026". */
export function formatDate(locale: Locale, isoDate: string): string {
  const { year, month, day } = calendar(isoDate);
  const name = MONTHS[locale][month - 1];
  return locale === "en" ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/** A calendar date's weekday: "Friday" / "vendredi". */
export const formatWeekday = (locale: Locale, isoDate: string) => WEEKDAYS[locale][calendar(isoDate).weekday] as string;

/** A job row's day: "Sat 6 Dec 2026" / "sam. 6 déc. 2026". */
export function formatShortDay(locale: Locale, isoDate: string): string {
  const { year, month, day, weekday } = calendar(isoDate);
  return `${SHORT_WEEKDAYS[locale][weekday]} ${day} ${MONTHS[locale][month - 1]} ${year}`;
}

/** A month "2026-11" as a statement heads it: "November 2026" / "novembre 2026". */
export function formatMonth(locale: Locale, isoMonth: string): string {
  const [year, month] = isoMonth.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale === "en" ? "en-CA" : "fr-CA", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A day and its month, as a weekly class's dates write them: "6 Jan" / "6 janv.". */
export function formatDayMonth(locale: Locale, isoDate: string): string {
  const { month, day } = calendar(isoDate);
  return `${day} ${MONTHS[locale][month - 1]}`;
}

/**
 * A clock time "14:30", the spec's h:mm A in English and Québec's in French, the hour without a leading zero in
 * both: "2:30 PM" / "14 h 30"; "09:30": "9:30 AM" / "9 h 30"; "00:05": "12:05 AM" / "0 h 05".
 */
export function formatTime(locale: Locale, hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  const minute = hhmm.slice(3, 5);
  if (locale === "fr") return `${hour} h ${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/** A 24-hour clock time, as a job's row writes it ("10:00" / "10 h 00"): short, and never an "AM" to misread. */
export const formatTime24 = (locale: Locale, hhmm: string) => (locale === "en" ? hhmm.slice(0, 5) : formatTime(locale, hhmm));

/** The agency's wall clock at `instant`: comparable with a job's `${endDate} ${endTime}`. */
export const agencyWallClock = (instant: Date) => zoneWallClock(AGENCY_TIME_ZONE, instant);

/** The agency's date at `instant`, YYYY-MM-DD: in Toronto's evening the UTC date is already tomorrow. */
export const agencyDate = (instant: Date) => agencyWallClock(instant).slice(0, 10);

/** An instant's calendar day on the clock of `timeZone` (the agency's unless a job's): "Dec 6, 2026" / "6 déc. 2026". */
export const formatInstantDate = (locale: Locale, instant: Date | string, timeZone = AGENCY_TIME_ZONE) =>
  formatDate(locale, zoneWallClock(timeZone, new Date(instant)).slice(0, 10));

/** An instant's clock time on the clock of `timeZone`: "2:30 PM" / "14 h 30". */
export const formatClock = (locale: Locale, instant: Date | string, timeZone = AGENCY_TIME_ZONE) =>
  formatTime(locale, zoneWallClock(timeZone, new Date(instant)).slice(11));

/** An instant: "Dec 6, 2026, 9:30 AM" / "6 déc. 2026, 9 h 30", on the agency's clock unless a job's zone is given. */
export function formatDateTime(locale: Locale, instant: Date | string, timeZone = AGENCY_TIME_ZONE): string {
  const wall = zoneWallClock(timeZone, new Date(instant));
  return `${formatDate(locale, wall.slice(0, 10))}, ${formatTime(locale, wall.slice(11))}`;
}

/**
 * A job's clock time `time` ("18:00") on `date` (YYYY-MM-DD: the zone's name differs in summer), with the name of the
 * job's `timeZone` when it is not the reader's: "6:00 PM PST" / "18 h 00 HNP" to a reader in Toronto, "6:00 PM" to one
 * in Vancouver.
 */
export const formatTimeIn = (locale: Locale, { time, date, timeZone, readerZone }: { time: string; date: string; timeZone: string; readerZone: string }) =>
  timeZone === readerZone ? formatTime(locale, time) : `${formatTime(locale, time)} ${zoneShortName(locale, timeZone, date)}`;

/** Whole digits grouped by thousands: "1,234,567" / "1 234 567". */
const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Canadian dollars, to the cent: "$1,234.50" / "1 234,50 $"; a credit "-$62.50" / "-62,50 $". */
export function formatMoney(locale: Locale, amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = grouped(String(Math.floor(cents / 100)), locale === "en" ? "," : NBSP);
  const fraction = String(cents % 100).padStart(2, "0");
  const sign = amount < 0 && cents > 0 ? "-" : "";
  return locale === "en" ? `${sign}$${whole}.${fraction}` : `${sign}${whole},${fraction}${NBSP}$`;
}

/** An hourly rate in dollars: "$62.50/h" / "62,50 $/h". */
export const formatRate = (locale: Locale, dollarsPerHour: number) => `${formatMoney(locale, dollarsPerHour)}/h`;

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
 * A tax's line on an invoice, its rate in the reader's format and the agency's registration number
 * for it beside, as the CRA and Revenu Québec ask: "QST (9.975%), no. 1234567890 TQ 0001".
 */
export function formatTaxLine(t: Translate, locale: Locale, tax: { name: string; rate: number; registrationNumber: string }): string {
  const rate = formatNumber(locale, tax.rate);
  return tax.registrationNumber
    ? t("invoice.taxLineNumbered", { name: tax.name, rate, number: tax.registrationNumber })
    : t("invoice.taxLine", { name: tax.name, rate });
}

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
