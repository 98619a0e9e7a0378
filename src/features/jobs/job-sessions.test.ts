import { describe, expect, test } from "bun:test";
import {
  firstOverlap,
  type JobSchedule,
  type JobSession,
  jobSessions,
  MAX_JOB_SESSIONS,
  scheduleFault,
  sessionMinutes,
  sessionsOverlap,
  weekdayOf,
} from "./job-sessions.ts";
import { sessionCount } from "../../platform/calendar-days.ts";

const schedule = (overrides: Partial<JobSchedule> = {}): JobSchedule => ({
  startDate: "2027-01-05",
  endDate: "2027-03-09",
  startTime: "18:00",
  endTime: "19:30",
  weekdays: null,
  cancelledDates: [],
  ...overrides,
});

const session = (date: string, startTime: string, endTime: string, status: JobSession["status"] = "scheduled"): JobSession => ({
  date,
  startTime,
  endTime,
  status,
});

describe("jobSessions", () => {
  test("without weekdays every day from the start to the end date meets", () => {
    const sessions = jobSessions(schedule({ startDate: "2027-02-27", endDate: "2027-03-02" }));
    expect(sessions.map((s) => s.date)).toEqual(["2027-02-27", "2027-02-28", "2027-03-01", "2027-03-02"]);
    expect(sessions.every((s) => s.status === "scheduled" && s.startTime === "18:00" && s.endTime === "19:30")).toBe(true);
  });

  test("weekdays keep only those days of the week (0 is Sunday)", () => {
    // 5 Jan 2027 is a Tuesday; Tuesdays to 9 Mar are 10 sessions.
    expect(weekdayOf("2027-01-05")).toBe(2);
    const tuesdays = jobSessions(schedule({ weekdays: [2] }));
    expect(tuesdays).toHaveLength(10);
    expect(tuesdays.every((s) => weekdayOf(s.date) === 2)).toBe(true);
    expect(tuesdays.at(-1)?.date).toBe("2027-03-09");
    const weekends = jobSessions(schedule({ startDate: "2027-01-01", endDate: "2027-01-10", weekdays: [6, 0] }));
    expect(weekends.map((s) => s.date)).toEqual(["2027-01-02", "2027-01-03", "2027-01-09", "2027-01-10"]);
  });

  test("a cancelled date stays in the list as cancelled", () => {
    const sessions = jobSessions(schedule({ weekdays: [2], cancelledDates: ["2027-01-12", "2027-01-13"] }));
    expect(sessions.filter((s) => s.status === "cancelled").map((s) => s.date)).toEqual(["2027-01-12"]);
    expect(sessions).toHaveLength(10);
  });
});

describe("sessionCount", () => {
  test("counts what jobSessions lists, over every weekday set and range length", () => {
    for (const [startDate, endDate] of [
      ["2027-01-05", "2027-01-05"],
      ["2027-01-05", "2027-01-11"],
      ["2027-01-05", "2027-03-09"],
      ["2028-02-20", "2028-03-05"],
    ] as const) {
      for (const weekdays of [null, [0], [2], [1, 3, 5], [0, 1, 2, 3, 4, 5, 6]]) {
        expect(sessionCount({ startDate, endDate, weekdays })).toBe(jobSessions(schedule({ startDate, endDate, weekdays })).length);
      }
    }
  });
});

