/**
 * How lists of jobs are filtered and paged. Apart, with no zod, so the dashboards'
 * first chunk (which pages lists, and routes by status) does not carry the
 * validation library; src/features/jobs/jobs.contract.ts re-exports them.
 */

/** A posted job's statuses: the agency's tabs, and every list anyone but the studio reads. */
export const JOB_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type PostedJobStatus = (typeof JOB_STATUSES)[number];

/** Jobs pages show 10 per tab (SPEC §9). */
export const JOBS_PAGE_SIZE = 10;

/** A studio's bookings: upcoming (confirmed) or done (completed); its dashboard counts the upcoming ones. */
export const BOOKING_STATUSES = ["confirmed", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
