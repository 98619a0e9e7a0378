import type { Job } from "../../src/contracts/jobs.ts";
import { formatDate, formatTime, weekday } from "../lib/format.ts";

/** "Friday, Dec 4, 2026" or "Dec 4, 2026 – Dec 11, 2026". */
export function jobDates(job: Pick<Job, "startDate" | "endDate">): string {
  if (job.startDate === job.endDate) return `${weekday(job.startDate)}, ${formatDate(job.startDate)}`;
  return `${formatDate(job.startDate)} – ${formatDate(job.endDate)}`;
}

/** "9:00 AM – 12:30 PM" (SPEC §9: h:mm A). */
export const jobHours = (job: Pick<Job, "startTime" | "endTime">) => `${formatTime(job.startTime)} – ${formatTime(job.endTime)}`;
