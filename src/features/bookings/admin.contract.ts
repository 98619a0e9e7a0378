import type { Province } from "../../platform/contract/places.ts";
import { z } from "zod";
import type { LookupItem, LookupKind, Service, Testimonial } from "../catalogue/catalog.contract.ts";
import {
  atLeastMessage,
  atMostMessage,
  choiceMessage,
  numberMessage,
  optionalText,
  requiredMessage,
  requiredText,
  uuid,
  wholeNumberMessage,
} from "../../platform/contract/fields.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { checkJobSchedule, JOB_STATUSES, type Job, jobScheduleFields, type PostedJobStatus, type PreferredArtist } from "../jobs/jobs.contract.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";
import { RATING_MESSAGE } from "../reviews/reviews.contract.ts";

/* ---------- Jobs and matching ---------- */

/** `GET /admin/jobs?status=&page=&limit=`: no status (or an empty one) lists every job. */
export const adminJobsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(JOB_STATUSES, { error: choiceMessage("Status", JOB_STATUSES) }).optional()),
});

export const confirmArtistSchema = z.object({
  artistId: uuid("Artist id"),
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

/* ---------- Catalog ---------- */

/** Lookup lists the admin edits, and how a person names one item of each. */
export const LOOKUP_ITEM_NAMES: Record<LookupKind, string> = {
  styles: "style",
  types: "artist type",
  availabilities: "availability",
};

/**
 * The agency's French texts of an item, as the admin console edits them:
 * present only when set (the public lists show the English text where one is absent).
 */
export interface LookupItemFrench {
  nameFr?: string;
}
/** A lookup item as the admin API returns it: its English name and its French one when set. */
export type AdminLookupEntry = LookupItem & LookupItemFrench;
/** A service as the admin API returns it. */
export type AdminService = Service & { nameFr?: string };
/** A testimonial as the admin API returns it (the name is a person's: no French). */
export type AdminTestimonial = Testimonial & { deginationFr?: string; descriptionFr?: string };

/** A lookup item with what uses it: deleting one that is in use is refused. */
export interface AdminLookupItem extends AdminLookupEntry {
  artistCount: number;
  /** Pending jobs asking for this style (always 0 for types and availabilities). */
  openJobCount: number;
}

/** "2 artists and 1 open job", or "" when nothing uses the item. */
export function describeLookupUsage(item: Pick<AdminLookupItem, "artistCount" | "openJobCount">): string {
  const plural = (n: number, noun: string) => (n === 0 ? "" : `${n} ${noun}${n === 1 ? "" : "s"}`);
  return [plural(item.artistCount, "artist"), plural(item.openJobCount, "open job")].filter(Boolean).join(" and ");
}

/** A French text: optional; an empty one clears it (the English text is shown). */
export const frenchText = (label: string, max: number, options?: Parameters<typeof optionalText>[2]) => optionalText(label, max, options).optional();

export const lookupItemSchema = z.object({ name: requiredText("Name", 60), nameFr: frenchText("Name (French)", 60) });
export type LookupItemInput = z.infer<typeof lookupItemSchema>;

/** A browser sends an empty file part when no file was chosen: that is "no file". */
const noFile = (v: unknown) => (v instanceof Blob && v.size === 0 && !(v as File).name ? undefined : v);
/**
 * An uploaded file: a `File` in the browser, a Blob on disk on the server (src/platform/http/multipart.ts).
 * `Blob` is looked up at check time, so the schema works whatever global was there at import.
 */
const fileField = (message: string) => z.custom<Blob>((v) => v instanceof Blob, { error: message });
const optionalImage = z.preprocess(noFile, fileField(said("Image must be a file", "api.upload.mustBeFile", { field: fieldLabel("Image") })).optional());
const requiredImage = z.preprocess(noFile, fileField(said("Image is required", "api.upload.required", { field: fieldLabel("Image") })));

const somethingToChange = (input: object) => Object.values(input).some((v) => v !== undefined);
const NOTHING_TO_CHANGE = said("Nothing to change: send at least one field", "api.validation.nothingToChange");

const serviceFields = { name: requiredText("Name", 80), nameFr: frenchText("Name (French)", 80) };
/** Multipart: name and an image (JPEG, PNG or WebP). */
export const serviceCreateSchema = z.object({ ...serviceFields, image: requiredImage });
/** Multipart: any of the fields; a new image replaces the old one. */
export const serviceUpdateSchema = z
  .object({ name: serviceFields.name.optional(), nameFr: serviceFields.nameFr, image: optionalImage })
  .refine(somethingToChange, NOTHING_TO_CHANGE);
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;

/** Stars, from a form field: "1" to "5". */
const rating = z
  .string({ error: requiredMessage("Rating") })
  .trim()
  .regex(/^[1-5]$/, RATING_MESSAGE)
  .transform(Number);

const testimonialFields = {
  name: requiredText("Name", 80),
  /** sic: SPEC §3's wire name for the person's title, kept on the way in too. */
  degination: requiredText("Title (degination)", 80),
  deginationFr: frenchText("Title (French)", 80),
  rating,
  description: requiredText("Description", 1000, { multiline: true }),
  descriptionFr: frenchText("Description (French)", 1000, { multiline: true }),
};
export const testimonialCreateSchema = z.object({ ...testimonialFields, image: requiredImage });
export const testimonialUpdateSchema = z
  .object({
    name: testimonialFields.name.optional(),
    degination: testimonialFields.degination.optional(),
    deginationFr: testimonialFields.deginationFr,
    rating: rating.optional(),
    description: testimonialFields.description.optional(),
    descriptionFr: testimonialFields.descriptionFr,
    image: optionalImage,
  })
  .refine(somethingToChange, NOTHING_TO_CHANGE);
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;
export type TestimonialUpdateInput = z.infer<typeof testimonialUpdateSchema>;

/** Job statuses as the console names them. */
export const JOB_STATUS_LABELS: Record<PostedJobStatus, string> = {
  pending: "Open",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};
