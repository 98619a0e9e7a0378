import { and, asc, eq, ne } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import { artistProfileChanges, artists, users } from "../../../db/schema.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import { type AskedText, askedText, type PendingProfileChange, type ProfileChange, type ProfileChangeDecided } from "./profile-changes.contract.ts";
import type { StyleRequestDecision } from "./style-requests.contract.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";

/**
 * The second outside review: an approved artist's name and bio flow into mails, invoices
 * and the public profile, so a new one goes to the agency first, as new styles do
 * (./style-requests.ts). They keep the approved text (`users.name`, `artists.bio`) until
 * the agency approves the change; the artist sees it waiting. An artist not yet approved
 * writes freely: the agency reviews the whole application when it approves it.
 */

/** The texts an edit asks for, each null when it stays as approved. */
interface AskedChange {
  name: string | null;
  bio: string | null;
}

/**
 * An approved artist's edit of its name and bio (`bio` undefined: not sent, unchanged): what
 * differs from the approved text waits for the agency, replacing what waited before under a
 * new id; what is the approved text again is withdrawn. Runs in the edit's transaction, after
 * the artist's row is locked by its update. Returns the change the edit newly asks for, or
 * undefined when it asks nothing it did not ask before.
 */
export async function requestProfileChange(
  tx: Queryable,
  artistId: string,
  approved: { name: string; bio: string },
  edit: { name: string; bio?: string },
): Promise<{ id: string; asked: AskedText } | undefined> {
  const [waiting] = await tx.select().from(artistProfileChanges).where(eq(artistProfileChanges.artistId, artistId));
  const asked: AskedChange = {
    name: edit.name === approved.name ? null : edit.name,
    bio: edit.bio === undefined ? (waiting?.bio ?? null) : edit.bio === approved.bio ? null : edit.bio,
  };
  if (asked.name === null && asked.bio === null) {
    if (waiting) await tx.delete(artistProfileChanges).where(eq(artistProfileChanges.id, waiting.id));
    return undefined;
  }
  if (waiting && waiting.name === asked.name && waiting.bio === asked.bio) return undefined;
  const id = Bun.randomUUIDv7();
  await tx
    .insert(artistProfileChanges)
    .values({ id, artistId, ...asked })
    .onConflictDoUpdate({ target: artistProfileChanges.artistId, set: { id, ...asked, updatedAt: new Date() } });
  return { id, asked: askedText(asked) };
}

/** Drops what an artist asked while approved: its texts now change without review (a rejected artist's resubmission). */
export async function withdrawProfileChange(tx: Queryable, artistId: string): Promise<void> {
  await tx.delete(artistProfileChanges).where(eq(artistProfileChanges.artistId, artistId));
}

/** The artist's own view of its waiting change (its profile's `pendingChange`), or null. */
export async function pendingProfileChangeOf(db: Queryable, artistId: string): Promise<PendingProfileChange | null> {
  const [row] = await db
    .select({ name: artistProfileChanges.name, bio: artistProfileChanges.bio, since: artistProfileChanges.createdAt })
    .from(artistProfileChanges)
    .where(eq(artistProfileChanges.artistId, artistId));
  return row ? { name: row.name, bio: row.bio, since: row.since.toISOString() } : null;
}

function selectChanges(db: Database) {
  return db
    .select({
      id: artistProfileChanges.id,
      artistId: artists.id,
      userId: artists.userId,
      artistEmail: users.email,
      name: users.name,
      newName: artistProfileChanges.name,
      bio: artists.bio,
      newBio: artistProfileChanges.bio,
      createdAt: artistProfileChanges.createdAt,
      updatedAt: artistProfileChanges.updatedAt,
    })
    .from(artistProfileChanges)
    .innerJoin(artists, eq(artists.id, artistProfileChanges.artistId))
    .innerJoin(users, and(eq(users.id, artists.userId), ne(users.status, "deleted")));
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>["execute"]>>[number];

const toProfileChange = ({ userId: _userId, createdAt, updatedAt, ...row }: ChangeRow): ProfileChange => ({
  ...row,
  asked: askedText({ name: row.newName, bio: row.newBio }),
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** `GET /admin/profile-changes`: what waits for the agency, oldest first (first come, first served). */
export async function listProfileChanges(db: Database, page: PageRequest | undefined): Promise<Paged<ProfileChange>> {
  const { rows, total } = await paginate(db, selectChanges(db).$dynamic(), [asc(artistProfileChanges.createdAt), asc(artistProfileChanges.id)], page);
  return { items: rows.map(toProfileChange), total };
}

/**
 * `PUT /admin/profile-changes/:id {status, reason?}`: approval puts the new texts on the
 * artist's profile (and from there in its mails, invoices and the roster); a rejection
 * drops them, its reason going to the artist's notification. One transaction that deletes
 * the change first, so two decisions cannot both win, and a change the artist edited
 * since the agency saw it (a new id) is not decided: the second finds nothing (404).
 */
export async function decideProfileChange(
  db: Database,
  events: EventPublisher,
  { changeId, status, reason }: { changeId: string; status: StyleRequestDecision; reason?: string },
): Promise<ProfileChangeDecided> {
  const [change] = await selectChanges(db).where(eq(artistProfileChanges.id, changeId)).limit(1);
  if (!change) throw notFound("api.profileChange.notFound");
  const decided = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(artistProfileChanges)
      .where(eq(artistProfileChanges.id, changeId))
      .returning({ name: artistProfileChanges.name, bio: artistProfileChanges.bio });
    if (!gone) return false;
    if (status === "approved") {
      if (gone.name !== null) await tx.update(users).set({ name: gone.name }).where(eq(users.id, change.userId));
      if (gone.bio !== null) await tx.update(artists).set({ bio: gone.bio, updatedAt: new Date() }).where(eq(artists.id, change.artistId));
    }
    return true;
  });
  if (!decided) throw notFound("api.profileChange.notFound");
  const { artistId, userId } = change;
  const seen = toProfileChange(change);
  const { asked } = seen;
  events.publish(
    status === "approved"
      ? { type: "artist.profile_change_approved", changeId, artistId, userId, asked }
      : { type: "artist.profile_change_rejected", changeId, artistId, userId, asked, ...(reason ? { reason } : {}) },
  );
  return { ...seen, status };
}
