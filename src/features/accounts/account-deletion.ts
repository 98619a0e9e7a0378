import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import {
  accountTokens,
  twoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  artistCredentials,
  artistAvailabilityLinks,
  artists,
  artistStyleLinks,
  artistStyleRequests,
  artistProfileChanges,
  artistTypeLinks,
  chatMessages,
  clientFavourites,
  clients,
  contacts,
  idempotencyKeys,
  jobApplications,
  jobs,
  users,
} from "../../../db/schema.ts";
import { DRAFT } from "../jobs/index.ts";
import { ADMIN_ID } from "../../platform/contract/roles.ts";
import { appendAudit, type AuditActor } from "../audit/index.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import { enqueueMail } from "../../platform/mail/outgoing.ts";
import { randomSecret } from "../../platform/random-secret.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { mailLocaleOf } from "./account-tokens.ts";
import { confirmPassword, requireActiveUser } from "./accounts.ts";
import { eraseAvailability } from "../availability/index.ts";
import { storedDocumentKeys, withoutDocuments } from "../artists/index.ts";
import { leaveFilesForRetention, retentionFilesGone } from "../retention/index.ts";
import { forbidden } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { deleteSessionsOf } from "./sessions.ts";

/** The name a deleted account shows where the agency's records keep it (bookings, the agency's side of a chat). */
export const DELETED_USER_NAME = "Deleted user";

/** An address that frees the old one for a new registration and can never receive mail (`.invalid` is reserved, RFC 2606). */
export const deletedAddress = (userId: string) => `deleted-${userId}@invalid`;

/** A password hash no password matches (not an argon2 string: nothing verifies against it). */
const unusableHash = () => `!deleted:${randomSecret()}`;

/**
 * `DELETE /auth/account {password}` (PIPEDA, Québec Law 25):
 * after the password, in one transaction,
 * - the account-deleted mail to the address as it was;
 * - the user row kept but erased (name "Deleted user", an address that frees the
 *   old one, an unusable password, no language, status "deleted"): the agency's
 *   bookings keep a party, and a deleted account cannot log in;
 * - an artist's profile texts and file keys erased, its styles, types,
 *   availabilities and style requests removed, its opt-ins to pending jobs
 *   withdrawn and its notes on others erased; status "rejected" (off every list);
 * - a studio's profile erased, its pending requests cancelled, the studio name,
 *   address and description of all its jobs erased (date, hours, rate, style, city
 *   and postal code stay for the agency's books);
 * - the texts of the chat messages the user sent erased (the agency's replies stay);
 * - contact-form messages sent from the address, links, sessions, the second factor and kept replies removed.
 * The stored files go on the retention pass's list in the same transaction; after the commit they are
 * deleted, and each one gone leaves the list: one the store could not delete is deleted by the daily
 * pass once the agency's period for deleted accounts' files has run (src/features/retention/).
 * Every session then ends on every instance.
 * The agency's own account cannot be deleted this way.
 */
export async function deleteAccount(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  { userId, password, requestLocale, actor }: { userId: string; password: string; requestLocale: Locale; actor: AuditActor },
): Promise<void> {
  const user = await requireActiveUser(db, userId);
  if (user.role === "admin" || user.id === ADMIN_ID) throw forbidden("api.account.adminCannotDelete");
  await confirmPassword(password, user.passwordHash);

  const { artist, cancelled, fileKeys } = await db.transaction(async (tx) => {
    await appendAudit(tx, actor, { action: "account.deleted", entityType: "user", entityId: user.id });
    await enqueueMail(tx, { to: user.email, locale: mailLocaleOf(user.locale, requestLocale), template: "account-deleted", params: { name: user.name } });
    await tx
      .update(users)
      .set({ name: DELETED_USER_NAME, email: deletedAddress(user.id), passwordHash: unusableHash(), locale: null, emailVerifiedAt: null, status: "deleted" })
      .where(eq(users.id, user.id));

    const [artist] = await tx.select().from(artists).where(eq(artists.userId, user.id)).for("update");
    let fileKeys: string[] = [];
    if (artist) {
      // Police records and certificates are the artist's alone: nothing of them stays, their documents neither.
      const credentials = await tx.delete(artistCredentials).where(eq(artistCredentials.artistId, artist.id)).returning({ key: artistCredentials.documentKey });
      fileKeys = [...storedDocumentKeys(artist), ...credentials.map((c) => c.key)];
      await leaveFilesForRetention(tx, "deleted_account", fileKeys);
      await tx
        .update(artists)
        .set({
          bio: "",
          experience: "",
          status: "rejected",
          ...withoutDocuments(),
          updatedAt: new Date(),
        })
        .where(eq(artists.id, artist.id));
      for (const [table, owner] of [
        [artistStyleLinks, artistStyleLinks.artistId],
        [artistTypeLinks, artistTypeLinks.artistId],
        [artistAvailabilityLinks, artistAvailabilityLinks.artistId],
        [artistStyleRequests, artistStyleRequests.artistId],
        [artistProfileChanges, artistProfileChanges.artistId],
      ] as const) {
        await tx.delete(table).where(eq(owner, artist.id));
      }
      await eraseAvailability(tx, artist.id);
      const pendingJobs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "pending"));
      await tx.delete(jobApplications).where(and(eq(jobApplications.artistId, artist.id), inArray(jobApplications.jobId, pendingJobs)));
      await tx.update(jobApplications).set({ note: "" }).where(eq(jobApplications.artistId, artist.id));
    }

    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id));
    let cancelled: string[] = [];
    if (client) {
      await tx
        .update(clients)
        .set({ studioName: DELETED_USER_NAME, studioDirector: "", address: "", contactNumber: "", updatedAt: new Date() })
        .where(eq(clients.id, client.id));
      const rows = await tx
        .update(jobs)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(jobs.clientId, client.id), eq(jobs.status, "pending")))
        .returning({ id: jobs.id });
      cancelled = rows.map((r) => r.id);
      // The shortlist is the studio's own choice of people: nothing the agency's books need.
      await tx.delete(clientFavourites).where(eq(clientFavourites.clientId, client.id));
      // Drafts were never posted: nothing of them is anyone else's business, so nothing of them stays.
      await tx.delete(jobs).where(and(eq(jobs.clientId, client.id), eq(jobs.status, DRAFT)));
      await tx.update(jobs).set({ studioName: DELETED_USER_NAME, address: "", description: "" }).where(eq(jobs.clientId, client.id));
    }

    await tx
      .update(chatMessages)
      .set({ message: "" })
      .where(and(eq(chatMessages.senderId, user.id), ne(chatMessages.message, "")));
    await tx.delete(contacts).where(sql`lower(${contacts.email}) = ${user.email.toLowerCase()}`);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    // The second factor's secret, recovery codes and waiting sign-ins go with the account.
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${user.id}`));
    await deleteSessionsOf(tx, user.id);
    return { artist, cancelled, fileKeys };
  });

  events.publish({ type: "session.revoked", userId: user.id });
  for (const jobId of cancelled) events.publish({ type: "job.cancelled", jobId, by: "client" });
  events.publish({ type: "account.deleted", userId: user.id, artistId: artist?.id ?? null });
  // A file that cannot be deleted now must not undo what was erased: it stays on the retention pass's list.
  const outcomes = await Promise.allSettled(fileKeys.map((key) => files.delete(key)));
  await retentionFilesGone(
    db,
    fileKeys.filter((_, i) => outcomes[i]!.status === "fulfilled"),
  );
}
