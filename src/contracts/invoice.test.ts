import { describe, expect, test } from "bun:test";
import { invoiceFor } from "./invoice.ts";

const job = { _id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", rate: 45, startDate: "2030-01-07", endDate: "2030-01-09", startTime: "09:00", endTime: "12:30" };

describe("invoiceFor", () => {
  test("days × hours per day × rate", () => {
    expect(invoiceFor(job)).toEqual({ number: "INV-2E3F4A5B", days: 3, hoursPerDay: 3.5, totalHours: 10.5, rate: 45, total: 472.5 });
  });

  test("a one-day job, cents kept exact", () => {
    const inv = invoiceFor({ ...job, endDate: job.startDate, rate: 33.33, startTime: "10:15", endTime: "11:35" });
    expect(inv.days).toBe(1);
    expect(inv.hoursPerDay).toBe(1.33);
    // 80 minutes at 33.33/hr = 44.44
    expect(inv.total).toBe(44.44);
  });

  test("a period over a month end and an evening running past midnight", () => {
    const inv = invoiceFor({ ...job, startDate: "2030-01-30", endDate: "2030-02-02", startTime: "20:00", endTime: "01:00" });
    expect(inv.days).toBe(4);
    expect(inv.hoursPerDay).toBe(5);
    expect(inv.total).toBe(4 * 5 * 45);
  });

  test("across a daylight-saving change the day count stays whole", () => {
    expect(invoiceFor({ ...job, startDate: "2030-03-09", endDate: "2030-03-11" }).days).toBe(3);
  });
});
