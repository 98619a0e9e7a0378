import { minutesOf, timeOf, type WeeklyWindow } from "../../src/features/availability/availability-data.contract.ts";

/**
 * The week grid's model: one cell an hour of a weekday (`day * 24 + hour`, day 0 Sunday),
 * ticked when the artist is free then. Zod-free: the artist's screen imports it.
 */

export const HOURS_A_DAY = 24;

export const cellOf = (day: number, hour: number) => day * HOURS_A_DAY + hour;

/** An hour of the day as "HH:mm" ("24:00" at the day's end). */
export const clock = (hour: number) => timeOf(hour * 60);

/**
 * The ticked cells of saved windows: every whole hour a window touches. `rounded` says
 * that some window did not start or end on the hour, so the grid shows more than it holds.
 */
export function cellsOf(weekly: readonly WeeklyWindow[]): { cells: Set<number>; rounded: boolean } {
  const cells = new Set<number>();
  let rounded = false;
  for (const window of weekly) {
    const from = minutesOf(window.from);
    const to = minutesOf(window.to);
    if (from % 60 !== 0 || to % 60 !== 0) rounded = true;
    for (let hour = Math.floor(from / 60); hour < Math.ceil(to / 60); hour++) cells.add(cellOf(window.day, hour));
  }
  return { cells, rounded };
}

/** The windows the ticked cells make: each run of hours of a day one window, by day and start (24:00 ends a day). */
export function windowsOf(cells: ReadonlySet<number>): WeeklyWindow[] {
  const windows: WeeklyWindow[] = [];
  for (let day = 0; day < 7; day++) {
    let start: number | null = null;
    for (let hour = 0; hour <= HOURS_A_DAY; hour++) {
      const ticked = hour < HOURS_A_DAY && cells.has(cellOf(day, hour));
      if (ticked && start === null) start = hour;
      if (!ticked && start !== null) {
        windows.push({ day, from: clock(start), to: clock(hour) });
        start = null;
      }
    }
  }
  return windows;
}
