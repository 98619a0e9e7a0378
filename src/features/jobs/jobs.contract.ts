import { z } from "zod";
import { isWeekdayList, MAX_JOB_SESSIONS, type JobSession, scheduleFault } from "./job-sessions.ts";
import { choiceMessage, numberMessage, optionalText, requiredMessage, requiredText } from "../../platform/contract/fields.ts";
import { BOOKING_STATUSES, type PostedJobStatus } from "./job-lists.contract.ts";
import { fieldLabel, said } from "../../platform/contract/messages.ts";
import { pageQuerySchema } from "../../platform/contract/pagination.ts";

export { BOOKING_STATUSES, type BookingStatus, JOB_STATUSES, JOBS_PAGE_SIZE, type PostedJobStatus } from "./job-lists.contract.ts";
export type { JobSession } from "./job-sessions.ts";

/** SPEC §3 "Job", as it travels on the wire. Dates YYYY-MM-DD, times HH:mm, rate in dollars per hour. */
/** A job its studio has not posted yet (a duplicate): only its studio sees it (SPEC §4). */
export const DRAFT = "draft";
export type JobStatus = PostedJobStatus | typeof DRAFT;

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
  /** Weekly classes: the days of the week it meets (0 Sunday, as in JavaScript); null: every day from start to end. Always sent. */
  weekdays?: number[] | null;
  /** ISO timestamp; shown as relative time. */
  createdAt: string;
  status: JobStatus;
  /** The zone its dates and times are in ("America/Vancouver"), its place's; new, so optional on the wire. */
  timeZone?: string;
  /** Taught to minors: offered only to artists with a valid vulnerable sector check. New, so optional on the wire. */
  withMinors?: boolean;
  /** The studio asks for a valid first-aid certificate. New, so optional on the wire. */
  requiresFirstAid?: boolean;
  /** Posted to start within 48 hours: a substitute wanted now. Set by the server; new, so optional on the wire. */
  urgent?: boolean;
}

/** A confirmed job carries its artist (SPEC §3). */
export interface ConfirmedJob extends Job {
  artistId: string;
  username: string;
  artistheadshot: string | null;
  artistStyle: string[];
  /** When the agency confirmed the booking (ISO 8601): the invoice is dated by it. */
  confirmedAt: string | null;
}

/** `GET /job/user-confirmed-jobs?status=&page=&limit=`: no status (or an empty one) lists upcoming and completed alike. */
export const bookingsQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(BOOKING_STATUSES, { error: choiceMessage("Status", BOOKING_STATUSES) }).optional()),
});

/**
 * What became of an artist's opt-in: the job still waits for the agency's
 * choice, was confirmed to this artist, was given to another artist, or was cancelled.
 */
export const OPT_IN_STATES = ["waiting", "confirmed", "taken", "cancelled"] as const;
export type OptInState = (typeof OPT_IN_STATES)[number];

/** An artist the studio named when posting a job. */
export interface PreferredArtist {
  id: string;
  name: string;
}

/**
 * `GET /job/detail/:jobId`: an artist's view adds when it opted in (null: not yet); the studio's and the agency's
 * add the artists the studio preferred. No view has both.
 */
export interface JobDetail extends Job {
  /** Every session of the job, in date order; a cancelled one stays, marked so. Always sent by the detail view. */
  sessions?: JobSession[];
  optedInAt?: string | null;
  preferredArtistIds?: string[];
  preferredArtists?: PreferredArtist[];
}

/** How many artists a studio may prefer on one job: a preference, not a mailing list. */
export const MAX_PREFERRED_ARTISTS = 10;

const PREFERRED_ARTISTS_MESSAGE = said(
  `Preferred artist ids must be a list of at most ${MAX_PREFERRED_ARTISTS} artist ids`,
  "api.validation.preferredArtists",
  { max: String(MAX_PREFERRED_ARTISTS) },
);

const artistIds = z.array(z.uuid()).max(MAX_PREFERRED_ARTISTS);

