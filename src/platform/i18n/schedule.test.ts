import { expect, test } from "bun:test";
import { formatSchedule } from "./schedule.ts";
import { serverTranslator } from "./server.ts";

const tuesdays = { startDate: "2027-01-05", endDate: "2027-03-09", startTime: "18:00", endTime: "19:30", weekdays: [2] };

test("a weekly job's row: its days, hours, dates and session count, in English and French", () => {
  expect(formatSchedule(serverTranslator("en"), "en", tuesdays)).toBe("Tuesdays 18:00-19:30, 5 Jan - 9 Mar 2027, 10 sessions");
  expect(formatSchedule(serverTranslator("fr"), "fr", tuesdays)).toBe("Mardis 18 h 00-19 h 30, 5 janv. - 9 mars 2027, 10 séances");
});

test("several weekdays, every day, one day, and a range over the new year", () => {
  const en = serverTranslator("en");
  const fr = serverTranslator("fr");
  expect(formatSchedule(en, "en", { ...tuesdays, weekdays: [2, 4] })).toBe("Tuesdays and Thursdays 18:00-19:30, 5 Jan - 9 Mar 2027, 19 sessions");
  expect(formatSchedule(fr, "fr", { ...tuesdays, weekdays: [2, 4] })).toBe("Mardis et jeudis 18 h 00-19 h 30, 5 janv. - 9 mars 2027, 19 séances");
  expect(formatSchedule(en, "en", { ...tuesdays, weekdays: null, endDate: "2027-01-07" })).toBe("Daily 18:00-19:30, 5 Jan - 7 Jan 2027, 3 sessions");
  expect(formatSchedule(fr, "fr", { ...tuesdays, weekdays: undefined, endDate: "2027-01-05" })).toBe("Tous les jours 18 h 00-19 h 30, 5 janv. 2027, 1 séance");
  expect(formatSchedule(en, "en", { ...tuesdays, startDate: "2026-12-29", endDate: "2027-01-12" })).toBe(
    "Tuesdays 18:00-19:30, 29 Dec 2026 - 12 Jan 2027, 3 sessions",
  );
});
