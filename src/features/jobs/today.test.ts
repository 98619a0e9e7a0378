import { expect, test } from "bun:test";
import { today } from "./jobs.ts";

test("today is the agency's date (America/Toronto) whatever the server's zone: a UTC container's tomorrow is still today in Toronto's evening", () => {
  // 21:30 in Toronto on 27 November (EST, UTC-5) is 02:30 on the 28th in UTC.
  expect(today(new Date("2026-11-28T02:30:00Z"))).toBe("2026-11-27");
  expect(today(new Date("2026-11-28T05:00:00Z"))).toBe("2026-11-28");
  // Summer time (EDT, UTC-4): the day turns at 04:00 UTC.
  expect(today(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  expect(today(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
});
