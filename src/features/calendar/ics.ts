import { ruleOf, sundayAtTwo } from "../../platform/places/clock-rules.ts";
import { type JobSchedule, sessionDates } from "../jobs/index.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";

/**
 * iCalendar (RFC 5545) output for the calendar feeds, the jobs' .ics downloads and
 * the confirmation mails' invitations. Written here rather than with a
 * generator package: a job is one event (a daily or weekly rule for its sessions) in its own zone
 * (one of Canada's, src/platform/places/time-zones.ts), and the rules that matter (CRLF, folding at 75 octets, TEXT escaping,
 * no control characters) fit on this page. Tests read every output back with ical.js.
 */

/** What a calendar shows of a job: STATUS:TENTATIVE while the studio waits for an artist, CANCELLED once cancelled. */
export type CalendarStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

/** One job as an event: each of its days, `startDate` to `endDate`, from `startTime` to `endTime` in `timeZone`. */
export interface CalendarEvent extends JobSchedule {
  /** Stable for the job's life (`job-<id>@<host>`): calendars replace the event they hold under it. */
  uid: string;
  /** Grows with every change a calendar shows (jobs.calendar_sequence). */
  sequence: number;
  /** The job's zone (IANA, "America/Vancouver"): its times are that zone's wall clock. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  /** The job's page in the reader's dashboard. */
  url: string;
  status: CalendarStatus;
  /** When the job last changed (LAST-MODIFIED). */
  updatedAt: Date;
}

/** RFC 5546 methods: a feed or a download publishes; a mail invites (REQUEST) or withdraws (CANCEL). */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export interface CalendarOptions {
  method: CalendarMethod;
  /** The feed's name in the subscriber's list (X-WR-CALNAME). */
  name?: string;
  /** An invitation's sender and recipient (iTIP wants both with REQUEST and CANCEL). */
  organizer?: { name: string; address: string };
  attendee?: string;
  /** DTSTAMP: when this text was made. */
  now?: Date;
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** Minutes from UTC as RFC 5545 writes them: -480 -> "-0800", -210 -> "-0330". */
function utcOffset(minutes: number): string {
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(whole / 60)).padStart(2, "0")}${String(whole % 60).padStart(2, "0")}`;
}

/** An instant in UTC form: "20270314T133000Z". */
const utcDateTime = (at: Date) => `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * A job's zone as RFC 5545 describes it, from the rules of src/platform/places/clock-rules.ts: summer time from the second
 * Sunday of March to the first Sunday of November at 02:00 (until a province's change to one offset all year,
 * which ends both rules and starts a last observance), or one offset where the clock never changes. Jobs' times are
 * wall times in their zone; ics.test.ts checks every zone against the database's zone data.
 */
function vtimezone(timeZone: string): string[] {
  const rule = ruleOf(timeZone);
  const [winterName, summerName] = rule.names.en;
  const zone = (...observances: string[][]) => ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, ...observances.flat(), "END:VTIMEZONE"];
  if (rule.summer === null) {
    const offset = utcOffset(rule.standard);
    return zone(observance("STANDARD", offset, offset, winterName, "19700101T000000"));
  }
  const standard = utcOffset(rule.standard);
  const summer = utcOffset(rule.summer);
  const from = rule.yearRound ? new Date(rule.yearRound.from) : undefined;
  // After a change to one offset all year, the last spring's and the last autumn's changes end the yearly rules.
  const until = (month: number, nth: number, offset: number, year: number) => `;UNTIL=${utcDateTime(new Date(sundayAtTwo(year, month, nth, offset)))}`;
  const lastYear = from?.getUTCFullYear();
  const yearRound =
    from && rule.yearRound
      ? observance("STANDARD", summer, utcOffset(rule.yearRound.offset), summerName, utcDateTime(new Date(from.getTime() + rule.summer * 60_000)).slice(0, 15))
      : [];
  return zone(
    observance(
      "DAYLIGHT",
      standard,
      summer,
      summerName,
      "20110313T020000",
      `FREQ=YEARLY;BYMONTH=3;BYDAY=2SU${lastYear ? until(2, 2, rule.standard, lastYear) : ""}`,
    ),
    observance(
      "STANDARD",
      summer,
      standard,
      winterName,
      "20111106T020000",
      `FREQ=YEARLY;BYMONTH=11;BYDAY=1SU${lastYear ? until(10, 1, rule.summer, lastYear - 1) : ""}`,
    ),
    yearRound,
  );
}

