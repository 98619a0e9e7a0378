import { describe, expect, test } from "bun:test";
import { DomainError } from "../../platform/errors.ts";
import { jobDays, lineAmountCents, negated, partialCredit, priceInvoice, remainderOf, roundHalfUp, taxAmountCents } from "./invoice-money.ts";

/** The rates migration 0029 seeds, in parts per million. */
const HST = (percent: number) => [{ kind: "HST" as const, ratePpm: percent * 10_000 }];
const GST = [{ kind: "GST" as const, ratePpm: 50_000 }];
const QUEBEC = [...GST, { kind: "QST" as const, ratePpm: 99_750 }];

/** Three days of 09:00 to 12:30 at 45 $/hr: 157.50 a day. */
const job = { startDate: "2030-01-07", endDate: "2030-01-09", startTime: "09:00", endTime: "12:30", rate: 45 };

/**
 * Worked by hand, for every province and territory: subtotal 3 × 157.50 = 472.50.
 * ON 13 %: 61.425 → 61.43. NS 14 %: 66.15. NB, NL, PE 15 %: 70.875 → 70.88.
 * QC: GST 5 % 23.625 → 23.63, QST 9.975 % 47.131875 → 47.13. Elsewhere GST 5 %: 23.63.
 */
const HAND_WORKED = [
  ["ON", HST(13), [6143], 53393],
  ["NS", HST(14), [6615], 53865],
  ["NB", HST(15), [7088], 54338],
  ["NL", HST(15), [7088], 54338],
  ["PE", HST(15), [7088], 54338],
  ["QC", QUEBEC, [2363, 4713], 54326],
  ["AB", GST, [2363], 49613],
  ["BC", GST, [2363], 49613],
  ["MB", GST, [2363], 49613],
  ["SK", GST, [2363], 49613],
  ["NT", GST, [2363], 49613],
  ["NU", GST, [2363], 49613],
  ["YT", GST, [2363], 49613],
] as const;

