import { and, eq, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists } from "../../../db/schema.ts";
import type { ArtistStatus } from "./artist-area.contract.ts";
import type { Logger } from "../../platform/log.ts";
import { isPublicKey, type FileStore, type StoredFile, type Visibility } from "../../platform/storage/file-store.ts";
import { keptPicture } from "../../platform/storage/pictures.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";

/**
 * An artist's headshot and resume are public only while the artist is approved:
 * until then they are stored under `private/`, so neither the app's
 * /files/* nor a bucket whose `public/` prefix is served directly (S3_PUBLIC_URL)
 * hands them out. Approval moves them to `public/`; a rejection moves them back.
 * The owner and the admin fetch a private one through the API
 * (`/api/artist/documents/headshot`, `/api/admin/artists/:id/documents/headshot`).
 */
export const artistFileVisibility = (status: ArtistStatus): Visibility => (status === "approved" ? "public" : "private");

/** The two files that follow the artist's status, by column. */
const MEDIA_COLUMNS = { headshotKey: artists.headshotKey, resumeKey: artists.resumeKey } as const;
type MediaColumn = keyof typeof MEDIA_COLUMNS;

/** What the public sees of a headshot or resume: its URL when public, else nothing. */
export const publicArtistFileUrl = (files: FileStore, key: string): string | null => (isPublicKey(key) ? files.publicUrl(key) : null);

/**
 * What the owner or the admin sees: the public URL once published, else the
 * private route under `privateBase` (`.../documents`) and the kind.
 */
export const artistFileUrl = (files: FileStore, key: string, privateBase: string, kind: "headshot" | "resume"): string =>
  isPublicKey(key) ? files.publicUrl(key) : `${privateBase}/${kind}`;

/** Where the admin fetches an artist's files through the API. */
export const adminArtistFiles = (artistId: string) => `/api/admin/artists/${artistId}/documents`;

/**
 * Replaces one of the artist's files by a copy (`copy` stores it, under a new
 * key), points the row at it if the row still points at the old one, then
 * deletes the loser: the old file when the row moved, the copy when the artist
 * replaced the file meanwhile (or another instance did this first). A file that
 * is gone from the store is left as it is.
 */
async function replaceFile(
  db: Database,
  files: FileStore,
  artistId: string,
  column: MediaColumn,
  key: string,
  copy: (file: StoredFile) => Promise<string>,
): Promise<boolean> {
  const file = await files.get(key);
  if (!file) return false;
  const replacement = await copy(file);
  const [row] = await db
    .update(artists)
    .set(column === "headshotKey" ? { headshotKey: replacement } : { resumeKey: replacement })
    .where(and(eq(artists.id, artistId), eq(MEDIA_COLUMNS[column], key)))
    .returning({ id: artists.id });
  await files.delete(row ? key : replacement);
  return Boolean(row);
}

/** Copies one file to `visibility` under a new key (see replaceFile). */
const moveFile = (db: Database, files: FileStore, artistId: string, column: MediaColumn, key: string, visibility: Visibility) =>
  replaceFile(db, files, artistId, column, key, async (file) =>
    files.put(visibility, await new Response(file.body).bytes(), file.contentType, key.slice(key.lastIndexOf(".") + 1)),
  );

/**
 * Puts the artist's headshot and resume where its current status says
 * (public when approved, private otherwise). Called after every change of the
 * status or of the files; it reads the committed row, so whichever of two
 * concurrent changes calls it last leaves the files right.
 */
export async function syncArtistFileVisibility(db: Database, files: FileStore, artistId: string): Promise<void> {
  const [row] = await db
    .select({ status: artists.status, headshotKey: artists.headshotKey, resumeKey: artists.resumeKey })
    .from(artists)
    .where(eq(artists.id, artistId))
    .limit(1);
  if (!row) return;
  const visibility = artistFileVisibility(row.status);
  for (const column of Object.keys(MEDIA_COLUMNS) as MediaColumn[]) {
    const key = row[column];
    if (isPublicKey(key) !== (visibility === "public")) await moveFile(db, files, artistId, column, key, visibility);
  }
}

/**
 * At start: artists whose headshot or resume is not where their status says
 * (rows written before this rule, or a move cut short by a storage failure).
 */
export async function reconcileArtistFiles(db: Database, files: FileStore): Promise<void> {
  const isPublic = (column: SQLWrapper) => sql`${column} like 'public/%'`;
  const approved = eq(artists.status, "approved");
  const rows = await db
    .select({ id: artists.id })
    .from(artists)
    .where(
      or(
        and(approved, or(sql`not ${isPublic(artists.headshotKey)}`, sql`not ${isPublic(artists.resumeKey)}`)),
        and(ne(artists.status, "approved"), or(isPublic(artists.headshotKey), isPublic(artists.resumeKey))),
      ),
    );
  for (const { id } of rows) await syncArtistFileVisibility(db, files, id);
}

/**
 * Headshots stored before they were kept as WebP (`keptPicture`: upright, within
 * 1200x1600, without the photo's metadata) are kept so, where they are, public or
 * private. Started by src/server.ts in the background: a large photo takes a moment.
 * Several instances may do it at once (replaceFile keeps one copy); one that cannot be
 * read is left as it was, and logged. Returns how many were replaced.
 */
export async function keepStoredHeadshots({
  db,
  files,
  events,
  log,
  signal,
}: {
  db: Database;
  files: FileStore;
  events: EventPublisher;
  log: Logger;
  /** Ends the pass between two headshots (the server stopping). */
  signal?: AbortSignal;
}): Promise<number> {
  const rows = await db
    .select({ id: artists.id, userId: artists.userId, status: artists.status, headshotKey: artists.headshotKey })
    .from(artists)
    // A deleted account's key is empty (src/features/accounts/account-deletion.ts).
    .where(and(ne(artists.headshotKey, ""), sql`${artists.headshotKey} not like '%.webp'`));
  let replaced = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    const visibility: Visibility = isPublicKey(row.headshotKey) ? "public" : "private";
    try {
      const done = await replaceFile(db, files, row.id, "headshotKey", row.headshotKey, async (file) => {
        const kept = await keptPicture(await new Response(file.body).blob(), "headshot");
        return files.put(visibility, kept.data, kept.mime, kept.extension);
      });
      if (!done) continue;
      replaced++;
      events.publish({ type: "artist.profile_changed", artistId: row.id, userId: row.userId, approved: row.status === "approved" });
    } catch (error) {
      log.warn("headshot not kept", { artistId: row.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return replaced;
}
