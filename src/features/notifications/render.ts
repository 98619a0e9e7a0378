import type { NotificationKind } from "./notifications.contract.ts";
import { AGENCY_TIME_ZONE, formatDate, formatTime, formatTimeIn } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { serverTranslator } from "../../platform/i18n/server.ts";

/**
 * A notification's values as stored (`notifications.params`, strings only): dates
 * as `YYYY-MM-DD`, times as `HH:mm` (a job's in its `timeZone`), a job's style in English with its French
 * name beside it (`styleFr`), counts as digits. They are put in words when read.
 */
export type NotificationParams = Record<string, string>;

/** The values as the reader's language shows them: dates and times formatted, the style named in that language, counts as numbers. */
function valuesIn(locale: Locale, params: NotificationParams): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  if (params.date) values.date = formatDate(locale, params.date);
  // A mail's reader's zone is not known: a job's time outside the agency's zone carries its zone's name.
  if (params.time) {
    values.time =
      params.timeZone && params.date ? formatTimeIn(locale, params.time, params.date, params.timeZone, AGENCY_TIME_ZONE) : formatTime(locale, params.time);
  }
  if (locale === "fr" && params.styleFr) values.style = params.styleFr;
  if (params.count !== undefined) values.count = Number(params.count);
  return values;
}

/** Title and body of one notification in `locale` (SPEC: rendered when read, never stored in words). */
export function renderNotification(locale: Locale, kind: NotificationKind, params: NotificationParams): { title: string; body: string } {
  const t = serverTranslator(locale);
  const values = valuesIn(locale, params);
  return {
    title: t(`notifications.${kind}.title` as MessageKey, values),
    body: t(`notifications.${kind}.body` as MessageKey, values),
  };
}
