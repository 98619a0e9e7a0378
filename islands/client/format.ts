import type { Locale } from "../../src/i18n/locales.ts";
import { formatNumber, formatTime } from "../../src/i18n/format.ts";
import { jobHours } from "../lib/format.ts";

/** A plain number as the studio's screens write it: "45" and "7.5" in English (as the spec shows them), "45" and "7,5" in French. */
export const clientNumber = (locale: Locale, value: number) => (locale === "en" ? String(value) : formatNumber(locale, value));

/** Hours of an invoice line: a whole number, else two decimals ("7.50" / "7,50"). */
export function invoiceHours(locale: Locale, value: number): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return locale === "en" ? text : text.replace(".", ",");
}

/** A job's hours: "9:00 AM – 12:30 PM" in English (SPEC §9: h:mm A), "9 h 00 – 12 h 30" in French. */
export const jobHoursIn = (locale: Locale, job: { startTime: string; endTime: string }) =>
  locale === "en" ? jobHours(job) : `${clockTime(locale, job.startTime)} – ${clockTime(locale, job.endTime)}`;

/** "9 h 00", as Québec writes the morning hours (Intl gives "09 h 00"). */
const clockTime = (locale: Locale, hhmm: string) => formatTime(locale, hhmm).replace(/^0(\d)/, "$1");
