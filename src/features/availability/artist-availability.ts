import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistBlackouts, artistWeeklyHours, artists } from "../../../db/schema.ts";
import { type ArtistAvailability, earliestBlackoutEnd, minutesOf, timeOf } from "./availability.contract.ts";
import { notFound } from "../../platform/errors.ts";

/**
 * When an artist is free (the booking rules): its weekly hours and blackouts, read and
 * replaced whole. The rule that uses them is `isFreeFor` (./availability.ts).
 */

/** An artist's availability as saved; blackouts over before `earliestBlackoutEnd` are left out unless `endedToo` (its data's export). */
export async function readAvailability(db: Queryable, artistId: string, { endedToo = false } = {}): Promise<ArtistAvailability> {
  const weekly = await db
    .select({ day: artistWeeklyHours.day, fromMinute: artistWeeklyHours.fromMinute, toMinute: artistWeeklyHours.toMinute })
    .from(artistWeeklyHours)
    .where(eq(artistWeeklyHours.artistId, artistId))
    .orderBy(asc(artistWeeklyHours.day), asc(artistWeeklyHours.fromMinute));
  const blackouts = await db
    .select({ from: artistBlackouts.firstDay, to: artistBlackouts.lastDay, note: artistBlackouts.note })
    .from(artistBlackouts)
    .where(and(eq(artistBlackouts.artistId, artistId), endedToo ? undefined : gte(artistBlackouts.lastDay, earliestBlackoutEnd())))
    .orderBy(asc(artistBlackouts.firstDay), asc(artistBlackouts.lastDay), asc(artistBlackouts.id));
  return {
    weekly: weekly.map((w) => ({ day: w.day, from: timeOf(w.fromMinute), to: timeOf(w.toMinute) })),
    blackouts: blackouts.map(({ note, ...days }) => (note ? { ...days, note } : days)),
  };
}

async function ownArtistId(db: Queryable, userId: string): Promise<string> {
  const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.userId, userId)).limit(1);
  if (!artist) throw notFound("api.artist.noProfile");
  return artist.id;
}

/** `GET /artist/availability`: the signed-in artist's own (any status; without an application, 404). */
export async function getOwnAvailability(db: Database, userId: string): Promise<ArtistAvailability> {
  return readAvailability(db, await ownArtistId(db, userId));
}

/**
 * `PUT /artist/availability`: replaces the artist's weekly hours and blackouts with
 * `availability` (already merged and checked by the contract) in one transaction. The
 * artist's row is locked first, so two saves racing (two tabs) end as one of them, never
 * as both mixed.
 */
export async function saveOwnAvailability(db: Database, userId: string, availability: ArtistAvailability): Promise<ArtistAvailability> {
  return db.transaction(async (tx) => {
    const [artist] = await tx.select({ id: artists.id }).from(artists).where(eq(artists.userId, userId)).for("update");
    if (!artist) throw notFound("api.artist.noProfile");
    await eraseAvailability(tx, artist.id);
    if (availability.weekly.length > 0) {
      await tx
        .insert(artistWeeklyHours)
        .values(availability.weekly.map((w) => ({ artistId: artist.id, day: w.day, fromMinute: minutesOf(w.from), toMinute: minutesOf(w.to) })));
    }
    if (availability.blackouts.length > 0) {
      await tx
        .insert(artistBlackouts)
        .values(availability.blackouts.map((b) => ({ artistId: artist.id, firstDay: b.from, lastDay: b.to, note: b.note ?? "" })));
    }
    return readAvailability(tx, artist.id);
  });
}

/** Removes an artist's weekly hours and blackouts (a new save, or its account's deletion). */
export async function eraseAvailability(tx: Queryable, artistId: string): Promise<void> {
  await tx.delete(artistWeeklyHours).where(eq(artistWeeklyHours.artistId, artistId));
  await tx.delete(artistBlackouts).where(eq(artistBlackouts.artistId, artistId));
}

/** `GET /admin/artists/:artistId/availability`: any artist who applied, for the agency; unknown: 404. */
export async function getAvailabilityForAdmin(db: Database, artistId: string): Promise<ArtistAvailability> {
  const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId)).limit(1);
  if (!artist) throw notFound("api.artist.notFound");
  return readAvailability(db, artist.id);
}

/** The availability of several artists at once (the matching rule over many of them), in two queries; an artist with none is any time. */
export async function readAvailabilities(db: Queryable, artistIds: readonly string[]): Promise<Map<string, ArtistAvailability>> {
  const found = new Map<string, ArtistAvailability>(artistIds.map((id) => [id, { weekly: [], blackouts: [] }]));
  if (artistIds.length === 0) return found;
  const ids = [...found.keys()];
  const weekly = await db
    .select({
      artistId: artistWeeklyHours.artistId,
      day: artistWeeklyHours.day,
      fromMinute: artistWeeklyHours.fromMinute,
      toMinute: artistWeeklyHours.toMinute,
    })
    .from(artistWeeklyHours)
    .where(inArray(artistWeeklyHours.artistId, ids));
  const blackouts = await db
    .select({ artistId: artistBlackouts.artistId, from: artistBlackouts.firstDay, to: artistBlackouts.lastDay })
    .from(artistBlackouts)
    .where(and(inArray(artistBlackouts.artistId, ids), gte(artistBlackouts.lastDay, earliestBlackoutEnd())));
  for (const w of weekly) found.get(w.artistId)!.weekly.push({ day: w.day, from: timeOf(w.fromMinute), to: timeOf(w.toMinute) });
  for (const { artistId, ...days } of blackouts) found.get(artistId)!.blackouts.push(days);
  return found;
}
