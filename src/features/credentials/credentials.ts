import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artistCredentials, artists, credentialKinds, users } from "../../../db/schema.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import { agencyDate } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore, StoredFile } from "../../platform/storage/file-store.ts";
import { checkUpload, UPLOAD_RULES } from "../../platform/storage/uploads.ts";
import { lapsedBookings } from "./credential-notices.ts";
import {
  type AdminCredential,
  type Credential,
  type CredentialDecision,
  type CredentialKind,
  type CredentialKindInput,
  type CredentialReview,
  type CredentialUpload,
  EARLIEST_ISSUE_DATE,
  EXPIRING_WITHIN_DAYS,
} from "./credentials.contract.ts";

const kindName = (locale: Locale) => (locale === "fr" ? credentialKinds.nameFr : credentialKinds.name);

/** The kinds the agency records, by name in `locale`. */
export async function listCredentialKinds(db: Database, locale: Locale): Promise<CredentialKind[]> {
  return db
    .select({ key: credentialKinds.key, name: kindName(locale), validityMonths: credentialKinds.validityMonths })
    .from(credentialKinds)
    .orderBy(asc(credentialKinds.createdAt), asc(credentialKinds.key));
}

/** The agency adds a kind; a key already used is a 409 (the primary key decides between racing requests). */
export async function addCredentialKind(db: Database, input: CredentialKindInput, locale: Locale): Promise<CredentialKind> {
  const [row] = await db.insert(credentialKinds).values(input).onConflictDoNothing().returning();
  if (!row) throw conflict("api.credentials.kindExists");
  return { key: row.key, name: locale === "fr" ? row.nameFr : row.name, validityMonths: row.validityMonths };
}

const credentialColumns = (locale: Locale) => ({
  id: artistCredentials.id,
  kind: artistCredentials.kind,
  kindName: kindName(locale),
  issuedOn: artistCredentials.issuedOn,
  status: artistCredentials.status,
  reason: artistCredentials.reason,
  expiresOn: artistCredentials.expiresOn,
  createdAt: artistCredentials.createdAt,
});

const toCredential = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The artist behind a user account, whatever its status: an applicant may send its check with its application. */
async function ownArtistId(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.userId, userId)).limit(1);
  if (!row) throw notFound("api.artist.noProfile");
  return row.id;
}

/** `GET /artist/credentials`: the artist's own, newest first. */
export async function listOwnCredentials(db: Database, userId: string, locale: Locale): Promise<Credential[]> {
  const artistId = await ownArtistId(db, userId);
  const rows = await db
    .select(credentialColumns(locale))
    .from(artistCredentials)
    .innerJoin(credentialKinds, eq(credentialKinds.key, artistCredentials.kind))
    .where(eq(artistCredentials.artistId, artistId))
    .orderBy(sql`${artistCredentials.createdAt} desc`, sql`${artistCredentials.id} desc`);
  return rows.map(toCredential);
}

/**
 * `POST /artist/credentials`: a credential waiting for the agency. The issue date is a day of the agency's
 * calendar, not after today there and not before 1900; the document is a PDF or an image by its bytes, stored
 * privately under a random key, deleted again when the row cannot be written.
 */
export async function uploadCredential(
  db: Database,
  files: FileStore,
  { userId, input, document, locale, now = new Date() }: { userId: string; input: CredentialUpload; document: Blob | undefined; locale: Locale; now?: Date },
): Promise<Credential> {
  const artistId = await ownArtistId(db, userId);
  if (input.issuedOn > agencyDate(now)) throw invalid("api.credentials.issuedInFuture");
  if (input.issuedOn < EARLIEST_ISSUE_DATE) throw invalid("api.credentials.issuedTooEarly");
  const [kind] = await db.select({ key: credentialKinds.key }).from(credentialKinds).where(eq(credentialKinds.key, input.kind)).limit(1);
  if (!kind) throw invalid("api.credentials.unknownKind");
  if (!document) throw invalid("api.credentials.documentRequired");
  const checked = await checkUpload(document, UPLOAD_RULES.document, "api.label.credentialDocument");
  const documentKey = await files.put("private", checked.data, checked.mime, checked.extension);
  try {
    const [row] = await db
      .insert(artistCredentials)
      .values({ artistId, kind: input.kind, issuedOn: input.issuedOn, documentKey, documentType: checked.mime })
      .returning({ id: artistCredentials.id });
    const [credential] = await db
      .select(credentialColumns(locale))
      .from(artistCredentials)
      .innerJoin(credentialKinds, eq(credentialKinds.key, artistCredentials.kind))
      .where(eq(artistCredentials.id, row!.id));
    return toCredential(credential!);
  } catch (error) {
    await files.delete(documentKey);
    throw error;
  }
}

