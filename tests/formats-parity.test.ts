import { describe, expect, test } from "bun:test";
import { formatsOf } from "../islands/lib/format.ts";
import { renderNotification } from "../src/features/notifications/render.ts";
import { AGENCY_TIME_ZONE, formatDateTime, formatMoney, formatRate } from "../src/platform/i18n/format.ts";
import type { Locale } from "../src/platform/i18n/locales.ts";
import { serverTranslator } from "../src/platform/i18n/server.ts";
import { zoneWallClock } from "../src/platform/places/clock-rules.ts";

/**
 * The server (the bell's and the mails' notification texts, the PDFs' money) and the islands (the dashboards' hook,
 * read here without a browser, as its reader is then the agency's zone, like a mail's) write the same instant the
 * same way in each language: one formatter.
 */
const ZONES = ["America/Vancouver", "America/Toronto", "America/St_Johns"] as const;
const INSTANTS = [
  "2027-03-14T06:59:00Z", // Toronto's last minute of standard time (1:59 AM EST)
  "2027-03-14T07:00:00Z", // Toronto's first of summer time (3:00 AM EDT)
  "2027-11-07T05:30:00Z", // Toronto's first 1:30 AM (EDT) ...
  "2027-11-07T06:30:00Z", // ... and its second (EST)
  "2026-11-01T08:59:00Z", // Vancouver's last minute on PDT before its year-round clock ...
  "2026-11-01T09:00:00Z", // ... which keeps UTC−7
  "2026-12-06T05:00:00Z", // midnight in Toronto
  "2027-01-01T03:30:00Z", // midnight in St John's (UTC−3:30): still New Year's Eve in Vancouver
  "2027-07-01T12:00:00Z", // noon UTC in summer
  "2099-12-31T23:59:00Z", // far in the future
];
const LOCALES: readonly Locale[] = ["en", "fr"];

describe("one formatter: the same instant reads the same on the server and in the islands", () => {
  for (const locale of LOCALES) {
    const t = serverTranslator(locale);
    const islands = formatsOf({ locale, t });
    test(`a job's date and time in its own zone, in mails and the bell as on the dashboards (${locale})`, () => {
      for (const instant of INSTANTS) {
        for (const zone of ZONES) {
          const [date, time] = zoneWallClock(zone, new Date(instant)).split(" ") as [string, string];
          const params = { date, time, timeZone: zone, city: "Ottawa" };
          const served = renderNotification(locale, "job.confirmed", params).body;
          const shown = t("notifications.job.confirmed.body", {
            schedule: "none",
            date: islands.date(date),
            time: islands.zonedTime(time, date, zone),
            city: "Ottawa",
          });
          expect(shown).toBe(served);
        }
      }
    });

    test(`an instant on the agency's clock, and money (${locale})`, () => {
      for (const instant of INSTANTS) {
        expect(islands.dateTime(instant)).toBe(formatDateTime(locale, instant, AGENCY_TIME_ZONE));
        expect(islands.dateTime(new Date(instant))).toBe(formatDateTime(locale, instant));
        expect(`${islands.day(instant)}, ${islands.clock(instant)}`).toBe(formatDateTime(locale, instant));
      }
      for (const amount of [0, 0.01, 45, 62.5, 999.99, 1000, 1234567.891]) {
        expect(islands.rate(amount)).toBe(formatRate(locale, amount));
        expect(islands.rate(amount)).toBe(`${formatMoney(locale, amount)}/h`);
      }
    });
  }

  test("what they both write, at the edges", () => {
    const both = (instant: string, zone: string) => LOCALES.map((locale) => formatDateTime(locale, instant, zone));
    expect(both("2027-03-14T06:59:00Z", "America/Toronto")).toEqual(["Mar 14, 2027, 1:59 AM", "14 mars 2027, 1 h 59"]);
    expect(both("2027-03-14T07:00:00Z", "America/Toronto")).toEqual(["Mar 14, 2027, 3:00 AM", "14 mars 2027, 3 h 00"]);
    expect(both("2027-11-07T05:30:00Z", "America/Toronto")).toEqual(["Nov 7, 2027, 1:30 AM", "7 nov. 2027, 1 h 30"]);
    expect(both("2027-11-07T06:30:00Z", "America/Toronto")).toEqual(["Nov 7, 2027, 1:30 AM", "7 nov. 2027, 1 h 30"]);
    expect(both("2026-12-06T05:00:00Z", "America/Toronto")).toEqual(["Dec 6, 2026, 12:00 AM", "6 déc. 2026, 0 h 00"]);
    expect(both("2027-01-01T03:30:00Z", "America/St_Johns")).toEqual(["Jan 1, 2027, 12:00 AM", "1 janv. 2027, 0 h 00"]);
    expect(both("2027-01-01T03:30:00Z", "America/Vancouver")).toEqual(["Dec 31, 2026, 8:30 PM", "31 déc. 2026, 20 h 30"]);
    expect(both("2026-11-01T08:59:00Z", "America/Vancouver")).toEqual(["Nov 1, 2026, 1:59 AM", "1 nov. 2026, 1 h 59"]);
    expect(both("2026-11-01T09:00:00Z", "America/Vancouver")).toEqual(["Nov 1, 2026, 2:00 AM", "1 nov. 2026, 2 h 00"]);
    expect(both("2099-12-31T23:59:00Z", "America/Toronto")).toEqual(["Dec 31, 2099, 6:59 PM", "31 déc. 2099, 18 h 59"]);
    expect(both("2027-07-01T12:00:00Z", "America/St_Johns")).toEqual(["Jul 1, 2027, 9:30 AM", "1 juill. 2027, 9 h 30"]);
    // A job in Vancouver, read at the agency: its zone's short name follows its time, in both places.
    const body = renderNotification("fr", "job.confirmed", { date: "2027-01-15", time: "18:00", timeZone: "America/Vancouver", city: "Vancouver" }).body;
    expect(body).toBe("Le contrat est à vous le 15 janv. 2027 à 18 h 00 HAP, à Vancouver.");
    expect(LOCALES.map((locale) => formatRate(locale, 62.5))).toEqual(["$62.50/h", "62,50\u00a0$/h"]);
  });
});
