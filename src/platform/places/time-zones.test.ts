import { expect, test } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import { PROVINCES } from "../contract/places.ts";
import { utcOffsetIn, ZONE_RULES, zoneInstant, zoneShortName, zoneWallClock } from "./clock-rules.ts";
import { AGENCY_TIME_ZONE, formatTimeIn } from "../i18n/format.ts";
import { dateIn, JOB_TIME_ZONES, PROVINCE_TIME_ZONES, zoneOfJob, zoneOfProvince } from "./time-zones.ts";

test("every province and territory has its zone, each one with its rules; provinces on one clock share its zone", () => {
  expect(Object.keys(PROVINCE_TIME_ZONES).sort()).toEqual([...PROVINCES].sort());
  expect([...JOB_TIME_ZONES].sort()).toEqual(Object.keys(ZONE_RULES).sort());
  const provincesIn = (zone: string) => PROVINCES.filter((province) => PROVINCE_TIME_ZONES[province] === zone).join(" ");
  expect(Object.fromEntries(JOB_TIME_ZONES.map((zone) => [zone, provincesIn(zone)]))).toEqual({
    "America/Vancouver": "BC",
    "America/Whitehorse": "YT",
    "America/Edmonton": "AB",
    "America/Yellowknife": "NT",
    "America/Regina": "SK",
    "America/Winnipeg": "MB",
    "America/Toronto": "ON QC",
    "America/Iqaluit": "NU",
    "America/Halifax": "NB NS PE",
    "America/St_Johns": "NL",
  });
});

test("a job's zone is its studio's province's, else its postal code's, else the agency's", () => {
  expect(zoneOfJob("BC", "M5V 2T6")).toBe("America/Vancouver");
  expect(zoneOfJob(null, "v6b 1a1")).toBe("America/Vancouver");
  expect(zoneOfJob(null, "X0A 0H0")).toBe("America/Iqaluit");
  expect(zoneOfJob(null, "A1C 5M2")).toBe("America/St_Johns");
  expect(zoneOfJob(null, "")).toBe(AGENCY_TIME_ZONE);
  expect(zoneOfJob(null, "90210")).toBe(AGENCY_TIME_ZONE);
  expect(zoneOfProvince(null)).toBe(AGENCY_TIME_ZONE);
});

test("a date is read in the zone: 23:30 in Vancouver on Dec 31 is still Dec 31 there, Jan 1 in Toronto and St. John's", () => {
  const lateInVancouver = new Date("2026-01-01T07:30:00Z");
  expect(dateIn("America/Vancouver", lateInVancouver)).toBe("2025-12-31");
  expect(dateIn("America/Toronto", lateInVancouver)).toBe("2026-01-01");
  // On British Columbia's year-round clock (UTC-7), 23:30 is 06:30 UTC.
  expect(dateIn("America/Vancouver", new Date("2027-01-01T06:30:00Z"))).toBe("2026-12-31");
  expect(dateIn("America/Vancouver", new Date("2027-01-01T07:00:00Z"))).toBe("2027-01-01");
  expect(dateIn("America/St_Johns", new Date("2027-01-01T03:29:00Z"))).toBe("2026-12-31");
  expect(dateIn("America/St_Johns", new Date("2027-01-01T03:30:00Z"))).toBe("2027-01-01");
});

test("a zone's short name in English and French, winter and summer; a time shows it only to a reader of another zone", () => {
  expect(zoneShortName("en", "America/Vancouver", "2025-12-15")).toBe("PST");
  expect(zoneShortName("en", "America/Vancouver", "2027-07-15")).toBe("PDT");
  expect(zoneShortName("fr", "America/Vancouver", "2025-12-15")).toBe("HNP");
  // British Columbia's clock all year from 2026-11 is its summer one.
  expect(zoneShortName("en", "America/Vancouver", "2026-12-15")).toBe("PDT");
  expect(zoneShortName("fr", "America/Halifax", "2027-07-15")).toBe("HAA");
  expect(zoneShortName("en", "America/Regina", "2027-07-15")).toBe("CST");
  expect(formatTimeIn("en", { time: "18:00", date: "2025-12-15", timeZone: "America/Vancouver", readerZone: "America/Toronto" })).toBe("6:00 PM PST");
  expect(formatTimeIn("fr", { time: "18:00", date: "2025-12-15", timeZone: "America/Vancouver", readerZone: "America/Toronto" })).toBe("18 h 00 HNP");
  expect(formatTimeIn("en", { time: "18:00", date: "2025-12-15", timeZone: "America/Vancouver", readerZone: "America/Vancouver" })).toBe("6:00 PM");
});

test("the zones' rules agree with the database's zone data every three hours from 2025 to 2028, on both sides of every change of clocks", async () => {
  const db = new PGlite();
  const disagreements: string[] = [];
  for (const zone of JOB_TIME_ZONES) {
    const { rows } = await db.query<{ at: string; wall: string }>(
      `select to_char(h at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, to_char(h at time zone $1, 'YYYY-MM-DD HH24:MI') as wall
       from generate_series('2025-01-01 00:00+00'::timestamptz, '2028-12-31 23:00+00'::timestamptz, interval '3 hours') h`,
      [zone],
    );
    for (const { at, wall } of rows) if (zoneWallClock(zone, new Date(at)) !== wall) disagreements.push(`${zone} ${at}`);
  }
  await db.close();
  expect(disagreements).toEqual([]);
});

test("a wall time names one instant: 18:00 in Vancouver is 02:00 UTC the next day in December 2025, 01:00 from 2026-11 on", () => {
  expect(zoneInstant("America/Vancouver", "2025-12-15", "18:00").toISOString()).toBe("2025-12-16T02:00:00.000Z");
  expect(zoneInstant("America/Vancouver", "2026-12-15", "18:00").toISOString()).toBe("2026-12-16T01:00:00.000Z");
  expect(zoneInstant("America/St_Johns", "2027-07-15", "09:00").toISOString()).toBe("2027-07-15T11:30:00.000Z");
  expect(utcOffsetIn("America/Edmonton", new Date("2027-01-15T12:00:00Z"))).toBe(-360);
  expect(utcOffsetIn("America/Regina", new Date("2027-07-15T12:00:00Z"))).toBe(-360);
});
