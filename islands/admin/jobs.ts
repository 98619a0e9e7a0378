import type { Job } from "../../src/contracts/jobs.ts";
import { formatDate, weekday } from "../lib/format.ts";

/** "Friday, Dec 4, 2026" or "Dec 4, 2026 – Dec 11, 2026". */
export function jobDates(job: Pick<Job, "startDate" | "endDate">): string {
  if (job.startDate === job.endDate) return `${weekday(job.startDate)}, ${formatDate(job.startDate)}`;
  return `${formatDate(job.startDate)} – ${formatDate(job.endDate)}`;
}
