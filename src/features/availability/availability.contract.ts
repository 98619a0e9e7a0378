import { z } from "zod";
import { hasControlCharacter } from "../../platform/contract/fields.ts";
import { BOOKING_HORIZON_YEARS, isCalendarDate, latestBookableDate } from "../jobs/jobs.contract.ts";
import { said } from "../../platform/contract/messages.ts";
import {
  type ArtistAvailability,
  BLACKOUT_NOTE_MAX,
  type Blackout,
  MAX_BLACKOUTS,
  MAX_WEEKLY_WINDOWS,
  mergeWeekly,
  minutesOf,
  type WeeklyWindow,
} from "./availability-data.contract.ts";

export * from "./availability-data.contract.ts";

/**
 * The first day a kept blackout may end on: yesterday in UTC, so that the artist's own
 * today, anywhere in Canada, is never refused. Blackouts over before it are dropped.
 */
export function earliestBlackoutEnd(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const isStart = (v: unknown): v is string => typeof v === "string" && CLOCK.test(v);
const isEnd = (v: unknown): v is string => typeof v === "string" && (CLOCK.test(v) || v === "24:00");

type Issue = (ctx: z.RefinementCtx, message: string) => void;
const refuse: Issue = (ctx, message) => ctx.addIssue({ code: "custom", message });

const weeklyMessages = {
  list: said(`Weekly hours must be a list of at most ${MAX_WEEKLY_WINDOWS} windows`, "api.availability.weeklyList", { max: String(MAX_WEEKLY_WINDOWS) }),
  day: (n: number) => said(`Weekly window ${n}: the day must be 0 (Sunday) to 6 (Saturday)`, "api.availability.day", { n: String(n) }),
  time: (n: number) => said(`Weekly window ${n}: from and to must be times (HH:mm; to may be 24:00)`, "api.availability.time", { n: String(n) }),
  order: (n: number) => said(`Weekly window ${n} must end after it starts: split a night across two days`, "api.availability.order", { n: String(n) }),
};

const blackoutMessages = {
  list: said(`Blackouts must be a list of at most ${MAX_BLACKOUTS} periods`, "api.availability.blackoutList", { max: String(MAX_BLACKOUTS) }),
  date: (n: number) => said(`Blackout ${n}: from and to must be real dates (YYYY-MM-DD)`, "api.availability.blackoutDate", { n: String(n) }),
  order: (n: number) => said(`Blackout ${n} cannot end before it starts`, "api.availability.blackoutOrder", { n: String(n) }),
  past: (n: number, date: string) => said(`Blackout ${n} is over: it ended before ${date}`, "api.availability.blackoutPast", { n: String(n), date }),
  far: (n: number, date: string) =>
    said(`Blackout ${n} must end within the next ${BOOKING_HORIZON_YEARS} years (by ${date})`, "api.availability.blackoutFar", {
      n: String(n),
      years: String(BOOKING_HORIZON_YEARS),
      date,
    }),
  note: (n: number) =>
    said(`Blackout ${n}: the note must be text of at most ${BLACKOUT_NOTE_MAX} characters on one line`, "api.availability.blackoutNote", {
      n: String(n),
      max: String(BLACKOUT_NOTE_MAX),
    }),
};

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Weekly windows as sent, each checked with its place in the list named (from 1), then merged; undefined when refused. */
function readWeekly(value: unknown, ctx: z.RefinementCtx): WeeklyWindow[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_WEEKLY_WINDOWS) {
    refuse(ctx, weeklyMessages.list);
    return undefined;
  }
  const windows: WeeklyWindow[] = [];
  for (const [index, item] of value.entries()) {
    const n = index + 1;
    const window = record(item);
    if (!window || !Number.isInteger(window.day) || (window.day as number) < 0 || (window.day as number) > 6) {
      refuse(ctx, weeklyMessages.day(n));
      return undefined;
    }
    if (!isStart(window.from) || !isEnd(window.to)) {
      refuse(ctx, weeklyMessages.time(n));
      return undefined;
    }
    if (minutesOf(window.to) <= minutesOf(window.from)) {
      refuse(ctx, weeklyMessages.order(n));
      return undefined;
    }
    windows.push({ day: window.day as number, from: window.from, to: window.to });
  }
  return mergeWeekly(windows);
}

/** Blackouts as sent, each checked with its place in the list named (from 1), by first day; a blank note is none. */
function readBlackouts(value: unknown, ctx: z.RefinementCtx): Blackout[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_BLACKOUTS) {
    refuse(ctx, blackoutMessages.list);
    return undefined;
  }
  const earliest = earliestBlackoutEnd();
  const latest = latestBookableDate();
  const blackouts: Blackout[] = [];
  for (const [index, item] of value.entries()) {
    const n = index + 1;
    const blackout = record(item);
    const { from, to, note } = blackout ?? {};
    if (typeof from !== "string" || typeof to !== "string" || !isCalendarDate(from) || !isCalendarDate(to)) {
      refuse(ctx, blackoutMessages.date(n));
      return undefined;
    }
    if (to < from) {
      refuse(ctx, blackoutMessages.order(n));
      return undefined;
    }
    if (to < earliest) {
      refuse(ctx, blackoutMessages.past(n, earliest));
      return undefined;
    }
    if (to > latest) {
      refuse(ctx, blackoutMessages.far(n, latest));
      return undefined;
    }
    if (note !== undefined && note !== null && (typeof note !== "string" || note.trim().length > BLACKOUT_NOTE_MAX || hasControlCharacter(note))) {
      refuse(ctx, blackoutMessages.note(n));
      return undefined;
    }
    const text = typeof note === "string" ? note.trim() : "";
    blackouts.push(text ? { from, to, note: text } : { from, to });
  }
  return blackouts.toSorted((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/**
 * `PUT /artist/availability`: both lists, each replacing what was saved (send `[]` to clear
 * one). Read as a whole, so each message names the window or blackout itself ("Blackout 2…").
 */
export const availabilitySchema = z.unknown().transform((body, ctx): ArtistAvailability => {
  const fields = record(body) ?? {};
  const weekly = readWeekly(fields.weekly, ctx);
  const blackouts = weekly && readBlackouts(fields.blackouts, ctx);
  return weekly && blackouts ? { weekly, blackouts } : z.NEVER;
});
