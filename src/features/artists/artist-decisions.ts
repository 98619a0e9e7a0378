import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, users } from "../../../db/schema.ts";
import type { AdminArtist, ArtistDecision, ArtistStatus } from "./artist-area.contract.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { adminArtistFiles, artistFileUrl, syncArtistFileVisibility } from "./artist-files.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";
import { type DetailRow, notDeleted, placeOf, selectDetails } from "./artist-details.ts";
import { documentUrls } from "./artist-documents.ts";

/** The agency's side of the applications: its lists, one application, and its decision. */

function toAdminArtist(row: DetailRow, files: FileStore): AdminArtist {
  const a = row.artist;
  return {
    id: a.id,
    userId: a.userId,
    name: row.name,
    email: row.email,
    accountStatus: row.accountStatus === "disabled" ? "disabled" : "active",
    bio: a.bio,
    experience: a.experience,
    ...placeOf(a),
    status: a.status,
    rejectionReason: a.rejectionReason,
    createdAt: a.createdAt.toISOString(),
    artistStyle: row.styles,
    artistType: row.types,
    artistAvailable: row.availabilities,
    headshotUrl: artistFileUrl(files, a.headshotKey, adminArtistFiles(a.id), "headshot"),
    resumeUrl: artistFileUrl(files, a.resumeKey, adminArtistFiles(a.id), "resume"),
    documents: documentUrls(a, adminArtistFiles(a.id)),
  };
}

/** `GET /admin/artists`: applications, newest first, optionally of one status; lookups named in `locale`. */
export async function listArtistsForAdmin(
  db: Database,
  files: FileStore,
  { status, page, locale }: { status?: ArtistStatus; page?: PageRequest; locale?: Locale },
): Promise<Paged<AdminArtist>> {
  const query = selectDetails(db, status ? eq(artists.status, status) : undefined, locale).$dynamic();
  const { rows, total } = await paginate(db, query, [desc(artists.createdAt), desc(artists.id)], page);
  return { items: rows.map((r) => toAdminArtist(r, files)), total };
}

export async function getArtistForAdmin(db: Database, files: FileStore, artistId: string, locale?: Locale): Promise<AdminArtist> {
  const [row] = await selectDetails(db, eq(artists.id, artistId), locale).limit(1);
  if (!row) throw notFound("api.artist.notFound");
  return toAdminArtist(row, files);
}

/**
 * `PUT /admin/artists/:id/status`: the agency approves or rejects an application.
 * The headshot and resume become public on approval and private again on a
 * rejection before the event tells the roster to reload. A rejection's
 * `reason` travels in its event to the artist's notification and stays on
 * the application for the artist's status screen; an approval clears it.
 */
export async function decideArtist(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  { artistId, status, locale, reason }: { artistId: string; status: ArtistDecision; locale?: Locale; reason?: string },
): Promise<AdminArtist> {
  const [row] = await db
    .update(artists)
    .set({
      status,
      rejectionReason: status === "rejected" && reason ? reason : null,
      // The rejected application's documents are kept the agency's period from this day (src/features/retention/).
      rejectedAt: status === "rejected" ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(artists.id, artistId), sql`${artists.userId} in (select ${users.id} from ${users} where ${notDeleted})`))
    .returning({ id: artists.id, userId: artists.userId });
  if (!row) throw notFound("api.artist.notFound");
  try {
    await syncArtistFileVisibility(db, files, artistId);
  } finally {
    // The status is committed: tell it even when moving a file failed (the admin's retry moves it).
    events.publish(
      status === "approved"
        ? { type: "artist.approved", artistId, userId: row.userId }
        : { type: "artist.rejected", artistId, userId: row.userId, ...(reason ? { reason } : {}) },
    );
  }
  return getArtistForAdmin(db, files, artistId, locale);
}
