/**
 * A job's sessions (the booking rules; pure): the days it meets between its start and end
 * dates, on its chosen weekdays (null: every day), each from its start time to its end time.
 * An end at or before the start is past midnight: that session ends the next morning.
 * Times are the job's wall clock in its zone; a cancelled session keeps its place in the list.
 */
import { zoneInstant } from "../../platform/places/clock-rules.ts";
import { AGENCY_TIME_ZONE } from "../../platform/i18n/format.ts";
import { dateOf, dayNumber, sessionCount, weekdayOfDay } from "../../platform/calendar-days.ts";

export const SESSION_STATUSES = ["scheduled", "cancelled"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export interface JobSession {
  /** The day the session starts, YYYY-MM-DD. */
  date: string;
  startTime: string;
  endTime: string;
  status: SessionStatus;
  /** The job's zone (its times are that wall clock); absent: the agency's. */
  timeZone?: string;
}

export interface JobSchedule {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** Days of the week it meets, 0 Sunday as in JavaScript; null: every day. */
  weekdays: readonly number[] | null;
  /** Days whose session the studio or the agency called off. */
  cancelledDates: readonly string[];
  /** The job's zone; absent: the agency's. */
  timeZone?: string;
}

/** A job meets at most this many times: a year of daily classes. More is a typo in a date, not a booking. */
export const MAX_JOB_SESSIONS = 366;

const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday of a date, 0 Sunday. */
export const weekdayOf = (date: string) => weekdayOfDay(dayNumber(date));

/** The days the schedule meets, in order (cancelled ones included). */
export function sessionDates(schedule: Pick<JobSchedule, "startDate" | "endDate" | "weekdays">): string[] {
  const first = dayNumber(schedule.startDate);
  const last = dayNumber(schedule.endDate);
  const days = schedule.weekdays ? new Set(schedule.weekdays) : null;
  const dates: string[] = [];
  for (let day = first; day <= last; day++) {
    if (!days || days.has(weekdayOfDay(day))) dates.push(dateOf(day));
  }
  return dates;
}

/** Every session of the job, in date order, each scheduled or cancelled. */
export function jobSessions(schedule: JobSchedule): JobSession[] {
  const cancelled = new Set(schedule.cancelledDates);
  return sessionDates(schedule).map((date) => ({
    date,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    status: cancelled.has(date) ? "cancelled" : "scheduled",
    ...(schedule.timeZone ? { timeZone: schedule.timeZone } : {}),
  }));
}

/** The sessions still held. */
export const scheduledSessions = (sessions: readonly JobSession[]) => sessions.filter((session) => session.status === "scheduled");

/** A session as minutes since 1970-01-01 00:00 UTC, its end after its start: sessions in two zones compare as instants. */
function span(session: JobSession): { from: number; to: number } {
  const from = zoneInstant(session.timeZone ?? AGENCY_TIME_ZONE, session.date, session.startTime).getTime() / 60_000;
  return { from, to: from + sessionMinutes(session) };
}

/** How long one session lasts, in minutes (past midnight counts to the next morning). */
export function sessionMinutes(session: Pick<JobSession, "startTime" | "endTime">): number {
  const from = minutesOf(session.startTime);
  const to = minutesOf(session.endTime);
  return to > from ? to - from : to + DAY_MINUTES - from;
}

/**
 * The first pair of scheduled sessions of `a` and `b` that overlap, or null. Sessions that
 * only touch (one ends at 19:30, the other starts at 19:30) do not; cancelled ones never do.
 */
export function firstOverlap(a: readonly JobSession[], b: readonly JobSession[]): [JobSession, JobSession] | null {
  const left = scheduledSessions(a)
    .map((session) => ({ session, ...span(session) }))
    .sort((x, y) => x.from - y.from);
  const right = scheduledSessions(b)
    .map((session) => ({ session, ...span(session) }))
    .sort((x, y) => x.from - y.from);
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i] as (typeof left)[number];
    const y = right[j] as (typeof right)[number];
    if (x.from < y.to && y.from < x.to) return [x.session, y.session];
    // The one that ends first can overlap nothing later on the other side.
    if (x.to <= y.to) i++;
    else j++;
  }
  return null;
}

/** True when a scheduled session of `a` overlaps one of `b`. */
export const sessionsOverlap = (a: readonly JobSession[], b: readonly JobSession[]) => firstOverlap(a, b) !== null;

/** What is wrong with a schedule's weekdays and sessions, checked once its dates and times are valid. */
export type ScheduleFault = "weekdaysInvalid" | "weekdaysNoSession" | "tooManySessions";

/** Weekdays are whole numbers 0-6, each once, at least one. */
export function isWeekdayList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= 7 &&
    value.every((day) => Number.isInteger(day) && day >= 0 && day <= 6) &&
    new Set(value).size === value.length
  );
}

/** The fault of a schedule whose weekdays were read (null: every day), or null when it holds. */
export function scheduleFault(schedule: Pick<JobSchedule, "startDate" | "endDate" | "weekdays">): ScheduleFault | null {
  if (schedule.weekdays !== null && !isWeekdayList(schedule.weekdays)) return "weekdaysInvalid";
  const count = sessionCount(schedule);
  if (count === 0) return "weekdaysNoSession";
  if (count > MAX_JOB_SESSIONS) return "tooManySessions";
  return null;
}