/**
 * `preferredArtistIds` of a job's body: artist ids, each once (the domain checks they are on the roster). Any fault
 * of the list or of an id is the one message naming the field: an id's position says nothing to a person.
 */
const preferredArtistIds = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const ids = artistIds.safeParse(value ?? []);
    if (ids.success) return [...new Set(ids.data.map((id) => id.toLowerCase()))];
    ctx.addIssue({ code: "custom", message: PREFERRED_ARTISTS_MESSAGE });
    return z.NEVER;
  });

/** `GET /job/my-opt-ins`: a job the artist opted in to, when (ISO 8601) and what became of it. */
export interface MyOptIn extends Job {
  optedInAt: string;
  optInState: OptInState;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/** "2026-02-30" is well-formed but no day of the calendar: false. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "a1a1a1", "A1A-1A1" -> "A1A 1A1". */
export const normalizePostalCode = (value: string) => {
  const compact = value.replace(/[ -]/g, "").toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
};

/** A Canadian postal code, "a1a-1a1" accepted and kept as "A1A 1A1" (a job's place, an artist's mailing address). */
export const postalCodeField = requiredText("Postal code", 7)
  .regex(
    CANADIAN_POSTAL_CODE,
    said("Postal code must be a Canadian postal code like A1A 1A1", "api.validation.postalCode", { field: fieldLabel("Postal code") }),
  )
  .transform(normalizePostalCode);

const present = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label));

const dateField = (label: string) =>
  present(label).refine(isCalendarDate, said(`${label} must be a real date (YYYY-MM-DD)`, "api.validation.date", { field: fieldLabel(label) }));

const timeField = (label: string) => present(label).regex(HH_MM, said(`${label} must be a time (HH:mm)`, "api.validation.time", { field: fieldLabel(label) }));

/** The rate's bounds in dollars per hour: a cent is the smallest amount an invoice shows. */
export const RATE_MIN = 0.01;
export const RATE_MAX = 1000;

/** Dollars per hour, cents at most; a numeric string (a form field) is read as its number. */
const rateField = z
  .unknown()
  .transform((value, ctx) => {
    const n = typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value;
    if (n === undefined || n === null) {
      ctx.addIssue({ code: "custom", message: requiredMessage("Rate") });
      return z.NEVER;
    }
    if (typeof n !== "number" || !Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: numberMessage("Rate") });
      return z.NEVER;
    }
    return n;
  })
  .pipe(
    z
      .number()
      .positive(said("Rate must be more than $0/h", "api.validation.ratePositive", { field: fieldLabel("Rate") }))
      .min(RATE_MIN, said(`Rate must be at least $${RATE_MIN}/h`, "api.validation.rateMin", { field: fieldLabel("Rate"), min: String(RATE_MIN) }))
      .max(RATE_MAX, said(`Rate must be at most $${RATE_MAX}/h`, "api.validation.rateMax", { field: fieldLabel("Rate"), max: String(RATE_MAX) }))
      // Whole cents: 45.1 and 33.33 are, 5e-324 and 0.001 are not (allowing for binary fractions such as 0.1 + 0.2).
      .refine(
        (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        said("Rate can have at most 2 decimals", "api.validation.decimals", { field: fieldLabel("Rate") }),
      ),
  );

/** A job is booked at most this many years ahead: a date beyond is a typo (year 9999), not a plan. */
export const BOOKING_HORIZON_YEARS = 3;

/** The last day a job may run on: today (UTC) plus the booking horizon. */
export function latestBookableDate(now = new Date()): string {
  const limit = new Date(Date.UTC(now.getUTCFullYear() + BOOKING_HORIZON_YEARS, now.getUTCMonth(), now.getUTCDate()));
  return limit.toISOString().slice(0, 10);
}

/** A job's days and hours: the booking form's, and the agency's reschedule. */
export const jobScheduleFields = {
  startDate: dateField("Start date"),
  endDate: dateField("End date"),
  startTime: timeField("Start time"),
  endTime: timeField("End time"),
};
type JobSchedule = { startDate: string; endDate: string; startTime: string; endTime: string };

/** Days within the booking horizon, the last not before the first, a one-day job ending after it starts; false when not. */
export function checkJobSchedule(job: JobSchedule, ctx: z.RefinementCtx): boolean {
  const latest = latestBookableDate();
  for (const [field, label] of [
    ["startDate", "Start date"],
    ["endDate", "End date"],
  ] as const) {
    if (job[field] > latest) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: said(`${label} must be within the next ${BOOKING_HORIZON_YEARS} years (by ${latest})`, "api.validation.withinYears", {
          field: fieldLabel(label),
          years: String(BOOKING_HORIZON_YEARS),
          date: latest,
        }),
      });
      return false;
    }
  }
  if (job.endDate < job.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: said("End date cannot be before the start date", "api.validation.endDateBeforeStart") });
    return false;
  }
  if (job.endDate === job.startDate && job.endTime <= job.startTime) {
    ctx.addIssue({
      code: "custom",
      path: ["endTime"],
      message: said("End time must be after the start time on a one-day job", "api.validation.endTimeBeforeStart"),
    });
    return false;
  }
  return true;
}

