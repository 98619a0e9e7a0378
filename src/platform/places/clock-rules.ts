// Data and arithmetic only, without zod or Intl's zone data: the dashboards import it too.

import { DAY, MINUTE } from "../durations.ts";

/**
 * The clock rules of the zones jobs happen in (Canada's, by province: `PROVINCE_TIME_ZONES` in
 * src/platform/places/time-zones.ts), written here rather than read from the runtime's zone data: the
 * JavaScript engine's copy (ICU) and the system's may predate a province's change, as they did for
 * British Columbia (year-round UTC−7 from 2026-11-01, tzdata 2026b), Alberta (UTC−6, 2026c) and the
 * Northwest Territories (UTC−6, 2026d). One table makes the dates, the calendars' VTIMEZONEs and the
 * zone names agree with each other and with the database's zone data (time-zones.test.ts holds them
 * to PGlite's). Summer time runs from the second Sunday of March to the first Sunday of November at
 * 02:00 local time, as everywhere in Canada since 2007.
 */
export interface ZoneRule {
  /** Minutes from UTC in winter (standard time). */
  standard: number;
  /** Minutes from UTC in summer; null where the clock never changes. */
  summer: number | null;
  /** Short names, winter then summer: "PST" / "HNP". */
  names: { en: readonly [string, string]; fr: readonly [string, string] };
  /** A change to one offset all year: from this instant on, `offset` (its name is the summer one's, the clock kept). */
  yearRound?: { from: string; offset: number };
}

const EASTERN = { standard: -300, summer: -240, names: { en: ["EST", "EDT"], fr: ["HNE", "HAE"] } } as const;

export const ZONE_RULES: Record<string, ZoneRule> = {
  "America/Vancouver": {
    standard: -480,
    summer: -420,
    names: { en: ["PST", "PDT"], fr: ["HNP", "HAP"] },
    yearRound: { from: "2026-11-01T09:00:00Z", offset: -420 },
  },
  "America/Edmonton": {
    standard: -420,
    summer: -360,
    names: { en: ["MST", "MDT"], fr: ["HNR", "HAR"] },
    yearRound: { from: "2026-11-01T08:00:00Z", offset: -360 },
  },
  "America/Yellowknife": {
    standard: -420,
    summer: -360,
    names: { en: ["MST", "MDT"], fr: ["HNR", "HAR"] },
    yearRound: { from: "2026-11-01T08:00:00Z", offset: -360 },
  },
  "America/Whitehorse": { standard: -420, summer: null, names: { en: ["MST", "MST"], fr: ["HNR", "HNR"] } },
  "America/Regina": { standard: -360, summer: null, names: { en: ["CST", "CST"], fr: ["HNC", "HNC"] } },
  "America/Winnipeg": { standard: -360, summer: -300, names: { en: ["CST", "CDT"], fr: ["HNC", "HAC"] } },
  "America/Toronto": EASTERN,
  "America/Iqaluit": EASTERN,
  "America/Halifax": { standard: -240, summer: -180, names: { en: ["AST", "ADT"], fr: ["HNA", "HAA"] } },
  "America/St_Johns": { standard: -210, summer: -150, names: { en: ["NST", "NDT"], fr: ["HNT", "HAT"] } },
};

/** The UTC instant of the `nth` Sunday of `month` (0-based) in `year` at 02:00 local time, `offset` minutes from UTC: a change of clocks. */
export function sundayAtTwo(year: number, month: number, nth: number, offset: number): number {
  const first = Date.UTC(year, month, 1);
  const firstSunday = first + ((7 - new Date(first).getUTCDay()) % 7) * DAY;
  return firstSunday + (nth - 1) * 7 * DAY + 2 * 60 * MINUTE - offset * MINUTE;
}

/** Whether `zone` keeps summer time at `at` (after its change to one offset all year: true, its clock is the summer one). */
function inSummer(rule: ZoneRule, at: number): boolean {
  if (rule.summer === null) return false;
  if (rule.yearRound && at >= Date.parse(rule.yearRound.from)) return true;
  const year = new Date(at).getUTCFullYear();
  return at >= sundayAtTwo(year, 2, 2, rule.standard) && at < sundayAtTwo(year, 10, 1, rule.summer);
}

/** The rule of `zone`; a zone outside the table (none a job has) is the agency's. */
export const ruleOf = (zone: string): ZoneRule => ZONE_RULES[zone] ?? ZONE_RULES["America/Toronto"]!;

/** Minutes from UTC in `zone` at `instant`: -480 in Vancouver's winter before 2026-11, -420 after. */
export function utcOffsetIn(zone: string, instant: Date): number {
  const rule = ruleOf(zone);
  const at = instant.getTime();
  if (rule.yearRound && at >= Date.parse(rule.yearRound.from)) return rule.yearRound.offset;
  return inSummer(rule, at) ? rule.summer! : rule.standard;
}

/** The wall clock of `zone` at `instant`: "2026-12-31 23:30". */
export function zoneWallClock(zone: string, instant: Date): string {
  const local = new Date(instant.getTime() + utcOffsetIn(zone, instant) * MINUTE).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** The instant a wall time of `zone` names ("2026-12-15", "18:00"); a time that does not exist in spring is read as standard time. */
export function zoneInstant(zone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const guess = wall - utcOffsetIn(zone, new Date(wall)) * MINUTE;
  return new Date(wall - utcOffsetIn(zone, new Date(guess)) * MINUTE);
}

/** The zone's short name in a language on a day (YYYY-MM-DD, read at noon there): "PST", "HAP", "NDT". */
export function zoneShortName(locale: "en" | "fr", zone: string, isoDate: string): string {
  const rule = ruleOf(zone);
  const noon = zoneInstant(zone, isoDate.slice(0, 10), "12:00");
  return rule.names[locale][inSummer(rule, noon.getTime()) ? 1 : 0];
}