/**
 * `DELETE /artist/credentials/:id`: the artist takes back a credential the agency has not verified (a refused one
 * too); a verified one is the agency's record, a 409. Another artist's, or one already deleted, is not found.
 */
export async function deleteOwnCredential(db: Database, files: FileStore, userId: string, credentialId: string): Promise<void> {
  const artistId = await ownArtistId(db, userId);
  const mine = and(eq(artistCredentials.id, credentialId), eq(artistCredentials.artistId, artistId));
  const [deleted] = await db
    .delete(artistCredentials)
    .where(and(mine, ne(artistCredentials.status, "verified")))
    .returning({ key: artistCredentials.documentKey });
  if (deleted) return files.delete(deleted.key);
  const [kept] = await db.select({ id: artistCredentials.id }).from(artistCredentials).where(mine).limit(1);
  if (kept) throw conflict("api.credentials.verifiedKept");
  throw notFound("api.credentials.notFound");
}

/**
 * `PUT /admin/credentials/:id`: the agency verifies a waiting credential, which then holds until its issue date plus
 * its kind's validity (that day excluded), or refuses it with a reason. A decided one is a 409: the first decision
 * of two racing ones wins, as the update only matches a waiting row.
 */
export async function decideCredential(db: Database, credentialId: string, decision: CredentialDecision, locale: Locale): Promise<AdminCredential> {
  const verified = decision.status === "verified";
  const validity = sql`(select ${credentialKinds.validityMonths} from ${credentialKinds} where ${credentialKinds.key} = ${artistCredentials.kind})`;
  const [row] = await db
    .update(artistCredentials)
    .set({
      status: decision.status,
      reason: verified ? null : decision.reason!,
      expiresOn: verified ? sql`(${artistCredentials.issuedOn} + make_interval(months => ${validity}))::date` : null,
      decidedAt: sql`now()`,
    })
    .where(and(eq(artistCredentials.id, credentialId), eq(artistCredentials.status, "pending")))
    .returning({ id: artistCredentials.id });
  const [credential] = await adminCredentials(db, locale, eq(artistCredentials.id, credentialId));
  if (!credential) throw notFound("api.credentials.notFound");
  if (!row) throw conflict("api.credentials.alreadyDecided");
  return credential;
}

/** Where the agency downloads a credential's document. */
export const adminCredentialDocument = (credentialId: string) => `/api/admin/credentials/${credentialId}/document`;

async function adminCredentials(db: Database, locale: Locale, where: ReturnType<typeof and>, order = asc(artistCredentials.createdAt)) {
  const rows = await db
    .select({ ...credentialColumns(locale), artistId: artists.id, artistName: users.name })
    .from(artistCredentials)
    .innerJoin(credentialKinds, eq(credentialKinds.key, artistCredentials.kind))
    .innerJoin(artists, eq(artists.id, artistCredentials.artistId))
    .innerJoin(users, eq(users.id, artists.userId))
    .where(where)
    .orderBy(order, asc(artistCredentials.id))
    .limit(500);
  return rows.map((row): AdminCredential => ({ ...toCredential(row), documentUrl: adminCredentialDocument(row.id) }));
}

/**
 * `GET /admin/credentials`: what waits for a decision, oldest first, and the verified credentials running out
 * within the next 60 days by the agency's calendar, soonest first; and the confirmed bookings a credential no longer
 * covers from one of their coming sessions on (computed now, from today's date: never stale).
 */
export async function credentialReview(db: Database, locale: Locale, now = new Date()): Promise<CredentialReview> {
  const today = agencyDate(now);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [awaiting, expiring, lapsed] = await Promise.all([
    adminCredentials(db, locale, eq(artistCredentials.status, "pending")),
    adminCredentials(
      db,
      locale,
      and(eq(artistCredentials.status, "verified"), gte(artistCredentials.expiresOn, today), lt(artistCredentials.expiresOn, horizon)),
      asc(artistCredentials.expiresOn),
    ),
    lapsedBookings(db, today),
  ]);
  return { awaiting, expiring, lapsed };
}

/** A credential's document for the agency: the stored file and a download name (never opened as a page of this site). */
export async function credentialDocument(db: Database, files: FileStore, credentialId: string): Promise<{ file: StoredFile; filename: string }> {
  const [row] = await db
    .select({ key: artistCredentials.documentKey, kind: artistCredentials.kind })
    .from(artistCredentials)
    .where(eq(artistCredentials.id, credentialId))
    .limit(1);
  const file = row ? await files.get(row.key) : undefined;
  if (!row || !file) throw notFound("api.credentials.notFound");
  return { file, filename: `${row.kind}.${row.key.split(".").pop()}` };
}
