import { getTableName, sql } from "drizzle-orm";
import { jobs, jobSessionCancellations } from "../../../db/schema.ts";

// Column sets other features select with a job; kept apart from jobs.ts, which imports the offers feature that
// imports these.

/** The outer query's job id, always qualified: inside the subqueries below a bare "id" is an artist's. */
export const outerJobId = sql.raw(`"${getTableName(jobs)}"."id"`);

/** The days of the outer query's job whose session was called off, in order (YYYY-MM-DD). */
export const cancelledDatesOfJob = sql<string[]>`coalesce((
  select json_agg(to_char(c.date, 'YYYY-MM-DD') order by c.date)
  from ${jobSessionCancellations} c where c.job_id = ${outerJobId}), '[]'::json)`;

/** The columns that make a job's schedule (`JobSchedule`): its days, hours, zone and called-off days. */
export const jobScheduleColumns = {
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  startTime: jobs.startTime,
  endTime: jobs.endTime,
  weekdays: jobs.weekdays,
  timeZone: jobs.timeZone,
  cancelledDates: cancelledDatesOfJob,
};
