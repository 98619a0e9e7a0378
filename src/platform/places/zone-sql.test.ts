import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { suiteApp } from "../../../tests/harness.ts";
import { executedRows } from "../db/client.ts";
import { sundayAtTwo, ZONE_RULES, zoneInstant, zoneWallClock } from "./clock-rules.ts";
import { JOB_TIME_ZONES } from "./time-zones.ts";
import { utcOffsetSql, zoneDateSql, zoneInstantSql, zoneLocalSql } from "./zone-sql.ts";

// Runs on PGlite and, in CI's second pass, on PostgreSQL with Debian's older zone data: the answers are the code's.
const t = await suiteApp();

const HOUR = 3_600_000;
/** Every six hours from 2025 to 2028, and the minutes either side of each change of clocks. */
function instants(): string[] {
  const at = new Set<number>();
  for (let h = Date.UTC(2025, 0, 1); h < Date.UTC(2029, 0, 1); h += 6 * HOUR) at.add(h);
  for (const rule of Object.values(ZONE_RULES)) {
    for (let year = 2025; year <= 2028; year++) {
      for (const change of [sundayAtTwo(year, 2, 2, rule.standard), sundayAtTwo(year, 10, 1, rule.summer ?? rule.standard)]) {
        for (const delta of [-60_000, 0, 60_000, HOUR]) at.add(change + delta);
      }
    }
    if (rule.yearRound) for (const delta of [-60_000, 0, 60_000]) at.add(Date.parse(rule.yearRound.from) + delta);
  }
  return [...at].sort((a, b) => a - b).map((ms) => new Date(ms).toISOString());
}

test("in SQL, each zone's wall clock at every instant is the code's, whatever the database's own zone data says", async () => {
  const all = instants();
  const disagreements: string[] = [];
  for (const zone of JOB_TIME_ZONES) {
    const at = sql`at.instant`;
    const rows = executedRows<{ wall: string; day: string }>(
      await t.db.execute(
        sql`select to_char(${zoneLocalSql(zone, at)}, 'YYYY-MM-DD HH24:MI') as wall, ${zoneDateSql(zone, at)}::text as day
          from jsonb_array_elements_text(${JSON.stringify(all)}::jsonb) with ordinality as at(instant, n) order by at.n`,
      ),
    );
    rows.forEach((row, i) => {
      const expected = zoneWallClock(zone, new Date(all[i]!));
      if (row.wall !== expected || row.day !== expected.slice(0, 10)) disagreements.push(`${zone} ${all[i]}: ${row.wall}, not ${expected}`);
    });
  }
  expect(disagreements).toEqual([]);
});

test("in SQL, a wall time names the code's instant: December 18:00 in Vancouver is 01:00 UTC from 2026-11, the spring's missing hour is read as standard time", async () => {
  const walls = instants().map((iso) => iso.slice(0, 16).replace("T", " "));
  const disagreements: string[] = [];
  for (const zone of JOB_TIME_ZONES) {
    const wall = sql`w.wall`;
    const rows = executedRows<{ at: string }>(
      await t.db.execute(
        sql`select to_char(${zoneInstantSql(zone, wall)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from jsonb_array_elements_text(${JSON.stringify(walls)}::jsonb) with ordinality as w(wall, n) order by w.n`,
      ),
    );
    rows.forEach((row, i) => {
      const [date, time] = walls[i]!.split(" ") as [string, string];
      const expected = zoneInstant(zone, date, time).toISOString();
      if (row.at !== expected) disagreements.push(`${zone} ${walls[i]}: ${row.at}, not ${expected}`);
    });
  }
  expect(disagreements).toEqual([]);
  const [vancouver] = executedRows<{ at: string; offset: number }>(
    await t.db.execute(
      sql`select to_char(${zoneInstantSql("America/Vancouver", sql`'2026-12-15 18:00'`)} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at,
        ${utcOffsetSql("America/Vancouver", sql`'2025-12-15T12:00:00Z'`)} as offset`,
    ),
  );
  expect(vancouver).toEqual({ at: "2026-12-16 01:00", offset: -480 });
});

test("a zone outside the table reads as the agency's", async () => {
  const [row] = executedRows<{ wall: string }>(
    await t.db.execute(sql`select to_char(${zoneLocalSql("Europe/Paris", sql`'2026-07-01T12:00:00Z'`)}, 'HH24:MI') as wall`),
  );
  expect(row!.wall).toBe("08:00");
});