describe("scheduleFault", () => {
  test("a year of daily sessions holds; a longer range is refused", () => {
    expect(scheduleFault({ startDate: "2027-01-01", endDate: "2027-12-31", weekdays: null })).toBeNull();
    expect(MAX_JOB_SESSIONS).toBe(366);
    expect(scheduleFault({ startDate: "2027-01-01", endDate: "2028-01-01", weekdays: null })).toBeNull();
    expect(scheduleFault({ startDate: "2027-01-01", endDate: "2028-01-02", weekdays: null })).toBe("tooManySessions");
    // Weekly over the same long range stays small.
    expect(scheduleFault({ startDate: "2027-01-01", endDate: "2029-06-30", weekdays: [2] })).toBeNull();
  });

  test("weekdays must be 0-6, each once, at least one", () => {
    const range = { startDate: "2027-01-05", endDate: "2027-03-09" };
    for (const weekdays of [[], [7], [-1], [2, 2], [1.5], ["2"], [0, 1, 2, 3, 4, 5, 6, 0]] as unknown as number[][]) {
      expect(scheduleFault({ ...range, weekdays })).toBe("weekdaysInvalid");
    }
    expect(scheduleFault({ ...range, weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBeNull();
  });

  test("weekdays with no date in the range are refused", () => {
    // 5-7 Jan 2027 is Tuesday to Thursday: no Saturday.
    expect(scheduleFault({ startDate: "2027-01-05", endDate: "2027-01-07", weekdays: [6] })).toBe("weekdaysNoSession");
    expect(scheduleFault({ startDate: "2027-01-05", endDate: "2027-01-07", weekdays: [6, 4] })).toBeNull();
  });
});

describe("sessionsOverlap", () => {
  test("sessions on the same day overlap when their hours do; touching is not overlapping", () => {
    expect(sessionsOverlap([session("2027-01-05", "18:00", "19:30")], [session("2027-01-05", "19:00", "20:00")])).toBe(true);
    expect(sessionsOverlap([session("2027-01-05", "18:00", "19:30")], [session("2027-01-05", "19:30", "20:00")])).toBe(false);
    expect(sessionsOverlap([session("2027-01-05", "18:00", "19:30")], [session("2027-01-06", "18:00", "19:30")])).toBe(false);
  });

  test("an end before the start runs to the next morning", () => {
    const overnight = [session("2027-01-05", "22:00", "02:00")];
    expect(sessionsOverlap(overnight, [session("2027-01-06", "01:00", "03:00")])).toBe(true);
    expect(sessionsOverlap([session("2027-01-06", "01:00", "03:00")], overnight)).toBe(true);
    expect(sessionsOverlap(overnight, [session("2027-01-06", "02:00", "03:00")])).toBe(false);
    expect(sessionsOverlap(overnight, [session("2027-01-04", "23:00", "23:30")])).toBe(false);
  });

  test("cancelled sessions never clash", () => {
    expect(sessionsOverlap([session("2027-01-05", "18:00", "19:30", "cancelled")], [session("2027-01-05", "18:00", "19:30")])).toBe(false);
  });

  test("sessions in two zones compare as instants: Vancouver's 18:00 is Toronto's 21:00", () => {
    const vancouver = [{ ...session("2025-12-15", "18:00", "19:00"), timeZone: "America/Vancouver" }];
    expect(sessionsOverlap(vancouver, [session("2025-12-15", "21:00", "22:00")])).toBe(true);
    expect(sessionsOverlap(vancouver, [session("2025-12-15", "18:00", "19:00")])).toBe(false);
    expect(jobSessions(schedule({ timeZone: "America/Vancouver" }))[0]?.timeZone).toBe("America/Vancouver");
  });

  test("weekly classes on other weekdays do not clash; the same weekday does, and names the sessions", () => {
    const tuesdays = jobSessions(schedule({ weekdays: [2] }));
    const thursdays = jobSessions(schedule({ weekdays: [4] }));
    expect(sessionsOverlap(tuesdays, thursdays)).toBe(false);
    const oneDay = [session("2027-02-16", "19:00", "21:00")];
    expect(firstOverlap(tuesdays, oneDay)).toEqual([session("2027-02-16", "18:00", "19:30"), session("2027-02-16", "19:00", "21:00")]);
    // Once that Tuesday is cancelled, nothing clashes.
    expect(sessionsOverlap(jobSessions(schedule({ weekdays: [2], cancelledDates: ["2027-02-16"] })), oneDay)).toBe(false);
  });
});

describe("sessionMinutes", () => {
  test("a session's length, past midnight counted to the morning", () => {
    expect(sessionMinutes({ startTime: "18:00", endTime: "19:30" })).toBe(90);
    expect(sessionMinutes({ startTime: "22:00", endTime: "02:00" })).toBe(240);
    expect(sessionMinutes({ startTime: "09:00", endTime: "09:00" })).toBe(1440);
  });
});
