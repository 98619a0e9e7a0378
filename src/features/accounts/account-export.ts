import { asc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client.ts";
import {
  accountTokens,
  artistAvailabilities,
  artistCredentials,
  artistAvailabilityLinks,
  artistMailingAddresses,
  artists,
  artistStyleLinks,
  artistStyleRequests,
  artistStyles,
  artistTypeLinks,
  artistTypes,
  chatMessages,
  clientFavourites,
  clients,
  contacts,
  invoices,
  jobApplications,
  jobs,
  reviews,
  sessions,
  users,
} from "../../../db/schema.ts";
import { qualified, requireActiveUser } from "./accounts.ts";
import { readAvailability } from "../availability/index.ts";
import { outerArtistId } from "../artists/index.ts";
import { pendingProfileChangeOf } from "../artists/index.ts";

/** The name a download of the export gets: the product and the day (UTC). */
export const accountExportFilename = (now = new Date()) => `dancelink-account-${now.toISOString().slice(0, 10)}.json`;

/** Names of one lookup an artist links to, in the list's order, as a correlated aggregate (no N+1). */
const namesOf = (lookup: typeof artistStyles, item: AnyPgColumn, owner: AnyPgColumn) => {
  const name = qualified(lookup.name);
  return sql<string[]>`coalesce((select array_agg(${name} order by ${qualified(lookup.sortOrder)}, ${name})
    from ${item.table} join ${lookup} on ${qualified(lookup.id)} = ${qualified(item)} where ${qualified(owner)} = ${outerArtistId}), '{}')`;
};

/** When the artist said it is free: its weekly hours, and every blackout kept, ended ones too. */
async function exportedAvailability(db: Database, artistId: string) {
  const { weekly, blackouts } = await readAvailability(db, artistId, { endedToo: true });
  return { weeklyHours: weekly, blackouts };
}

/** The artist's credentials as sent and decided, oldest first, with the key of each document. */
async function exportedCredentials(db: Database, artistId: string) {
  const { artistId: _, ...columns } = getTableColumns(artistCredentials);
  return db.select(columns).from(artistCredentials).where(eq(artistCredentials.artistId, artistId)).orderBy(asc(artistCredentials.createdAt));
}

/** Where the artist receives its T4A slip, as it gave it (null until it does). */
async function exportedMailingAddress(db: Database, artistId: string) {
  const { artistId: _, ...columns } = getTableColumns(artistMailingAddresses);
  const [row] = await db.select(columns).from(artistMailingAddresses).where(eq(artistMailingAddresses.artistId, artistId));
  return row ?? null;
}

/**
 * `GET /auth/account/export` (PIPEDA's right of access, Québec
 * Law 25's portability): everything stored about the user, in a handful of
 * queries. The account (never its password hash), its sessions and mailed links
 * (never their secrets), the artist or studio profile with its choices and the
 * keys of its files (not the files), the jobs it posted, opted in to or was
 * confirmed on, every chat message it sent or received (the other party named by
 * id and name only), the reviews it wrote or received, a studio's shortlist and
 * invoices (as issued) and the contact-form messages sent from its address.
 */
export async function exportAccount(db: Database, userId: string) {
  const user = await requireActiveUser(db, userId);
  const partner = alias(users, "partner");
  const [sessionRows, linkRows, [artist], [client], messageRows, contactRows] = await Promise.all([
    db
      .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        purpose: accountTokens.purpose,
        email: accountTokens.email,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId))
      .orderBy(asc(accountTokens.createdAt)),
    db
      .select({
        row: artists,
        styles: namesOf(artistStyles, artistStyleLinks.styleId, artistStyleLinks.artistId),
        stylesAwaitingReview: namesOf(artistStyles, artistStyleRequests.styleId, artistStyleRequests.artistId),
        types: namesOf(artistTypes, artistTypeLinks.typeId, artistTypeLinks.artistId),
        availabilities: namesOf(artistAvailabilities, artistAvailabilityLinks.availabilityId, artistAvailabilityLinks.artistId),
      })
      .from(artists)
      .where(eq(artists.userId, userId)),
    db.select().from(clients).where(eq(clients.userId, userId)),
    db
      .select({ message: chatMessages, partnerName: partner.name })
      .from(chatMessages)
      .innerJoin(partner, sql`${partner.id} = case when ${chatMessages.senderId} = ${userId} then ${chatMessages.receiverId} else ${chatMessages.senderId} end`)
      .where(or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    db.select().from(contacts).where(sql`lower(${contacts.email}) = ${user.email.toLowerCase()}`).orderBy(asc(contacts.createdAt)),
  ]);

  const reviewed = alias(users, "reviewed");
  const reviewColumns = {
    id: reviews.id,
    jobId: reviews.jobId,
    rating: reviews.rating,
    comment: reviews.comment,
    reply: reviews.reply,
    repliedAt: reviews.repliedAt,
    hidden: reviews.hidden,
    createdAt: reviews.createdAt,
  };
  const [applicationRows, confirmedRows, postedRows, receivedReviews, writtenReviews, shortlistRows, invoiceRows, changeAwaitingReview] = await Promise.all([
    artist
      ? db
          .select({ application: jobApplications, job: jobs })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
          .where(eq(jobApplications.artistId, artist.row.id))
          .orderBy(asc(jobApplications.createdAt))
      : [],
    artist ? db.select().from(jobs).where(eq(jobs.confirmedArtistId, artist.row.id)).orderBy(asc(jobs.startDate)) : [],
    client ? db.select().from(jobs).where(eq(jobs.clientId, client.id)).orderBy(asc(jobs.createdAt)) : [],
    artist ? db.select(reviewColumns).from(reviews).where(eq(reviews.artistId, artist.row.id)).orderBy(asc(reviews.createdAt)) : [],
    client
      ? db
          .select({ ...reviewColumns, artistId: reviews.artistId, artistName: reviewed.name })
          .from(reviews)
          .innerJoin(artists, eq(artists.id, reviews.artistId))
          .innerJoin(reviewed, eq(reviewed.id, artists.userId))
          .where(eq(reviews.clientId, client.id))
          .orderBy(asc(reviews.createdAt))
      : [],
    client
      ? db
          .select({ artistId: clientFavourites.artistId, artistName: reviewed.name, savedAt: clientFavourites.createdAt })
          .from(clientFavourites)
          .innerJoin(artists, eq(artists.id, clientFavourites.artistId))
          .innerJoin(reviewed, eq(reviewed.id, artists.userId))
          .where(eq(clientFavourites.clientId, client.id))
          .orderBy(asc(clientFavourites.createdAt))
      : [],
    client ? db.select().from(invoices).where(eq(invoices.clientId, client.id)).orderBy(asc(invoices.issuedAt), asc(invoices.id)) : [],
    artist ? pendingProfileChangeOf(db, artist.row.id) : null,
  ]);

  // Dates go out as ISO strings (JSON); rows are the user's own, secrets left out by the selects above.
  const { passwordHash: _, ...account } = user;
  return {
    exportedAt: new Date(),
    account,
    sessions: sessionRows,
    mailedLinks: linkRows,
    artistProfile: artist
      ? {
          id: artist.row.id,
          bio: artist.row.bio,
          experience: artist.row.experience,
          status: artist.row.status,
          createdAt: artist.row.createdAt,
          updatedAt: artist.row.updatedAt,
          styles: artist.styles,
          stylesAwaitingReview: artist.stylesAwaitingReview,
          changeAwaitingReview,
          types: artist.types,
          availabilities: artist.availabilities,
          ...(await exportedAvailability(db, artist.row.id)),
          credentials: await exportedCredentials(db, artist.row.id),
          mailingAddress: await exportedMailingAddress(db, artist.row.id),
          files: {
            headshot: artist.row.headshotKey,
            resume: artist.row.resumeKey,
            policeCheck: artist.row.policeCheckKey,
            directDeposit: artist.row.directDepositKey,
            referenceLetters: artist.row.referenceLetterKeys,
          },
        }
      : null,
    studioProfile: client ?? null,
    jobsPosted: postedRows,
    jobOptIns: applicationRows.map((a) => ({ note: a.application.note, createdAt: a.application.createdAt, job: a.job })),
    jobsConfirmed: confirmedRows,
    chatMessages: messageRows.map(({ message: m, partnerName }) => {
      const sent = m.senderId === userId;
      return {
        id: m.id,
        direction: sent ? "sent" : "received",
        with: { userId: sent ? m.receiverId : m.senderId, name: partnerName },
        message: m.message,
        createdAt: m.createdAt,
        readAt: m.readAt,
      };
    }),
    reviewsReceived: receivedReviews,
    reviewsWritten: writtenReviews,
    shortlist: shortlistRows,
    invoices: invoiceRows,
    contactMessages: contactRows,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
