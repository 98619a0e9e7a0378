import { describe, expect, test } from "bun:test";
import type { ArtistAvailability, WeeklyWindow } from "./availability.contract.ts";
import { isFreeFor, type Session } from "./availability.ts";

const TORONTO = "America/Toronto";
const VANCOUVER = "America/Vancouver";

/** A session from two instants written with their UTC offset. */
const session = (startsAt: string, endsAt: string, zone = TORONTO): Session => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt), zone });

const weekly = (...windows: WeeklyWindow[]): ArtistAvailability => ({ weekly: windows, blackouts: [] });

// 2026-12-07 is a Monday, 2026-12-11 a Friday, 2026-12-26 a Saturday; 2026-03-08 the Sunday clocks go forward in Toronto.
const MONDAY_MORNING = { day: 1, from: "09:00", to: "12:00" };

describe("isFreeFor: weekly windows", () => {
  test("no weekly window and no blackout: free any time", () => {
    expect(isFreeFor({ weekly: [], blackouts: [] }, [session("2026-12-07T03:00-05:00", "2026-12-07T23:00-05:00")])).toBe(true);
    expect(isFreeFor({ weekly: [], blackouts: [] }, [])).toBe(true);
  });

  test("a session inside a window is free; one that spills out of it, or on another day, is not", () => {
    const mondays = weekly(MONDAY_MORNING);
    expect(isFreeFor(mondays, [session("2026-12-07T10:00-05:00", "2026-12-07T11:00-05:00")])).toBe(true);
    expect(isFreeFor(mondays, [session("2026-12-07T09:00-05:00", "2026-12-07T12:00-05:00")])).toBe(true);
    expect(isFreeFor(mondays, [session("2026-12-07T11:30-05:00", "2026-12-07T12:30-05:00")])).toBe(false);
    expect(isFreeFor(mondays, [session("2026-12-08T10:00-05:00", "2026-12-08T11:00-05:00")])).toBe(false);
  });

  test("windows are the wall clock of the job's zone: 9:00 in Vancouver is 12:00 in Toronto", () => {
    const mondays = weekly(MONDAY_MORNING);
    const vancouverMorning = ["2026-12-07T09:30-08:00", "2026-12-07T10:30-08:00"] as const;
    expect(isFreeFor(mondays, [session(...vancouverMorning, VANCOUVER)])).toBe(true);
    expect(isFreeFor(mondays, [session(...vancouverMorning, TORONTO)])).toBe(false);
  });

  test("windows that touch hold a session across them", () => {
    const split = weekly({ day: 1, from: "12:00", to: "15:00" }, MONDAY_MORNING);
    expect(isFreeFor(split, [session("2026-12-07T10:00-05:00", "2026-12-07T14:00-05:00")])).toBe(true);
    const gap = weekly({ day: 1, from: "12:30", to: "15:00" }, MONDAY_MORNING);
    expect(isFreeFor(gap, [session("2026-12-07T10:00-05:00", "2026-12-07T14:00-05:00")])).toBe(false);
  });

  test("a session over midnight needs its hours on both days; one ending at midnight only the first", () => {
    const fridayNight = { day: 5, from: "20:00", to: "24:00" };
    const lateSession = session("2026-12-11T22:00-05:00", "2026-12-12T01:00-05:00");
    expect(isFreeFor(weekly(fridayNight), [lateSession])).toBe(false);
    expect(isFreeFor(weekly(fridayNight, { day: 6, from: "00:00", to: "02:00" }), [lateSession])).toBe(true);
    expect(isFreeFor(weekly(fridayNight), [session("2026-12-11T22:00-05:00", "2026-12-12T00:00-05:00")])).toBe(true);
  });

  test("on the night clocks go forward, 1:30 to 3:30 on the wall takes one hour and fits 01:00-04:00, not 03:00-04:00", () => {
    const night = session("2026-03-08T01:30-05:00", "2026-03-08T03:30-04:00");
    expect(night.endsAt.getTime() - night.startsAt.getTime()).toBe(3_600_000);
    expect(isFreeFor(weekly({ day: 0, from: "01:00", to: "04:00" }), [night])).toBe(true);
    expect(isFreeFor(weekly({ day: 0, from: "03:00", to: "04:00" }), [night])).toBe(false);
  });

  test("a session that does not end after it starts is held to its first minute, never free by being empty", () => {
    const mondays = weekly(MONDAY_MORNING);
    expect(isFreeFor(mondays, [session("2026-12-07T10:00-05:00", "2026-12-07T10:00-05:00")])).toBe(true);
    expect(isFreeFor(mondays, [session("2026-12-07T13:00-05:00", "2026-12-07T12:00-05:00")])).toBe(false);
  });

  test("every session must fit: one busy session of several is not free", () => {
    const mondays = weekly(MONDAY_MORNING);
    const first = session("2026-12-07T10:00-05:00", "2026-12-07T11:00-05:00");
    const nextWeek = session("2026-12-14T10:00-05:00", "2026-12-14T11:00-05:00");
    const evening = session("2026-12-21T18:00-05:00", "2026-12-21T19:00-05:00");
    expect(isFreeFor(mondays, [first, nextWeek])).toBe(true);
    expect(isFreeFor(mondays, [first, nextWeek, evening])).toBe(false);
  });
});

