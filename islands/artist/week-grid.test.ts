import { describe, expect, test } from "bun:test";
import { cellOf, cellsOf, windowsOf } from "./week-grid.ts";

describe("the week grid's cells and the weekly windows", () => {
  test("a run of ticked hours is one window; the last hour of a day ends at 24:00; days stay apart", () => {
    const cells = new Set([cellOf(1, 9), cellOf(1, 10), cellOf(1, 11), cellOf(1, 18), cellOf(6, 23), cellOf(0, 0)]);
    expect(windowsOf(cells)).toEqual([
      { day: 0, from: "00:00", to: "01:00" },
      { day: 1, from: "09:00", to: "12:00" },
      { day: 1, from: "18:00", to: "19:00" },
      { day: 6, from: "23:00", to: "24:00" },
    ]);
    expect(windowsOf(new Set())).toEqual([]);
  });

  test("saved windows tick every hour they touch, and say when that rounds them", () => {
    const whole = cellsOf([
      { day: 2, from: "09:00", to: "12:00" },
      { day: 5, from: "20:00", to: "24:00" },
    ]);
    expect(whole.rounded).toBe(false);
    expect(windowsOf(whole.cells)).toEqual([
      { day: 2, from: "09:00", to: "12:00" },
      { day: 5, from: "20:00", to: "24:00" },
    ]);
    const partial = cellsOf([{ day: 3, from: "09:30", to: "11:15" }]);
    expect(partial.rounded).toBe(true);
    expect(windowsOf(partial.cells)).toEqual([{ day: 3, from: "09:00", to: "12:00" }]);
  });
});
