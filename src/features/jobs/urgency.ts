import { zoneInstant } from "../../platform/places/clock-rules.ts";
import { type JobSchedule, sessionDates } from "./job-sessions.ts";

/** How soon after its posting a job must start to be urgent: a studio looking for a substitute. */
export const URGENT_WITHIN_HOURS = 48;

/**
 * Whether a job posted at `postedAt` is urgent: its first session starts within 48 hours, read in the job's zone.
 * Decided once, when the job is posted: moving its dates later does not change it.
 */
export function isUrgent(schedule: Pick<JobSchedule, "startDate" | "endDate" | "startTime" | "weekdays"> & { timeZone: string }, postedAt: Date): boolean {
  const first = sessionDates(schedule)[0];
  if (!first) return false;
  return zoneInstant(schedule.timeZone, first, schedule.startTime).getTime() - postedAt.getTime() <= URGENT_WITHIN_HOURS * 3_600_000;
}
