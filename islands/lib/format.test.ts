import { describe, expect, test } from "bun:test";
import { serverTranslator } from "../../src/platform/i18n/server.ts";
import { countIntlFormatters } from "../../tests/intl.ts";
import { dayjs, formatsOf, localDayjs, readerZone } from "./format.ts";

const en = formatsOf({ locale: "en", t: serverTranslator("en") });
const fr = formatsOf({ locale: "fr", t: serverTranslator("fr") });
/** Intl separates French thousands with no-break spaces: shown here as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const job = { startDate: "2025-12-15", startTime: "09:00", endTime: "14:30" };

describe("the dashboards' formats", () => {
  test("a job's hours carry its zone's short name when the reader's zone is another, in English and French", () => {
    expect(en.hours({ ...job, timeZone: readerZone() })).toBe(en.hours(job));
    const away = readerZone() === "America/Halifax" ? "America/Vancouver" : "America/Halifax";
    const [enName, frName] = away === "America/Halifax" ? ["AST", "HNA"] : ["PST", "HNP"];
    expect(en.hours({ ...job, timeZone: away })).toBe(`9:00 AM – 2:30 PM ${enName}`);
    expect(fr.hours({ ...job, timeZone: away })).toBe(`9 h 00 – 14 h 30 ${frName}`);
    expect(en.schedule({ ...job, endDate: "2025-12-16", timeZone: away })).toEndWith(` ${enName}`);
  });

  test("English as the spec writes it (h:mm A), rates as money per hour", () => {
    expect(en.time("14:30")).toBe("2:30 PM");
    expect(en.hours(job)).toBe("9:00 AM – 2:30 PM");
    expect(en.date("2026-12-04")).toBe("Dec 4, 2026");
    expect(en.weekday("2026-12-04")).toBe("Friday");
    expect(en.weekdayDate("2026-12-04")).toBe("Friday, Dec 4, 2026");
    expect(en.rate(45)).toBe("$45.00/h");
    expect(en.rate(62.5)).toBe("$62.50/h");
    expect(en.rate(1250)).toBe("$1,250.00/h");
    // Where a job is: its city and the province its postal code names, never the country's code.
    expect(en.place({ city: "Montréal", postalCode: "H3B 1A5" })).toBe("Montréal, QC");
    expect(en.place({ city: "Iqaluit", postalCode: "x0a 0h0" })).toBe("Iqaluit, NU");
    expect(en.place({ city: "Somewhere", postalCode: "90210" })).toBe("Somewhere");
  });

  test("an instant's day, its distance from today and its clock, in English and in French", () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const cases: [format: (f: typeof en) => string, english: string, french: string][] = [
      [(f) => f.dayLabel("2026-12-04T17:00:00Z"), "Friday, Dec 4, 2026", "vendredi 4 déc. 2026"],
      [(f) => f.dayLabel(new Date()), "Today", "Aujourd’hui"],
      [(f) => f.dayLabel(daysAgo(1)), "Yesterday", "Hier"],
      [(f) => f.fromNow(daysAgo(3)), "3 days ago", "il y a 3 jours"],
      [(f) => f.clock("2026-12-04T22:05:00Z"), "5:05 PM", "17 h 05"],
      [(f) => f.dateTime("2026-12-04T22:05:00Z"), "Dec 4, 2026, 5:05 PM", "4 déc. 2026, 17 h 05"],
    ];
    for (const [format, english, french] of cases) expect([format(en), format(fr)]).toEqual([english, french]);
  });

  test("French follows Québec's conventions", () => {
    expect(fr.time("14:30")).toBe("14 h 30");
    expect(fr.time("09:00")).toBe("9 h 00");
    expect(fr.hours(job)).toBe("9 h 00 – 14 h 30");
    expect(fr.date("2026-12-06")).toBe("6 déc. 2026");
    expect(fr.weekday("2026-12-04")).toBe("vendredi");
    expect(fr.weekdayDate("2026-12-04")).toBe("vendredi 4 déc. 2026");
    expect(plain(fr.rate(45))).toBe("45,00 $/h");
    expect(plain(fr.rate(62.5))).toBe("62,50 $/h");
    expect(plain(fr.rate(1250.5))).toBe("1 250,50 $/h");
    expect(fr.place({ city: "Montréal", postalCode: "H3B 1A5" })).toBe("Montréal (QC)");
    // Toronto's evening, when the UTC date is already the next day.
    expect(fr.day("2026-12-05T03:05:00Z")).toBe("4 déc. 2026");
    // Every French clock writes the hour as Québec does, the instant's (dateTime) as a job's (time, hours).
    expect(fr.dateTime("2026-12-04T14:30:00Z")).toBe("4 déc. 2026, 9 h 30");
    expect(fr.time("09:30")).toBe("9 h 30");
    expect(fr.clock("2026-12-04T14:30:00Z")).toBe("9 h 30");
  });
});

test("French July is Québec's and Intl's 'juill.' everywhere; a row's dates and rate build no Intl formatter", () => {
  const dates = countIntlFormatters("DateTimeFormat");
  const numbers = countIntlFormatters("NumberFormat");
  try {
    expect(fr.date("2027-07-01")).toBe("1 juill. 2027");
    expect(fr.day("2027-07-14T12:00:00")).toBe("14 juill. 2027");
    expect(fr.weekdayDate("2027-07-02")).toBe("vendredi 2 juill. 2027");
    expect(fr.schedule({ startDate: "2027-07-03", endDate: "2027-07-03", startTime: "10:00", endTime: "13:00" })).toBe("sam. 3 juill. 2027, 10 h 00 à 13 h 00");
    expect(fr.rate(58)).toBe("58,00\u00a0$/h");
    expect(dates.count).toBe(0);
    expect(numbers.count).toBe(0);
  } finally {
    dates.restore();
    numbers.restore();
  }
  // As Intl's fr-CA writes them, day and weekday (the server's mail and PDFs write dates through Intl).
  const day = new Date("2027-07-01T00:00:00Z");
  expect(fr.date("2027-07-01")).toBe(new Intl.DateTimeFormat("fr-CA", { dateStyle: "medium", timeZone: "UTC" }).format(day));
  expect(fr.weekday("2027-07-01")).toBe(new Intl.DateTimeFormat("fr-CA", { weekday: "long", timeZone: "UTC" }).format(day));
  expect(en.weekday("2026-12-06")).toBe("Sunday");
  expect(fr.weekday("2026-12-06")).toBe("dimanche");
});

test("relative times through dayjs's fr-ca locale", () => {
  const threeDaysAgo = Date.now() - 3 * 24 * 3600 * 1000;
  expect(localDayjs("en", threeDaysAgo).fromNow()).toBe("3 days ago");
  expect(localDayjs("fr", threeDaysAgo).fromNow()).toBe("il y a 3 jours");
  // The global locale stays English for code that does not ask.
  expect(dayjs(threeDaysAgo).fromNow()).toBe("3 days ago");
});

test("a weekly job's row in the browser: its days, hours, dates and session count, as the server writes them", () => {
  const job = { startDate: "2027-01-05", endDate: "2027-03-09", startTime: "18:00", endTime: "19:30", weekdays: [2] };
  expect(en.schedule(job)).toBe("Tuesdays 18:00-19:30, 5 Jan - 9 Mar 2027, 10 sessions");
  expect(fr.schedule(job)).toBe("Mardis 18 h 00-19 h 30, 5 janv. - 9 mars 2027, 10 séances");
  expect(en.schedule({ ...job, weekdays: [2, 4] })).toBe("Tuesdays and Thursdays 18:00-19:30, 5 Jan - 9 Mar 2027, 19 sessions");
});
