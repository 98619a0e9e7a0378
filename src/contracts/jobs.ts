/** SPEC §3 "Job", as it travels on the wire. Dates YYYY-MM-DD, times HH:mm, rate in $/hr. */
export const JOB_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface Job {
  _id: string;
  studioName: string;
  style: string;
  rate: number;
  city: string;
  postalCode: string;
  address: string;
  description: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** ISO timestamp; shown as relative time. */
  createdAt: string;
  status: JobStatus;
}

/** A confirmed job carries its artist (SPEC §3). */
export interface ConfirmedJob extends Job {
  artistId: string;
  username: string;
  artistheadshot: string | null;
  artistStyle: string[];
}

/** Jobs pages show 10 per tab (SPEC §9). */
export const JOBS_PAGE_SIZE = 10;
