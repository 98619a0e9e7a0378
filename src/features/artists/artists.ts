import { and, asc, eq, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, artistStyleLinks, artistStyles, users } from "../../../db/schema.ts";
import type { ArtistListItem, PublicArtistDetail } from "./artists.contract.ts";
import type { LookupKind } from "../catalogue/index.ts";
import { DEFAULT_LOCALE, type Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { publicArtistFileUrl } from "./artist-files.ts";
import { ARTIST_LOOKUP_LINKS, inLocaleSql, LOOKUP_TABLES } from "../catalogue/index.ts";
import { notFound } from "../../platform/errors.ts";

/**
 * The outer query's artist id, always qualified: in a select from `artists` alone
 * drizzle writes `${artists.id}` as a bare "id", which inside the subqueries below
 * would mean the lookup's own id.
 */
export const outerArtistId = sql.raw(`"${getTableName(artists)}"."id"`);

/** `from ... where ...` of an artist's styles (its links joined to the style lookup), for subqueries that read them. */
export const fromStylesOf = (artistId: string | SQL): SQL =>
  sql`from ${artistStyleLinks} join ${artistStyles} on ${artistStyles.id} = ${artistStyleLinks.styleId} where ${artistStyleLinks.artistId} = ${artistId}`;

/**
 * The names of an artist's styles, types or availabilities in `locale` (the
 * French name, English where it has none), in the lookup's order, as
 * one correlated aggregate (no N+1). English by default: what matches jobs and
 * offers keeps to the English names.
 */
export function artistLookupNames(kind: LookupKind, locale: Locale = DEFAULT_LOCALE): SQL<string[]> {
  const table = LOOKUP_TABLES[kind];
  const { links, item, artist } = ARTIST_LOOKUP_LINKS[kind];
  return sql<string[]>`coalesce((
  select array_agg(${inLocaleSql(locale, table.name, table.nameFr)} order by ${table.sortOrder}, ${table.name})
  from ${links} join ${table} on ${table.id} = ${item} where ${artist} = ${outerArtistId}), '{}')`;
}

/** Style names of an artist in English, in the lookup's order: what offers match on. */
export const artistStyleNames = artistLookupNames("styles");

/** An account the agency disabled, or its owner deleted, is off the public roster and profiles. */
export const onRoster = eq(users.status, "active");

/** Approved artists whose account is active: who the roster, the profiles and the shortlists show. */
export const onPublicRoster = and(eq(artists.status, "approved"), onRoster)!;

/** The columns of a roster item (SPEC §3 "Artist (list item)"), style names in `locale`; `toArtistListItem` puts them on the wire. */
export const artistListColumns = (locale: Locale) => ({
  id: artists.id,
  name: users.name,
  headshotKey: artists.headshotKey,
  styles: artistLookupNames("styles", locale),
});

export const toArtistListItem = (files: FileStore, r: { id: string; name: string; headshotKey: string; styles: string[] }): ArtistListItem => ({
  id: r.id,
  user: r.name,
  headshotUrl: publicArtistFileUrl(files, r.headshotKey),
  artistStyle: r.styles,
});

/** The public roster: approved artists only, by name; style names in `locale`. */
export async function listApprovedArtists(db: Database, files: FileStore, locale: Locale = DEFAULT_LOCALE): Promise<ArtistListItem[]> {
  const rows = await db
    .select(artistListColumns(locale))
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(onPublicRoster)
    .orderBy(asc(users.name), asc(artists.id));
  return rows.map((r) => toArtistListItem(files, r));
}

/** Which of `ids` are artists of the public roster (approved, account active). */
export async function rosterArtistIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: artists.id })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(inArray(artists.id, [...ids]), onPublicRoster));
  return new Set(rows.map((r) => r.id));
}

/** Every profile on the public roster, with when it last changed: the sitemap's entries. */
export async function listRosterProfiles(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: artists.id, updatedAt: artists.updatedAt })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(artists.status, "approved"), onRoster))
    .orderBy(asc(artists.id));
}

/** One approved artist's public profile, style and type names in `locale`; anyone else (pending, rejected, unknown) is not found. */
export async function getPublicArtist(db: Database, files: FileStore, artistId: string, locale: Locale = DEFAULT_LOCALE): Promise<PublicArtistDetail> {
  const [row] = await db
    .select({
      id: artists.id,
      name: users.name,
      bio: artists.bio,
      experience: artists.experience,
      headshotKey: artists.headshotKey,
      resumeKey: artists.resumeKey,
      styles: artistLookupNames("styles", locale),
      types: artistLookupNames("types", locale),
    })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(artists.id, artistId), onPublicRoster))
    .limit(1);
  if (!row) throw notFound("api.artist.notFound");
  return {
    id: row.id,
    user: row.name,
    bio: row.bio,
    experience: row.experience,
    // Null only in the instant between an approval and the move of its files to public/.
    headshotUrl: publicArtistFileUrl(files, row.headshotKey),
    resumeUrl: publicArtistFileUrl(files, row.resumeKey),
    artistStyle: row.styles,
    artistType: row.types,
  };
}

export type ArtistRow = typeof artists.$inferSelect;

/** The artist profile of a user account, if it applied. */
export async function findArtistByUser(db: Database, userId: string): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(artists).where(eq(artists.userId, userId)).limit(1);
  return row;
}

/**
 * The approved artist behind a user account. Offers, opt-in and job views are for
 * approved artists only; anyone else sees nothing (not found).
 */
export async function requireApprovedArtist(db: Database, userId: string): Promise<ArtistRow> {
  const artist = await findArtistByUser(db, userId);
  if (artist?.status !== "approved") throw noApprovedArtist();
  return artist;
}

/** What a user without an approved artist profile gets from the artist's job calls. */
export const noApprovedArtist = () => notFound("api.artist.noApproved");
