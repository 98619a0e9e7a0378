import { type CalendarEvent, calendarStatusOf, jobEvent } from "../../calendar/index.ts";
import { AGENCY_TIME_ZONE } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/locales.ts";
import { MailRenderError } from "../../../platform/mail/layout.ts";

/** A calendar event a mail carries: the transport sends it as the message's text/calendar part (`invite.ics`). */
export interface MailInvite {
  method: "REQUEST" | "CANCEL";
  event: CalendarEvent;
}

/** The values a booking's notification stores for its invitation (src/features/notifications/job-params.ts, `inviteParams`). */
const INVITE_VALUES = ["jobId", "sequence", "style", "studio", "address", "city", "postalCode", "date", "endDate", "time", "endTime"] as const;

/**
 * A notification's calendar invitation, from its stored values, or undefined when it carries none. The
 * event is the one of the feeds and downloads (same UID, same SEQUENCE), so the mail client updates the event it
 * already holds. Values that cannot make an event are a render error (such a mail can never be sent as meant).
 */
export function notificationInvite(values: Record<string, string>, where: { siteUrl: string; path: string; locale: Locale }): MailInvite | undefined {
  if (values.invite !== "request" && values.invite !== "cancel") return undefined;
  const missing = INVITE_VALUES.filter((key) => typeof values[key] !== "string");
  const sequence = Number(values.sequence);
  if (missing.length > 0 || !Number.isInteger(sequence)) throw new MailRenderError(`a calendar invitation needs ${missing.join(", ") || "a whole sequence"}`);
  const v = values as Record<(typeof INVITE_VALUES)[number], string> & {
    styleFr?: string;
    artist?: string;
    timeZone?: string;
    weekdays?: string;
    cancelledDates?: string;
  };
  const cancel = values.invite === "cancel";
  const event = jobEvent(
    {
      id: v.jobId,
      sequence,
      style: where.locale === "fr" && v.styleFr ? v.styleFr : v.style,
      studio: v.studio,
      artist: v.artist || null,
      address: v.address,
      city: v.city,
      postalCode: v.postalCode,
      description: "",
      startDate: v.date,
      endDate: v.endDate,
      startTime: v.time,
      endTime: v.endTime,
      // A notification stored before jobs had zones was in the agency's.
      timeZone: v.timeZone ?? AGENCY_TIME_ZONE,
      weekdays: v.weekdays ? v.weekdays.split(",").map(Number) : null,
      cancelledDates: v.cancelledDates ? v.cancelledDates.split(",") : [],
      updatedAt: new Date(),
    },
    { ...where, status: calendarStatusOf(cancel ? "cancelled" : "confirmed") },
  );
  return { method: cancel ? "CANCEL" : "REQUEST", event };
}
