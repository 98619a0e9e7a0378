import type { Province } from "../../platform/contract/places.ts";
import { z } from "zod";
import { atLeastMessage, atMostMessage, choiceMessage, numberMessage, uuid, wholeNumberMessage } from "../../platform/contract/fields.ts";
import { checkJobSchedule, JOB_STATUSES, type Job, jobScheduleFields, type PostedJobStatus, type PreferredArtist } from "../jobs/jobs.contract.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";
import { artistRateField } from "../payouts/payouts.contract.ts";

/* ---------- Jobs and matching ---------- */

/** `GET /admin/jobs?status=&page=&limit=`: no status (or an empty one) lists every job. */
export const adminJobsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(JOB_STATUSES, { error: choiceMessage("Status", JOB_STATUSES) }).optional()),
});

/** `PUT /admin/jobs/:jobId/confirm`: the applicant, and the artist's pay in cents per hour if not the default (the rate less the agency's commission). */
export const confirmArtistSchema = z.object({
  artistId: uuid("Artist id"),
  artistRate: artistRateField.optional(),
});
export type ConfirmArtistInput = z.infer<typeof confirmArtistSchema>;

/** The calendar version (`sequence`) of the job the agency saw: a job changed meanwhile is a 409, not an update lost. */
const calendarVersion = z
  .number({ error: numberMessage("Calendar version") })
  .int(wholeNumberMessage("Calendar version"))
  .min(0, atLeastMessage("Calendar version", 0))
  .max(2_147_483_647, atMostMessage("Calendar version", 2_147_483_647));

/** `PUT /admin/jobs/:jobId/schedule`: a booked job's new days and hours, as of the version the agency saw. */
export const jobScheduleSchema = z
  .object({
    ...jobScheduleFields,
    sequence: calendarVersion,
  })
  .superRefine((schedule, ctx) => {
    checkJobSchedule(schedule, ctx);
  });
export type JobScheduleInput = z.infer<typeof jobScheduleSchema>;

/** `PUT /admin/jobs/:jobId/assign`: another applicant of the booked job, as of the version the agency saw. */
export const assignArtistSchema = z.object({ artistId: uuid("Artist id"), sequence: calendarVersion });
export type AssignArtistInput = z.infer<typeof assignArtistSchema>;

/** The admin's own transitions: confirmed → completed, pending | confirmed → cancelled. */
export const ADMIN_JOB_TRANSITIONS = ["completed", "cancelled"] as const;
export const jobStatusChangeSchema = z.object({
  status: z.enum(ADMIN_JOB_TRANSITIONS, { error: choiceMessage("Status", ADMIN_JOB_TRANSITIONS) }),
});
export type JobStatusChange = z.infer<typeof jobStatusChangeSchema>["status"];

/** The studio behind a job, as the agency sees it. */
export interface AdminJobClient {
  id: string;
  userId: string;
  /** The client's account name. */
  name: string;
  email: string;
  studioName: string;
  studioDirector: string;
  contactNumber: string;
  /** The studio's account: the agency may disable it; a deleted one stays on its bookings, anonymised. */
  accountStatus: "active" | "disabled" | "deleted";
  /** Where the studio is; null until it answers its dashboard's question. */
  province: Province | null;
}

/** A job in the admin's lists: the job, its studio, how many artists opted in, who is confirmed. */
export interface AdminJob extends Job {
  client: AdminJobClient;
  applicantCount: number;
  confirmedArtist: { id: string; name: string } | null;
  /** ISO timestamp of the confirm, null while pending. */
  confirmedAt: string | null;
  /** The artists the studio named when posting, by name. */
  preferredArtists: PreferredArtist[];
  /** The job's calendar version: sent back with a reschedule, which is refused if the job changed since. */
  sequence: number;
  /**
   * The province whose sales tax the job's invoice charges: the studio's, else the job's postal
   * code's. Null: completing the job (which issues its invoice) waits for the studio's answer.
   */
  taxProvince: Province | null;
  /** The artist's pay in cents per hour: set at the confirm, else the default it would get (the rate less the agency's commission). */
  artistRate: number;
}

/** An artist who opted in to a job, with the note from 'Additional Details'. */
export interface JobApplicant {
  artistId: string;
  userId: string;
  name: string;
  email: string;
  experience: string;
  headshotUrl: string | null;
  artistStyle: string[];
  /** The artist's application status now (an applicant may have been rejected since). */
  artistStatus: "pending" | "approved" | "rejected";
  note: string;
  /** ISO timestamp of the opt-in. */
  appliedAt: string;
  /** True for the artist the job is confirmed on. */
  confirmed: boolean;
  /** The studio named this artist when posting: such applicants come first. */
  preferred: boolean;
  /**
   * Why the matching rule refuses this applicant now (src/features/offers/matching.ts), or null when the agency may
   * confirm it: the console suggests those. A preferred artist needs only to be approved, active and free.
   */
  mismatch: "not_approved" | "style" | "travel" | "availability" | "no_check" | "no_first_aid" | "no_check_or_first_aid" | null;
  /** Another job the artist is booked on whose sessions overlap this one's (confirming it is refused), or null. */
  clash?: ApplicantClash | null;
}

/** The booking an applicant already has at overlapping times: the job, its studio, its style (English) and the first day they meet. */
export interface ApplicantClash {
  jobId: string;
  studioName: string;
  style: string;
  date: string;
}

/* ---------- Contacts ---------- */

/** A contact-form message (SPEC §3 contact payload, plus when it came). */
export interface AdminContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string;
  createdAt: string;
}

/* ---------- Dashboard ---------- */

export interface AdminDashboard {
  /** Artist applications waiting for a decision. */
  pendingApplications: number;
  /** Jobs posted and not yet confirmed. */
  openJobs: number;
  /** Jobs confirmed and not yet completed. */
  confirmedJobs: number;
  /** Chat messages to the agency nobody has read. */
  unreadMessages: number;
  /** Contact-form messages of the last 7 days. */
  recentContacts: number;
}

/** Job statuses as the console names them. */
export const JOB_STATUS_LABELS: Record<PostedJobStatus, string> = {
  pending: "Open",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};
