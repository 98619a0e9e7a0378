// Data, types and pure helpers only, without zod: the artist's week grid imports them (the schema is in ./availability.ts).

/**
 * When an artist is free (`GET`/`PUT /artist/availability`): weekly windows in the
 * job's local time, and blackouts, whole local days. An empty `weekly` means any time.
 * The catalogue's availabilities ("Weekends"…) stay descriptive labels of the profile.
 */
export interface WeeklyWindow {
  /** 0 Sunday to 6 Saturday. */
  day: number;
  /** "HH:mm", 00:00 to 23:59. */
  from: string;
  /** "HH:mm" after `from`, 24:00 for the end of the day. */
  to: string;
}

export interface Blackout {
  /** First day away, YYYY-MM-DD. */
  from: string;
  /** Last day away, YYYY-MM-DD, not before `from`. */
  to: string;
  note?: string;
}

export interface ArtistAvailability {
  weekly: WeeklyWindow[];
  blackouts: Blackout[];
}

/** The days as the dashboards list them: Monday first, the weekend together at the end. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** At most one window a whole hour of the week: more is not a schedule. */
export const MAX_WEEKLY_WINDOWS = 7 * 24;
export const MAX_BLACKOUTS = 100;
export const BLACKOUT_NOTE_MAX = 200;

/** "HH:mm" as minutes of the day; "24:00" is the day's end (1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes of the day as "HH:mm" ("24:00" at 1440). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The canonical form of weekly windows: by day and start, the windows of a day that
 * overlap or touch joined into one (09:00-12:00 and 12:00-15:00 are 09:00-15:00).
 */
export function mergeWeekly(windows: readonly WeeklyWindow[]): WeeklyWindow[] {
  const sorted = windows.toSorted((a, b) => a.day - b.day || minutesOf(a.from) - minutesOf(b.from));
  const merged: WeeklyWindow[] = [];
  for (const window of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.day === window.day && minutesOf(window.from) <= minutesOf(last.to)) {
      if (minutesOf(window.to) > minutesOf(last.to)) last.to = window.to;
    } else {
      merged.push({ ...window });
    }
  }
  return merged;
}
