/** The jobs feature's public entry: what other features use of it, and only that. */
export { MAX_JOB_SESSIONS, firstOverlap, jobSessions, scheduleFault, scheduledSessions, sessionDates, sessionMinutes } from "./job-sessions.ts";
export type { JobSchedule, JobSession } from "./job-sessions.ts";
export { DRAFT } from "./jobs.contract.ts";
export { artistRateCentsSql, artistRateSql, cancelledDatesOfJob, jobScheduleColumns, jobStyleFrSql } from "./job-columns.ts";
export type { ConfirmedJob, Job, JobStatus, MyOptIn, OptInState, PostedJobStatus } from "./jobs.contract.ts";
export {
  artistJobColumnsIn,
  jobColumnsIn,
  jobEndsAt,
  jobJsonIn,
  jobStyleIn,
  offeredTo,
  oneConfirmedJob,
  pageOfConfirmedJobs,
  openTo,
  preferredArtistsOfJob,
  preferredOnJob,
  toJob,
  today,
} from "./jobs.ts";
export type { JobRow } from "./jobs.ts";
