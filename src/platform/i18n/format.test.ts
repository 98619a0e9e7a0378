import { describe, expect, test } from "bun:test";
import { countIntlFormatters } from "../../../tests/intl.ts";
import { formatDate, formatDateTime, formatDuration, formatFileSize, formatMoney, formatNumber, formatTime } from "./format.ts";
import { localeOf, negotiateLocale } from "./locales.ts";
import { localizePath, splitLocalePath } from "./paths.ts";
import { serverTranslator } from "./server.ts";

/** Intl separates French thousands and the "$" with no-break spaces: shown here as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formats", () => {
  test("a file's size in the largest unit under a thousand (a backup's size)", () => {
    const sizes = [0, 812, 999_999, 4_200_000, 1_250_000_000];
    expect(sizes.map((bytes) => plain(formatFileSize("en", bytes)))).toEqual(["0 bytes", "812 bytes", "1.0 MB", "4.2 MB", "1.3 GB"]);
    expect(sizes.map((bytes) => plain(formatFileSize("fr", bytes)))).toEqual(["0 o", "812 o", "1,0 Mo", "4,2 Mo", "1,3 Go"]);
  });

  test("an instant, in the agency's time zone", () => {
    const at = "2026-12-06T15:00:00Z"; // 10:00 in Toronto
    expect(plain(formatDateTime("en", at))).toBe("Dec 6, 2026, 10:00 AM");
    expect(plain(formatDateTime("fr", at))).toBe("6 déc. 2026, 10 h 00");
  });

  test("an invoice's time, exact to the minute, the same in both languages; a credit note's negative", () => {
    for (const locale of ["en", "fr"] as const) {
      const duration = (minutes: number) => plain(formatDuration(serverTranslator(locale), minutes));
      expect([140, 180, 45, 0, -140, 1440].map(duration)).toEqual(["2 h 20 min", "3 h", "45 min", "0 min", "-2 h 20 min", "24 h"]);
      // Never split between a number and its unit.
      expect(formatDuration(serverTranslator(locale), 140)).toBe("2\u00a0h 20\u00a0min");
    }
  });

  test("hours without a leading zero, in French as in English (the dashboards' clock: 9 h 30, not 09 h 30)", () => {
    const at = "2026-12-06T14:30:00Z"; // 9:30 in Toronto
    expect(plain(formatDateTime("en", at))).toBe("Dec 6, 2026, 9:30 AM");
    expect(plain(formatDateTime("fr", at))).toBe("6 déc. 2026, 9 h 30");
    expect(plain(formatTime("en", "09:30"))).toBe("9:30 AM");
    expect(plain(formatTime("fr", "09:30"))).toBe("9 h 30");
    expect(plain(formatTime("fr", "00:05"))).toBe("0 h 05");
  });

  test("money in Canadian dollars", () => {
    expect(formatMoney("en", 1234.5)).toBe("$1,234.50");
    expect(plain(formatMoney("fr", 1234.5))).toBe("1 234,50 $");
  });

  test("numbers, calendar dates, clock times and weekdays", () => {
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(plain(formatNumber("fr", 1234.5))).toBe("1 234,5");
    // A small whole number, as Intl writes it, without building a formatter (isPlainNumber).
    for (const n of [0, 7, 58, 999]) for (const locale of ["en", "fr"] as const) expect(formatNumber(locale, n)).toBe(new Intl.NumberFormat(locale).format(n));
    expect(plain(formatNumber("fr", 1000))).toBe("1 000");
    expect(formatNumber("fr", 7.5)).toBe("7,5");
    expect(formatNumber("en", -3)).toBe("-3");
    expect(formatDate("en", "2026-12-06")).toBe("Dec 6, 2026");
    expect(formatDate("fr", "2026-12-06")).toBe("6 déc. 2026");
    expect(plain(formatTime("en", "14:30"))).toBe("2:30 PM");
    expect(plain(formatTime("fr", "14:30"))).toBe("14 h 30");
  });
});

describe("languages and paths", () => {
  test("Accept-Language picks the preferred language we have, English otherwise", () => {
    expect(negotiateLocale("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(negotiateLocale("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(negotiateLocale("de-DE,fr;q=0.5")).toBe("fr");
    expect(negotiateLocale("de-DE")).toBe("en");
    expect(negotiateLocale("fr;q=0")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
    expect(localeOf("fr-CA")).toBe("fr");
    expect(localeOf("es")).toBeNull();
  });

  test("French paths live under /fr", () => {
    expect(localizePath("fr", "/")).toBe("/fr");
    expect(localizePath("fr", "/artists?page=2")).toBe("/fr/artists?page=2");
    expect(localizePath("en", "/about")).toBe("/about");
    expect(splitLocalePath("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocalePath("/fr/artist/profile/x")).toEqual({ locale: "fr", path: "/artist/profile/x" });
    expect(splitLocalePath("/from-here")).toEqual({ locale: "en", path: "/from-here" });
    expect(splitLocalePath("/about")).toEqual({ locale: "en", path: "/about" });
  });
});

test("a small whole number builds no Intl.NumberFormat: a page's first loads the browser's number data", async () => {
  // A module of its own, whose formatters are not made yet.
  const specifier = "./format.ts?no-formatter-yet";
  const fresh = (await import(specifier)) as typeof import("./format.ts");
  const made = countIntlFormatters("NumberFormat");
  try {
    expect(fresh.formatNumber("fr", 58)).toBe("58");
    expect(made.count).toBe(0);
    expect(fresh.formatNumber("fr", 7.5)).toBe("7,5");
    expect(made.count).toBe(1);
  } finally {
    made.restore();
  }
});
