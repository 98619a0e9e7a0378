import { type Province, provinceOfPostalCode } from "../contract/places.ts";
import { zoneWallClock } from "./clock-rules.ts";
import { AGENCY_TIME_ZONE } from "../i18n/format.ts";

/**
 * Each job happens in its place's time zone: its dates and times are the wall clock there, and
 * "today", "past", its calendar events, reminders, completion and invoice date are read there.
 * One zone per province or territory, its largest city's (Lloydminster, Creston and the other
 * places that keep another province's clock are rare enough to follow their province).
 */
export const PROVINCE_TIME_ZONES: Record<Province, string> = {
  BC: "America/Vancouver",
  AB: "America/Edmonton",
  SK: "America/Regina",
  MB: "America/Winnipeg",
  ON: "America/Toronto",
  QC: "America/Toronto",
  NS: "America/Halifax",
  NB: "America/Halifax",
  PE: "America/Halifax",
  NL: "America/St_Johns",
  YT: "America/Whitehorse",
  NT: "America/Yellowknife",
  NU: "America/Iqaluit",
};

/** Every zone a job may have: the agency's and the provinces'. */
export const JOB_TIME_ZONES: readonly string[] = [...new Set([AGENCY_TIME_ZONE, ...Object.values(PROVINCE_TIME_ZONES)])];

/** A province's zone; an unknown province is the agency's. */
export const zoneOfProvince = (province: Province | null | undefined): string => (province ? PROVINCE_TIME_ZONES[province] : AGENCY_TIME_ZONE);

/**
 * A job's zone: its studio's province's, else its postal code's (a studio registered before provinces), else the
 * agency's. The same province that decides the invoice's taxes.
 */
export const zoneOfJob = (studioProvince: Province | null, postalCode: string): string => zoneOfProvince(studioProvince ?? provinceOfPostalCode(postalCode));

/** The date (YYYY-MM-DD) in `zone` at `instant`: Vancouver's 23:30 on Dec 31 is still Dec 31 there. */
export const dateIn = (zone: string, instant: Date = new Date()): string => zoneWallClock(zone, instant).slice(0, 10);