describe("invoice money", () => {
  test.each(HAND_WORKED)("%s: 472.50 before tax, taxes and total as worked by hand", (_province, rates, taxes, total) => {
    const priced = priceInvoice(jobDays(job), [...rates]);
    expect(priced.lines.map((l) => l.amountCents)).toEqual([15750, 15750, 15750]);
    expect(priced.subtotalCents).toBe(47250);
    expect(priced.taxes.map((t) => t.amountCents)).toEqual([...taxes]);
    expect(priced.totalCents).toBe(total);
    expect(priced.taxCents + priced.subtotalCents).toBe(total);
  });

  test("each line is rounded to the cent before the sum: 50 minutes at 33.33 is 27.775, so 27.78 a day", () => {
    const priced = priceInvoice(jobDays({ ...job, endDate: "2030-01-08", startTime: "10:00", endTime: "10:50", rate: 33.33 }), HST(13));
    expect(priced.lines.map((l) => l.amountCents)).toEqual([2778, 2778]);
    // 55.56 (not 55.55 from the unrounded 55.55), HST 7.2228 → 7.22.
    expect(priced.subtotalCents).toBe(5556);
    expect(priced.taxes[0]!.amountCents).toBe(722);
    expect(priced.totalCents).toBe(6278);
  });

  test("half a cent rounds up, less rounds down", () => {
    expect(roundHalfUp(5n, 10n)).toBe(1n);
    expect(roundHalfUp(4n, 10n)).toBe(0n);
    expect(roundHalfUp(-5n, 10n)).toBe(-1n);
    expect(lineAmountCents(1, 30)).toBe(1); // 0.5 ¢
    expect(lineAmountCents(1, 29)).toBe(0); // 0.483 ¢
    expect(taxAmountCents(1, 500_000)).toBe(1);
    expect(taxAmountCents(1, 499_999)).toBe(0);
  });

  test("the evening past midnight, the month end and daylight saving keep whole days", () => {
    const days = jobDays({ ...job, startDate: "2030-03-09", endDate: "2030-03-11", startTime: "20:00", endTime: "01:00" });
    expect(days.map((d) => [d.date, d.minutes])).toEqual([
      ["2030-03-09", 300],
      ["2030-03-10", 300],
      ["2030-03-11", 300],
    ]);
    expect(jobDays({ ...job, startDate: "2030-01-30", endDate: "2030-02-02" }).map((d) => d.date)).toEqual([
      "2030-01-30",
      "2030-01-31",
      "2030-02-01",
      "2030-02-02",
    ]);
  });

  test("weekly classes bill the sessions held: their weekdays only, a called-off session left out", () => {
    // Tuesdays and Thursdays from Tuesday 1 Jan to Thursday 17 Jan 2030, 18:00-19:30; Thursday 10 Jan called off.
    const weekly = { ...job, startDate: "2030-01-01", endDate: "2030-01-17", startTime: "18:00", endTime: "19:30", weekdays: [2, 4] };
    const days = jobDays({ ...weekly, cancelledDates: ["2030-01-10"] });
    expect(days.map((d) => [d.date, d.minutes])).toEqual([
      ["2030-01-01", 90],
      ["2030-01-03", 90],
      ["2030-01-08", 90],
      ["2030-01-15", 90],
      ["2030-01-17", 90],
    ]);
    expect(priceInvoice(days, HST(13)).subtotalCents).toBe(5 * 1.5 * Math.round(job.rate * 100));
  });

  test("a rate in dollars becomes whole cents (0.1 + 0.2 style floats do not leak)", () => {
    expect(jobDays({ ...job, rate: 19.99 })[0]!.rateCents).toBe(1999);
    expect(jobDays({ ...job, rate: 0.29 })[0]!.rateCents).toBe(29);
  });

  test("the largest job the forms allow stays exact, and an absurd amount is refused, not wrapped", () => {
    const longest = jobDays({ startDate: "2030-01-01", endDate: "2032-12-31", startTime: "00:00", endTime: "00:00", rate: 1000 });
    const priced = priceInvoice(longest, HST(15));
    expect(priced.subtotalCents).toBe(longest.length * 24 * 100_000);
    expect(Number.isSafeInteger(priced.totalCents)).toBe(true);
    const absurd = [{ date: "2030-01-01", startTime: "00:00", endTime: "00:00", minutes: 1440, rateCents: Number.MAX_SAFE_INTEGER }];
    expect(() => priceInvoice(absurd, HST(15))).toThrow(DomainError);
  });

  test("a credit note negates every line and tax of its invoice", () => {
    const priced = priceInvoice(jobDays(job), QUEBEC);
    const credit = negated(priced);
    expect(credit.totalCents).toBe(-54326);
    expect(credit.taxes.map((t) => t.amountCents)).toEqual([-2363, -4713]);
    expect(credit.lines.every((l, i) => l.amountCents === -priced.lines[i]!.amountCents)).toBe(true);
  });

  /**
   * Worked by hand on the Québec invoice of 543.26 (472.50, GST 23.63, QST 47.13). A refund of 100.00: GST
   * 100.00 × 23.63 ÷ 543.26 = 4.3497 → 4.35, QST 100.00 × 47.13 ÷ 543.26 = 8.6754 → 8.68, the subtotal the rest, 86.97.
   * One more cent: each tax's share under half a cent, 0; the subtotal 0.01. The rest, 443.25: what each amount has
   * left (385.52, 19.28, 38.45), so the three notes add up to the invoice to the cent.
   */
  test("a credit of part of an invoice splits its taxes in proportion, rounded half up, the subtotal the rest", () => {
    const invoice = priceInvoice(jobDays(job), QUEBEC);
    const first = partialCredit(invoice, remainderOf(invoice, []), 10000, "2030-02-01");
    expect([first.subtotalCents, ...first.taxes.map((t) => t.amountCents), first.totalCents]).toEqual([-8697, -435, -868, -10000]);
    expect(first.lines).toEqual([{ date: "2030-02-01", startTime: "", endTime: "", minutes: -0, rateCents: 0, amountCents: -8697, kind: "credit" }]);

    const cent = partialCredit(invoice, remainderOf(invoice, [first]), 1, "2030-02-02");
    expect([cent.subtotalCents, ...cent.taxes.map((t) => t.amountCents), cent.totalCents]).toEqual([-1, -0, -0, -1]);

    const left = remainderOf(invoice, [first, cent]);
    expect(left.totalCents).toBe(44325);
    const rest = partialCredit(invoice, left, left.totalCents, "2030-02-03");
    expect([rest.subtotalCents, ...rest.taxes.map((t) => t.amountCents), rest.totalCents]).toEqual([-38552, -1928, -3845, -44325]);
    const credited = remainderOf(invoice, [first, cent, rest]);
    expect([credited.subtotalCents, ...credited.taxes.map((t) => t.amountCents), credited.totalCents]).toEqual([0, 0, 0, 0]);
  });
});
