import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, clientFavourites, users } from "../../../db/schema.ts";
import type { ArtistListItem } from "../artists/index.ts";
import type { PageRequest, Paged } from "../../platform/contract/pagination.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { artistListColumns, onPublicRoster, rosterArtistIds, toArtistListItem } from "../artists/index.ts";
import { findClientByUser, requireClient } from "../studios/index.ts";
import { notFound } from "../../platform/errors.ts";
import { paginate } from "../../platform/db/paging.ts";

/**
 * `POST /client/favourites/:artistId`: the studio saves an artist of the public roster to its shortlist.
 * Saving twice is one row: `created` says whether this call added it. Anyone not on the roster is not found.
 */
export async function saveFavourite(db: Database, userId: string, artistId: string): Promise<{ created: boolean }> {
  const client = await requireClient(db, userId);
  if (!(await rosterArtistIds(db, [artistId])).has(artistId)) throw notFound("api.artist.notFound");
  const inserted = await db
    .insert(clientFavourites)
    .values({ clientId: client.id, artistId })
    .onConflictDoNothing()
    .returning({ artistId: clientFavourites.artistId });
  return { created: inserted.length > 0 };
}

/** `DELETE /client/favourites/:artistId`: the artist leaves the studio's shortlist; removing one not there is fine too. */
export async function removeFavourite(db: Database, userId: string, artistId: string): Promise<void> {
  const client = await findClientByUser(db, userId);
  if (!client) return;
  await db.delete(clientFavourites).where(and(eq(clientFavourites.clientId, client.id), eq(clientFavourites.artistId, artistId)));
}

/**
 * `GET /client/favourites`: the studio's shortlist, the latest saved first, as roster items (styles in `locale`).
 * An artist who left the roster since (disabled, deleted) is left out; a studio without a profile has saved no one.
 */
export async function listFavourites(
  db: Database,
  files: FileStore,
  { userId, page, locale = "en" }: { userId: string; page?: PageRequest; locale?: Locale },
): Promise<Paged<ArtistListItem>> {
  const client = await findClientByUser(db, userId);
  if (!client) return { items: [], total: 0 };
  const query = db
    .select(artistListColumns(locale))
    .from(clientFavourites)
    .innerJoin(artists, eq(artists.id, clientFavourites.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(and(eq(clientFavourites.clientId, client.id), onPublicRoster))
    .$dynamic();
  const { rows, total } = await paginate(db, query, [desc(clientFavourites.createdAt), desc(clientFavourites.artistId)], page);
  return { items: rows.map((r) => toArtistListItem(files, r)), total };
}
