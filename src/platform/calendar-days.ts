import { DAY } from "./durations.ts";

/**
 * Calendar days as whole numbers (days since 1970-01-01; dates without a zone, so no clock change moves them), and the
 * count of a weekly schedule's sessions: the jobs' sessions (src/features/jobs/job-sessions.ts) and the schedules'
 * wording (src/platform/i18n/schedule.ts, the dashboards' too) count them alike.
 */

/** The day of a YYYY-MM-DD date. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
/** The YYYY-MM-DD date of a day. */
export const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** The weekday of a day, 0 Sunday: 1970-01-01 was a Thursday (4). */
export const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Days from a start to an end date (YYYY-MM-DD), on chosen weekdays (0 Sunday as in JavaScript; null: every day). */
export interface WeeklySchedule {
  startDate: string;
  endDate: string;
  weekdays: readonly number[] | null;
}

/** How many sessions a weekly schedule has, without listing them (a year-long range is counted, not walked). */
export function sessionCount(schedule: WeeklySchedule): number {
  const first = dayNumber(schedule.startDate);
  const last = dayNumber(schedule.endDate);
  if (last < first) return 0;
  const total = last - first + 1;
  if (!schedule.weekdays) return total;
  const days = new Set(schedule.weekdays);
  const weeks = Math.floor(total / 7);
  let count = weeks * days.size;
  for (let day = first + weeks * 7; day <= last; day++) if (days.has(weekdayOfDay(day))) count++;
  return count;
}
