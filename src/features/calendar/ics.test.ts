import { describe, expect, test } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import ICAL from "ical.js";
import { readCalendar } from "../../../tests/ical.ts";
import { JOB_TIME_ZONES } from "../../platform/places/time-zones.ts";
import { type CalendarEvent, calendarText, escapeText, foldLine } from "./ics.ts";

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "job-0190@dance.example",
  sequence: 0,
  startDate: "2027-03-14",
  endDate: "2027-03-14",
  startTime: "09:00",
  endTime: "12:30",
  timeZone: "America/Toronto",
  weekdays: null,
  cancelledDates: [],
  summary: "Ballet at Pointe Studio",
  description: "Senior classes",
  location: "401 Richmond St W, Toronto M5V 2H1",
  url: "https://dance.example/artist/jobs/confirmed/0190",
  status: "CONFIRMED",
  updatedAt: new Date("2026-11-01T12:00:00Z"),
  ...overrides,
});

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("RFC 5545 form", () => {
  test("CRLF line ends, no line over 75 octets, a long UTF-8 text folded without splitting a character and read back whole", () => {
    const summary = `Ballet contemporain à l’école « Élan » ${"é".repeat(60)} 🩰 fin`;
    const text = calendarText([event({ summary })], { method: "PUBLISH", name: "Réservations" });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(readCalendar(text).events[0]!.summary).toBe(summary);
  });

  test("commas, semicolons, backslashes and line breaks are escaped; control characters are dropped", () => {
    expect(escapeText("a,b;c\\d\r\ne\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    const text = calendarText([event({ description: "Bring: shoes, water;\nno gum\u0000\u0007\u001b\u007f!\tok", location: "1, Rue King; Toronto" })], {
      method: "PUBLISH",
    });
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f"]) expect(text).not.toContain(control);
    const [read] = readCalendar(text).events;
    expect(read!.description).toBe("Bring: shoes, water;\nno gum!\tok");
    expect(read!.location).toBe("1, Rue King; Toronto");
  });

  test("a fold never starts inside a multi-octet character", () => {
    const folded = foldLine(`SUMMARY:${"🩰".repeat(40)}`);
    for (const part of folded.split("\r\n")) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"🩰".repeat(40)}`);
  });

  test("the feed's header, a stable UID, SEQUENCE, STATUS, URL and an invitation's organizer and attendee", () => {
    const text = calendarText([event({ sequence: 3, status: "TENTATIVE" })], {
      method: "REQUEST",
      organizer: { name: 'The "Agency"', address: "agency@dance.example" },
      attendee: "ada@example.com",
    });
    const read = readCalendar(text);
    expect(read.method).toBe("REQUEST");
    expect(read.events[0]).toMatchObject({
      uid: "job-0190@dance.example",
      sequence: 3,
      status: "TENTATIVE",
      url: "https://dance.example/artist/jobs/confirmed/0190",
    });
    expect(text).toContain('ORGANIZER;CN="The Agency":mailto:agency@dance.example\r\n');
    expect(text).toContain("ATTENDEE;RSVP=FALSE:mailto:ada@example.com\r\n");
    expect(readCalendar(calendarText([event()], { method: "CANCEL" })).events[0]!.status).toBe("CANCELLED");
  });
});

describe("weekly classes and called-off sessions", () => {
  test("one event whose occurrences are the sessions: weekly on the job's weekdays from the first session, a called-off one left out", () => {
    // From Monday 4 Jan to Tuesday 19 Jan 2027, Tuesdays and Thursdays 18:00-19:30 (EST, UTC-5); Thursday 14 Jan called off.
    const text = calendarText(
      [event({ startDate: "2027-01-04", endDate: "2027-01-19", startTime: "18:00", endTime: "19:30", weekdays: [2, 4], cancelledDates: ["2027-01-14"] })],
      { method: "PUBLISH" },
    );
    const lines = text.split("\r\n");
    expect(lines).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5");
    expect(lines).toContain(`EXDATE;TZID=America/Toronto:20270114T180000`);
    const [weekly] = readCalendar(text).events;
    expect(weekly!.days).toEqual([
      { start: "2027-01-05T23:00:00.000Z", end: "2027-01-06T00:30:00.000Z" },
      { start: "2027-01-07T23:00:00.000Z", end: "2027-01-08T00:30:00.000Z" },
      { start: "2027-01-12T23:00:00.000Z", end: "2027-01-13T00:30:00.000Z" },
      { start: "2027-01-19T23:00:00.000Z", end: "2027-01-20T00:30:00.000Z" },
    ]);
  });

  test("a daily job keeps its daily rule; a called-off day is left out too", () => {
    const [daily] = readCalendar(
      calendarText([event({ startDate: "2027-03-01", endDate: "2027-03-03", cancelledDates: ["2027-03-02"] })], { method: "PUBLISH" }),
    ).events;
    expect(daily!.days.map((d) => d.start)).toEqual(["2027-03-01T14:00:00.000Z", "2027-03-03T14:00:00.000Z"]);
  });
});

describe("times in the agency's zone", () => {
  test("a job on 2027-03-14 in Toronto (clocks go forward at 02:00): 09:00 EDT is 13:00 UTC, the day before 09:00 EST is 14:00 UTC", () => {
    const [sunday] = readCalendar(calendarText([event()], { method: "PUBLISH" })).events;
    expect(sunday!.days).toEqual([{ start: "2027-03-14T13:00:00.000Z", end: "2027-03-14T16:30:00.000Z" }]);
    const [across] = readCalendar(calendarText([event({ startDate: "2027-03-13", endDate: "2027-03-15" })], { method: "PUBLISH" })).events;
    expect(across!.days).toEqual([
      { start: "2027-03-13T14:00:00.000Z", end: "2027-03-13T17:30:00.000Z" },
      { start: "2027-03-14T13:00:00.000Z", end: "2027-03-14T16:30:00.000Z" },
      { start: "2027-03-15T13:00:00.000Z", end: "2027-03-15T16:30:00.000Z" },
    ]);
  });

  test("November's change back: 09:00 is an hour later in UTC from the first Sunday; an evening ending after midnight ends the next day", () => {
    const [week] = readCalendar(calendarText([event({ startDate: "2027-11-06", endDate: "2027-11-08" })], { method: "PUBLISH" })).events;
    expect(week!.days.map((d) => d.start)).toEqual(["2027-11-06T13:00:00.000Z", "2027-11-07T14:00:00.000Z", "2027-11-08T14:00:00.000Z"]);
    const [late] = readCalendar(
      calendarText([event({ startDate: "2027-11-08", endDate: "2027-11-09", startTime: "22:00", endTime: "01:00" })], { method: "PUBLISH" }),
    ).events;
    expect(late!.days).toEqual([
      { start: "2027-11-09T03:00:00.000Z", end: "2027-11-09T06:00:00.000Z" },
      { start: "2027-11-10T03:00:00.000Z", end: "2027-11-10T06:00:00.000Z" },
    ]);
  });

  test("the VTIMEZONEs agree with the database's zone data, every fifth day at noon from 2026 to 2035, for every zone a job may have", async () => {
    const zones = JOB_TIME_ZONES;
    readCalendar(
      calendarText(
        zones.map((timeZone, i) => event({ uid: `job-${i}@dance.example`, timeZone })),
        { method: "PUBLISH" },
      ),
    );
    const db = new PGlite();
    const disagreements: string[] = [];
    for (const timeZone of zones) {
      const zone = ICAL.TimezoneService.get(timeZone)!;
      const { rows } = await db.query<{ day: string; at: string }>(
        `select d::date::text as day, to_char((d::date + time '12:00') at time zone $1 at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
         from generate_series('2026-01-01'::date, '2035-12-31'::date, interval '5 days') d`,
        [timeZone],
      );
      for (const { day, at } of rows) {
        const local = ICAL.Time.fromDateTimeString(`${day}T12:00:00`);
        local.zone = zone;
        if (local.toJSDate().getTime() !== Date.parse(at)) disagreements.push(`${timeZone} ${day}`);
      }
    }
    await db.close();
    expect(disagreements).toEqual([]);
  });
});

describe("times in the job's zone", () => {
  test("a Vancouver job at 18:00 is 18:00 America/Vancouver: 02:00 UTC the next day in winter, 01:00 in summer and from BC's year-round clock on", () => {
    const vancouver = { timeZone: "America/Vancouver", startTime: "18:00", endTime: "20:00" };
    const text = calendarText([event({ ...vancouver, startDate: "2025-12-15", endDate: "2025-12-15" })], { method: "PUBLISH" });
    expect(text).toContain("DTSTART;TZID=America/Vancouver:20251215T180000\r\n");
    expect(text).toContain("TZID:America/Vancouver\r\n");
    expect(text).not.toContain("TZID:America/Toronto");
    expect(readCalendar(text).events[0]!.days).toEqual([{ start: "2025-12-16T02:00:00.000Z", end: "2025-12-16T04:00:00.000Z" }]);
    // British Columbia keeps UTC-7 all year from 2026-11-01 (tzdata 2026b).
    const [yearRound] = readCalendar(calendarText([event({ ...vancouver, startDate: "2026-12-15", endDate: "2026-12-15" })], { method: "PUBLISH" })).events;
    expect(yearRound!.days).toEqual([{ start: "2026-12-16T01:00:00.000Z", end: "2026-12-16T03:00:00.000Z" }]);
    const [summer] = readCalendar(calendarText([event({ ...vancouver, startDate: "2027-07-15", endDate: "2027-07-15" })], { method: "PUBLISH" })).events;
    expect(summer!.days).toEqual([{ start: "2027-07-16T01:00:00.000Z", end: "2027-07-16T03:00:00.000Z" }]);
  });

  test("a feed with jobs in two zones describes each zone once; Regina keeps one offset all year, St. John's is half an hour off", () => {
    const text = calendarText(
      [
        event({ uid: "a@dance.example", timeZone: "America/Regina", startDate: "2027-07-15", endDate: "2027-07-15" }),
        event({ uid: "b@dance.example", timeZone: "America/St_Johns", startDate: "2027-01-15", endDate: "2027-01-15" }),
        event({ uid: "c@dance.example", timeZone: "America/Regina", startDate: "2027-01-15", endDate: "2027-01-15" }),
      ],
      { method: "PUBLISH" },
    );
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    const days = readCalendar(text).events.map((e) => e.days[0]!.start);
    expect(days).toEqual(["2027-07-15T15:00:00.000Z", "2027-01-15T12:30:00.000Z", "2027-01-15T15:00:00.000Z"]);
  });
});
