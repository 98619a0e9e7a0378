import { type ArtistAvailability, mergeWeekly, minutesOf } from "./availability.contract.ts";
import { zoneWallClock } from "../../platform/places/clock-rules.ts";

/**
 * Whether an artist is free for a job's sessions (ground of the booking rules; pure).
 * A session is an instant range and the IANA zone of the job's place: the artist's
 * weekly windows are wall-clock hours there, and its blackouts whole days there.
 */
export interface Session {
  startsAt: Date;
  endsAt: Date;
  /** The job's time zone, e.g. "America/Toronto". */
  zone: string;
}

const DAY_MINUTES = 24 * 60;

/** A local day and minutes of the day, as a wall clock in the zone shows them. */
interface WallClock {
  date: string;
  minutes: number;
}

/** The wall clock of `instant` in `zone`, by the zones' rules. */
function wallClock(instant: Date, zone: string): WallClock {
  const [date, time] = zoneWallClock(zone, instant).split(" ") as [string, string];
  return { date, minutes: minutesOf(time) };
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The local days a session touches, each with the part of it the session takes (minutes from, to). */
function localPieces({ startsAt, endsAt, zone }: Session): { date: string; from: number; to: number }[] {
  const start = wallClock(startsAt, zone);
  // A session that does not end after it starts is its first minute.
  if (endsAt.getTime() <= startsAt.getTime()) return [{ date: start.date, from: start.minutes, to: Math.min(start.minutes + 1, DAY_MINUTES) }];
  const end = wallClock(endsAt, zone);
  const pieces: { date: string; from: number; to: number }[] = [];
  for (let date = start.date; date <= end.date; date = nextDate(date)) {
    const from = date === start.date ? start.minutes : 0;
    const to = date === end.date ? end.minutes : DAY_MINUTES;
    // An end at midnight, or a wall clock turned back by a change of time, takes nothing of that day.
    if (to > from) pieces.push({ date, from, to });
  }
  return pieces;
}

/**
 * True when every session lies within the artist's weekly windows (none: any time)
 * and touches no day of a blackout. A session over midnight needs its hours on both
 * days; windows that touch count as one (09:00-12:00 and 12:00-15:00 hold 10:00-14:00).
 */
export function isFreeFor(availability: ArtistAvailability, sessions: readonly Session[]): boolean {
  const windows = mergeWeekly(availability.weekly);
  const anyTime = windows.length === 0;
  return sessions.every((session) =>
    localPieces(session).every(
      ({ date, from, to }) =>
        !availability.blackouts.some((blackout) => blackout.from <= date && date <= blackout.to) &&
        (anyTime || windows.some((window) => window.day === weekdayOf(date) && minutesOf(window.from) <= from && to <= minutesOf(window.to))),
    ),
  );
}
