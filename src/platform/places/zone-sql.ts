import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A zone: a column holding one, or a zone's name. */
type Zone = SQLWrapper | string;
import { AGENCY_TIME_ZONE } from "../i18n/format.ts";
import { ZONE_RULES } from "./clock-rules.ts";

// The database's zone data is its system's (Debian's tzdata for PostgreSQL) and may predate a province's
// change of clock, as Debian 12's did British Columbia's: SQL reads a zone's clock from the code's table
// (ZONE_RULES), never with `at time zone <a job's zone>`, so a query and the code agree on every instant.

const minutes = (n: number | null) => (n === null ? "null::int" : `${n}`);
const utcTimestamp = (iso: string | undefined) => (iso ? `timestamp '${iso.slice(0, 16).replace("T", " ")}'` : "null::timestamp");

/** The rules as rows: zone, standard, summer, year_round_from (UTC), year_round_offset. */
const RULE_ROWS = sql.raw(
  `(values ${Object.entries(ZONE_RULES)
    .map(
      ([zone, rule]) =>
        `('${zone}'::text, ${minutes(rule.standard)}, ${minutes(rule.summer)}, ${utcTimestamp(rule.yearRound?.from)}, ${minutes(rule.yearRound?.offset ?? null)})`,
    )
    .join(", ")}) as zone_rule(zone, standard, summer, year_round_from, year_round_offset)`,
);

/** A Sunday at 02:00 (a timestamp) of `month` in the year `year`: the `nth` one. */
function sundayAtTwo(year: SQL, month: number, nth: number): SQL {
  const first = sql`make_date(${year}, ${sql.raw(`${month}`)}, 1)`;
  return sql`(${first} + ((7 - extract(dow from ${first})::int) % 7 + ${sql.raw(`${(nth - 1) * 7}`)}) + time '02:00')`;
}

/**
 * Minutes from UTC in `zone` at `instant` (a timestamptz), as `utcOffsetIn` computes them: summer time from the second
 * Sunday of March to the first of November at 02:00 local, then one offset all year where a province chose one. A
 * zone outside the table is the agency's.
 */
export function utcOffsetSql(zone: Zone, instant: SQL): SQL<number> {
  const year = sql`zone_at.year`;
  return sql<number>`(select case
      when zone_rule.year_round_from is not null and zone_at.utc >= zone_rule.year_round_from then zone_rule.year_round_offset
      when zone_rule.summer is null then zone_rule.standard
      when zone_at.utc >= ${sundayAtTwo(year, 3, 2)} - make_interval(mins => zone_rule.standard)
        and zone_at.utc < ${sundayAtTwo(year, 11, 1)} - make_interval(mins => zone_rule.summer) then zone_rule.summer
      else zone_rule.standard end
    from (select (${instant})::timestamptz at time zone 'UTC' as utc, extract(year from (${instant})::timestamptz at time zone 'UTC')::int as year) zone_at,
      ${RULE_ROWS}
    where zone_rule.zone in (${zone}, ${AGENCY_TIME_ZONE})
    order by zone_rule.zone = ${zone} desc
    limit 1)`;
}

/** The wall clock (a timestamp without zone) of `zone` at `instant`: what `at time zone` gives, by our rules. */
export const zoneLocalSql = (zone: Zone, instant: SQL): SQL =>
  sql`(((${instant})::timestamptz at time zone 'UTC') + make_interval(mins => ${utcOffsetSql(zone, instant)}))`;

/** The date in `zone` at `instant`. */
export const zoneDateSql = (zone: Zone, instant: SQL): SQL => sql`(${zoneLocalSql(zone, instant)})::date`;

/**
 * The instant (timestamptz) a wall time of `zone` names, as `zoneInstant` reads it: the wall time taken as UTC, less
 * the offset there, then less the offset at that guess (a time that does not exist in spring is read as standard time).
 */
export function zoneInstantSql(zone: Zone, wallTime: SQL): SQL {
  const asUtc = sql`((${wallTime})::timestamp at time zone 'UTC')`;
  const guess = sql`(${asUtc} - make_interval(mins => ${utcOffsetSql(zone, asUtc)}))`;
  return sql`(${asUtc} - make_interval(mins => ${utcOffsetSql(zone, guess)}))`;
}