describe("isFreeFor: blackouts are whole local days", () => {
  const holidays: ArtistAvailability = { weekly: [], blackouts: [{ from: "2026-12-24", to: "2026-12-26", note: "Family" }] };

  test("a session on a blackout's day is not free, on the day after it is", () => {
    expect(isFreeFor(holidays, [session("2026-12-24T10:00-05:00", "2026-12-24T11:00-05:00")])).toBe(false);
    expect(isFreeFor(holidays, [session("2026-12-26T10:00-05:00", "2026-12-26T11:00-05:00")])).toBe(false);
    expect(isFreeFor(holidays, [session("2026-12-27T10:00-05:00", "2026-12-27T11:00-05:00")])).toBe(true);
    expect(isFreeFor(holidays, [session("2026-12-23T10:00-05:00", "2026-12-23T11:00-05:00")])).toBe(true);
  });

  test("the day is the job's: 23:00 in Toronto on the 23rd is already the 24th in St. John's, a blackout's day there only", () => {
    const lateEvening = session("2026-12-24T04:00Z", "2026-12-24T04:20Z");
    expect(isFreeFor(holidays, [lateEvening])).toBe(true);
    expect(isFreeFor(holidays, [{ ...lateEvening, zone: "America/St_Johns" }])).toBe(false);
  });

  test("a session ending on a blackout's first day after midnight touches it", () => {
    expect(isFreeFor(holidays, [session("2026-12-23T22:00-05:00", "2026-12-24T01:00-05:00")])).toBe(false);
    expect(isFreeFor(holidays, [session("2026-12-23T22:00-05:00", "2026-12-24T00:00-05:00")])).toBe(true);
  });

  test("a blackout wins over a weekly window", () => {
    const saturdays: ArtistAvailability = { ...holidays, weekly: [{ day: 6, from: "00:00", to: "24:00" }] };
    expect(isFreeFor(saturdays, [session("2026-12-26T10:00-05:00", "2026-12-26T11:00-05:00")])).toBe(false);
    expect(isFreeFor(saturdays, [session("2027-01-02T10:00-05:00", "2027-01-02T11:00-05:00")])).toBe(true);
  });
});

test("the zones' clocks are the code's rules: a December morning in Vancouver is on British Columbia's year-round UTC-7", () => {
  // 16:30 UTC is 09:30 on UTC-7 (inside the window); on the old UTC-8 it would be 08:30, outside it.
  expect(isFreeFor(weekly(MONDAY_MORNING), [session("2026-12-07T16:30Z", "2026-12-07T17:30Z", VANCOUVER)])).toBe(true);
});
