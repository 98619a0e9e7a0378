import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { belongsTo, id } from "../../platform/db/columns.ts";
import { artists } from "../artists/tables.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

/**
 * When an artist is free each week (the booking rules): windows of a weekday, in minutes of
 * the job's local day (0 Sunday; `to_minute` 1440 is midnight at the day's end), merged so
 * none overlaps or touches another of its day. No row: free any time.
 */
export const artistWeeklyHours = pgTable(
  "artist_weekly_hours",
  {
    artistId: belongsTo("artist_id", () => artists.id),
    day: integer("day").notNull(),
    fromMinute: integer("from_minute").notNull(),
    toMinute: integer("to_minute").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.day, t.fromMinute] }),
    check("artist_weekly_hours_day_check", sql`${t.day} between 0 and 6`),
    check("artist_weekly_hours_minutes_check", sql`${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.toMinute} > ${t.fromMinute}`),
  ],
);

/** Days an artist is away (the booking rules): whole local days, both included, with the artist's note. */
export const artistBlackouts = pgTable(
  "artist_blackouts",
  {
    id: id(),
    artistId: belongsTo("artist_id", () => artists.id),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("artist_blackouts_artist_idx").on(t.artistId, t.lastDay), check("artist_blackouts_days_check", sql`${t.lastDay} >= ${t.firstDay}`)],
);
