import { getTableName, sql } from "drizzle-orm";
import { agencySettings, jobs, jobSessionCancellations } from "../../../db/schema.ts";

// Column sets other features select with a job; kept apart from jobs.ts, which imports the offers feature that
// imports these.

/** The outer query's job id, always qualified: inside the subqueries below a bare "id" is an artist's. */
export const outerJobId = sql.raw(`"${getTableName(jobs)}"."id"`);

/** The days of the outer query's job whose session was called off, in order (YYYY-MM-DD). */
export const cancelledDatesOfJob = sql<string[]>`coalesce((
  select json_agg(to_char(c.date, 'YYYY-MM-DD') order by c.date)
  from ${jobSessionCancellations} c where c.job_id = ${outerJobId}), '[]'::json)`;

/** The outer query's job's style by its French name, null when the catalogue has none (notifications keep both names). */
export const jobStyleFrSql = sql<string | null>`(select name_fr from artist_styles where artist_styles.name = ${jobs.style} limit 1)`;

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

/**
 * The artist's pay in cents per hour: the one the agency set when it confirmed, else what the job would pay today,
 * the studio's rate less the agency's default commission, rounded down to the cent ($62.50 at 15 % is 5312).
 */
export const artistRateCentsSql =
  sql<number>`coalesce(${jobs.artistRateCents}, floor(${jobs.rate} * (100 - (select ${agencySettings.defaultCommissionPercent} from ${agencySettings} where ${agencySettings.id} = 1)))::int)`.mapWith(
    Number,
  );

/** The artist's pay rate in dollars per hour: what an artist reads as a job's `rate` (SPEC §3 keeps the name). */
export const artistRateSql = sql<number>`(${artistRateCentsSql} / 100.0)::float8`.mapWith(Number);