const WEEKDAYS_MESSAGE = said("Weekdays must be a list of days of the week from 0 (Sunday) to 6 (Saturday), each once", "api.validation.weekdays");

/** `weekdays` of a job's body: days of the week 0-6, each once, kept in order; absent or null: every day. */
export const weekdaysField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return null;
    if (isWeekdayList(value)) return [...value].sort((a, b) => a - b);
    ctx.addIssue({ code: "custom", path: [], message: WEEKDAYS_MESSAGE });
    return z.NEVER;
  });

/** A valid schedule's sessions: at least one on the chosen weekdays, at most `MAX_JOB_SESSIONS`. */
export function checkJobSessions(job: JobSchedule & { weekdays: number[] | null }, ctx: z.RefinementCtx): void {
  const fault = scheduleFault(job);
  if (fault === "weekdaysNoSession") {
    ctx.addIssue({
      code: "custom",
      path: ["weekdays"],
      message: said("None of the chosen weekdays falls between the start and end dates", "api.validation.weekdaysNoSession"),
    });
  } else if (fault === "tooManySessions") {
    ctx.addIssue({
      code: "custom",
      path: [],
      message: said(`A job can have at most ${MAX_JOB_SESSIONS} sessions: shorten its dates or choose fewer weekdays`, "api.validation.tooManySessions", {
        max: String(MAX_JOB_SESSIONS),
      }),
    });
  }
}

/**
 * `POST /job/add` (SPEC §7): shared by the booking form and the API. The style
 * is checked against the artist-style list and the start date against today on
 * the server (src/features/jobs/jobs.ts).
 */
export const jobInputSchema = z
  .object({
    studioName: requiredText("Studio name", 120),
    style: requiredText("Style", 60),
    rate: rateField,
    city: requiredText("City", 100),
    postalCode: postalCodeField,
    address: requiredText("Address", 300),
    description: optionalText("Description", 5000, { multiline: true }).default(""),
    ...jobScheduleFields,
    weekdays: weekdaysField,
    preferredArtistIds,
    // Who the class is for, which the form always sends. Omitted by an API client (the seed's contract): a new job is
    // one without minors (the column's default), an edited one keeps what it had, so an update never drops the check.
    withMinors: z.boolean({ error: said("With minors must be true or false", "api.validation.boolean", { field: fieldLabel("With minors") }) }).optional(),
    requiresFirstAid: z
      .boolean({ error: said("Requires first aid must be true or false", "api.validation.boolean", { field: fieldLabel("Requires first aid") }) })
      .optional(),
  })
  .superRefine((job, ctx) => {
    // The sessions are counted only on dates and times that hold.
    if (checkJobSchedule(job, ctx)) checkJobSessions(job, ctx);
  });
export type JobInput = z.output<typeof jobInputSchema>;
/** What the booking form sends: every field as typed (the rate may be a string). */
export type JobFormValues = z.input<typeof jobInputSchema>;
