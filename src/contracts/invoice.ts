import type { Job } from "./jobs.ts";

/**
 * The agency that bills the studio: the invoice's "payable to". The same
 * contact details as the site's footer and contact page.
 */
export const AGENCY = {
  name: "DanceLink Agency",
  address: "120 Dance Avenue, Toronto, ON M5V 0A1",
  phone: "(416) 555-0199",
  email: "hello@dancelink.example",
} as const;

export interface Invoice {
  /** "INV-1A2B3C4D": stable for one booking. */
  number: string;
  /** Days from the start date to the end date, both included. */
  days: number;
  hoursPerDay: number;
  totalHours: number;
  /** $/hr. */
  rate: number;
  /** Dollars, rounded to the cent. */
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What a confirmed booking costs: each day of the period from start time to end
 * time (an end time not after the start runs past midnight) at the hourly rate.
 */
export function invoiceFor(job: Pick<Job, "_id" | "startDate" | "endDate" | "startTime" | "endTime" | "rate">): Invoice {
  const days = Math.round((Date.parse(`${job.endDate}T00:00:00Z`) - Date.parse(`${job.startDate}T00:00:00Z`)) / DAY_MS) + 1;
  let minutes = minutesOf(job.endTime) - minutesOf(job.startTime);
  if (minutes <= 0) minutes += 24 * 60;
  const hoursPerDay = round2(minutes / 60);
  const totalHours = round2((days * minutes) / 60);
  return {
    number: `INV-${job._id.replaceAll("-", "").slice(-8).toUpperCase()}`,
    days,
    hoursPerDay,
    totalHours,
    rate: job.rate,
    total: round2((days * minutes * job.rate) / 60),
  };
}
