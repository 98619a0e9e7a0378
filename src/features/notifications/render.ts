import type { NotificationKind } from "./notifications.contract.ts";
import { AGENCY_TIME_ZONE, formatDate, formatMoney, formatTime, formatTimeIn } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { formatSchedule } from "../../platform/i18n/schedule.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";
import type { Translate } from "../../platform/i18n/translate.ts";
import { zoneShortName } from "../../platform/places/clock-rules.ts";

/**
 * A notification's values as stored (`notifications.params`, strings only): dates
 * as `YYYY-MM-DD`, times as `HH:mm` (a job's in its `timeZone`), a job's style in English with its French
 * name beside it (`styleFr`), counts as digits, money as cents (`amountCents`). They are put in words when read.
 */
export type NotificationParams = Record<string, string>;

/**
 * A weekly job's whole schedule in the reader's language ("Tuesdays 18:00-19:30, 6 Jan - 10 Mar 2027, 10 sessions"), its
 * zone's short name after when it is not the agency's; "none" for a job of every day, whose texts name its first day.
 */
function scheduleIn(t: Translate, locale: Locale, params: NotificationParams): string {
  const { date, endDate, time, endTime, weekdays, timeZone } = params;
  if (!weekdays || !date || !endDate || !time || !endTime) return "none";
  const line = formatSchedule(t, locale, { startDate: date, endDate, startTime: time, endTime, weekdays: weekdays.split(",").map(Number) });
  return timeZone && timeZone !== AGENCY_TIME_ZONE ? `${line} (${zoneShortName(locale, timeZone, date)})` : line;
}

/** The values as the reader's language shows them: dates and times formatted, the style named in that language, counts as numbers. */
function valuesIn(t: Translate, locale: Locale, params: NotificationParams): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params, schedule: scheduleIn(t, locale, params) };
  if (params.date) values.date = formatDate(locale, params.date);
  // A mail's reader's zone is not known: a job's time outside the agency's zone carries its zone's name.
  if (params.time) {
    values.time =
      params.timeZone && params.date
        ? formatTimeIn(locale, { time: params.time, date: params.date, timeZone: params.timeZone, readerZone: AGENCY_TIME_ZONE })
        : formatTime(locale, params.time);
  }
  if (locale === "fr" && params.styleFr) values.style = params.styleFr;
  if (locale === "fr" && params.credentialFr) values.credential = params.credentialFr;
  if (params.count !== undefined) values.count = Number(params.count);
  if (params.amountCents !== undefined) values.amount = formatMoney(locale, Number(params.amountCents) / 100);
  return values;
}

/** Title and body of one notification in `locale` (SPEC: rendered when read, never stored in words). */
export function renderNotification(locale: Locale, kind: NotificationKind, params: NotificationParams): { title: string; body: string } {
  const t = serverTranslator(locale);
  const values = valuesIn(t, locale, params);
  return {
    title: t(`notifications.${kind}.title` as MessageKey, values),
    body: t(`notifications.${kind}.body` as MessageKey, values),
  };
}