/** One observance of a zone: the offsets it goes from and to, its name, when it starts (local time) and the yearly rule that repeats it. */
function observance(kind: "STANDARD" | "DAYLIGHT", offsetFrom: string, offsetTo: string, name: string, start: string, rrule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offsetFrom}`,
    `TZOFFSETTO:${offsetTo}`,
    `TZNAME:${name}`,
    `DTSTART:${start}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `END:${kind}`,
  ];
}

const DAY_MS = 86_400_000;

/** C0 controls but tab and line feed, DEL and C1 controls: not allowed in a TEXT value (RFC 5545 §3.3.11). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A TEXT value: controls removed, backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** A parameter value (CN): no double quote, no control, quoted. */
const paramValue = (value: string) => `"${value.replace(CONTROL, "").replace(/[\r\n"]/g, "")}"`;

const encoder = new TextEncoder();

/** One content line folded at 75 octets (RFC 5545 §3.1): continuations start with a space, a character is never split. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation's leading space counts toward its 75.
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** "2027-03-14" + "09:30" -> "20270314T093000" (a wall time, read in the TZID beside it). */
const localDateTime = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

/** The day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** RFC 5545 weekday codes, 0 Sunday as in JavaScript. */
const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * The recurrence of a job's sessions: one event from the first session, repeated daily (every day) or weekly on its
 * weekdays, `COUNT` its sessions; the called-off ones are EXDATEs (at the session's start, in the zone).
 */
function recurrenceLines(event: CalendarEvent, zone: string): { first: string; lines: string[] } {
  const dates = sessionDates({ startDate: event.startDate, endDate: event.endDate, weekdays: event.weekdays });
  const first = dates[0] ?? event.startDate;
  const rule = event.weekdays
    ? [`RRULE:FREQ=WEEKLY;BYDAY=${event.weekdays.map((day) => BYDAY[day]).join(",")};COUNT=${dates.length}`]
    : dates.length > 1
      ? [`RRULE:FREQ=DAILY;COUNT=${dates.length}`]
      : [];
  const held = new Set(dates);
  const exdates = event.cancelledDates.filter((date) => held.has(date)).map((date) => localDateTime(date, event.startTime));
  return { first, lines: [...rule, ...(exdates.length > 0 ? [`EXDATE${zone}:${exdates.join(",")}`] : [])] };
}

function eventLines(event: CalendarEvent, options: CalendarOptions, now: Date): string[] {
  const zone = `;TZID=${event.timeZone}`;
  const recurrence = recurrenceLines(event, zone);
  // An end at or before the start is past midnight: the day's session ends the next morning.
  const endDate = event.endTime <= event.startTime ? nextDay(recurrence.first) : recurrence.first;
  const cancelled = options.method === "CANCEL" || event.status === "CANCELLED";
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    `DTSTART${zone}:${localDateTime(recurrence.first, event.startTime)}`,
    `DTEND${zone}:${localDateTime(endDate, event.endTime)}`,
    ...recurrence.lines,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${cancelled ? "CANCELLED" : event.status}`,
    // A booking blocks the time; a tentative or cancelled one does not.
    `TRANSP:${event.status === "CONFIRMED" && !cancelled ? "OPAQUE" : "TRANSPARENT"}`,
    ...(options.organizer ? [`ORGANIZER;CN=${paramValue(options.organizer.name)}:mailto:${options.organizer.address}`] : []),
    ...(options.attendee ? [`ATTENDEE;RSVP=FALSE:mailto:${options.attendee}`] : []),
    "END:VEVENT",
  ];
}

/** A whole VCALENDAR: CRLF line ends, every line folded, the VTIMEZONE of each zone its events use once (the agency's when none). */
export function calendarText(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//DanceLink//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${AGENCY_TIME_ZONE}`] : []),
    // RFC 7986 and its older twin: subscribers look again hourly.
    ...(options.name ? ["REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H"] : []),
    ...[...new Set(events.length > 0 ? events.map((event) => event.timeZone) : [AGENCY_TIME_ZONE])].flatMap(vtimezone),
    ...events.flatMap((event) => eventLines(event, options, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
