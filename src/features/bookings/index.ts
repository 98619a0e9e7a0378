/** The bookings feature's public entry: what other features use of it, and only that. */
export {
  adminJobsQuerySchema,
  assignArtistSchema,
  confirmArtistSchema,
  jobScheduleSchema,
  jobStatusChangeSchema,
  lookupItemSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from "./admin.contract.ts";
export type {
  AdminContact,
  AdminDashboard,
  AdminJob,
  AdminLookupEntry,
  AdminLookupItem,
  AdminService,
  AdminTestimonial,
  LookupItemInput,
  ServiceCreateInput,
  ServiceUpdateInput,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from "./admin.contract.ts";
export { clashConflict, clashOf, lockArtistBookings, sessionsOfJob } from "./booking-clash.ts";
export { confirmArtist, getAdminJob, listAdminJobs, listApplicants, reassignJob, rescheduleJob, setJobStatus } from "./job-matching.ts";
