/** The bookings feature's public entry: what other features use of it, and only that. */
export {
  adminJobsQuerySchema,
  assignArtistSchema,
  confirmArtistSchema,
  jobScheduleSchema,
  jobStatusChangeSchema,
} from "./admin.contract.ts";
export type {
  AdminContact,
  AdminDashboard,
  AdminJob,
} from "./admin.contract.ts";
export { clashConflict, clashOf, lockArtistBookings, sessionsOfJob } from "./booking-clash.ts";
export {
  ALREADY_CONFIRMED,
  bookApplicant,
  confirmArtist,
  getAdminJob,
  listAdminJobs,
  listApplicants,
  reassignJob,
  rescheduleJob,
  setJobStatus,
} from "./job-matching.ts";
export { type BookingSettings, bookingSettingsSchema, getBookingSettings, updateBookingSettings } from "./booking-settings.ts";
