import { lower, msg, type MessageRef } from "../../platform/i18n/api-messages.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.ts";
import {
  artistAvailabilities,
  artistAvailabilityLinks,
  artists,
  artistStyleLinks,
  artistStyles,
  artistTypeLinks,
  artistTypes,
  users,
} from "../../../db/schema.ts";
import {
  REFERENCE_LETTER_COUNT,
  REPLACEABLE_DOCUMENTS,
  type AdminArtist,
  type ArtistApplicationInput,
  type ArtistChoices,
  type ArtistFileKind,
  type ArtistDecision,
  type ArtistProfileCheck,
  type ArtistDocuments,
  type ArtistProfile,
  type ArtistStatus,
  type ArtistUpdateInput,
  type LookupField,
  type ReplaceableDocument,
} from "./artist-area.contract.ts";
import type { Paged, PageRequest } from "../../platform/contract/pagination.ts";
import type { ArtistPlace } from "../../platform/contract/places.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore, StoredFile, Visibility } from "../../platform/storage/file-store.ts";
import { checkUpload, UPLOAD_RULES, type CheckedUpload, type UploadRule } from "../../platform/storage/uploads.ts";
import { assertUnchangedEmail, isUniqueViolation } from "../accounts/index.ts";
import { adminArtistFiles, artistFileUrl, artistFileVisibility, syncArtistFileVisibility } from "./artist-files.ts";
import { artistLookupNames, findArtistByUser, type ArtistRow } from "./artists.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { paginate } from "../../platform/db/paging.ts";
import { pendingStylesOf, requestStyles } from "./style-requests.ts";
import { pendingProfileChangeOf, requestProfileChange, withdrawProfileChange } from "./profile-changes.ts";
import type { AskedText } from "./profile-changes.contract.ts";
import { keptPicture } from "../../platform/storage/pictures.ts";

/** Each lookup field: its table and link table, so one code path serves all three lists. */
const LOOKUPS = {
  artistType: {
    table: artistTypes,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) => db.insert(artistTypeLinks).values(ids.map((typeId) => ({ artistId, typeId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistTypeLinks).where(eq(artistTypeLinks.artistId, artistId)),
    ids: sql<string[]>`coalesce((select array_agg(${artistTypeLinks.typeId}) from ${artistTypeLinks} where ${artistTypeLinks.artistId} = ${artists.id}), '{}')`,
  },
  artistStyle: {
    table: artistStyles,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) => db.insert(artistStyleLinks).values(ids.map((styleId) => ({ artistId, styleId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistStyleLinks).where(eq(artistStyleLinks.artistId, artistId)),
    ids: sql<
      string[]
    >`coalesce((select array_agg(${artistStyleLinks.styleId}) from ${artistStyleLinks} where ${artistStyleLinks.artistId} = ${artists.id}), '{}')`,
  },
  artistAvailable: {
    table: artistAvailabilities,
    insertLinks: (db: Queryable, artistId: string, ids: string[]) =>
      db.insert(artistAvailabilityLinks).values(ids.map((availabilityId) => ({ artistId, availabilityId }))),
    clearLinks: (db: Queryable, artistId: string) => db.delete(artistAvailabilityLinks).where(eq(artistAvailabilityLinks.artistId, artistId)),
    ids: sql<
      string[]
    >`coalesce((select array_agg(${artistAvailabilityLinks.availabilityId}) from ${artistAvailabilityLinks} where ${artistAvailabilityLinks.artistId} = ${artists.id}), '{}')`,
  },
} as const satisfies Record<LookupField, unknown>;

const LOOKUP_ORDER = Object.keys(LOOKUPS) as LookupField[];

/** The name of each list in the API's messages. */
const LOOKUP_FIELD_LABELS: Record<LookupField, MessageKey> = {
  artistType: "api.label.artistType",
  artistStyle: "api.label.artistStyle",
  artistAvailable: "api.label.availability",
};

/** 400 naming the list when an id is not one of its entries (a choice removed meanwhile, or made up). */
async function checkLookupIds(db: Database, chosen: Partial<Record<LookupField, string[]>>) {
  for (const field of LOOKUP_ORDER) {
    const ids = chosen[field];
    if (!ids) continue;
    const { table } = LOOKUPS[field];
    const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
    if (row!.n !== ids.length) throw invalid(msg("api.artist.unknownChoice", { field: lower(LOOKUP_FIELD_LABELS[field]) }));
  }
}

async function linkLookups(db: Queryable, artistId: string, chosen: Partial<Record<LookupField, string[]>>) {
  for (const field of LOOKUP_ORDER) {
    const ids = chosen[field];
    if (!ids) continue;
    await LOOKUPS[field].clearLinks(db, artistId);
    await LOOKUPS[field].insertLinks(db, artistId, ids);
  }
}

/**
 * Files stored for one request. Stored first, before the rows that point at
 * them; when anything fails afterwards, `discard` removes every one of them,
 * so a refused request leaves no orphan behind.
 */
class PendingFiles {
  private keys: string[] = [];
  constructor(private readonly files: FileStore) {}

  async put(visibility: Visibility, upload: CheckedUpload): Promise<string> {
    const key = await this.files.put(visibility, upload.data, upload.mime, upload.extension);
    this.keys.push(key);
    return key;
  }

  async discard() {
    await removeFiles(this.files, this.keys);
    this.keys = [];
  }
}

/** Deletes stored files; one that cannot be deleted now must not fail what already succeeded. */
async function removeFiles(files: FileStore, keys: (string | null | undefined)[]) {
  await Promise.allSettled(keys.flatMap((key) => (key ? [files.delete(key)] : [])));
}

/** Checks one optional upload against its rule; undefined when none was sent. */
const checkOptional = (file: Blob | undefined, rule: UploadRule, label?: MessageKey | MessageRef) =>
  file ? checkUpload(file, rule, label) : Promise.resolve(undefined);

function required(file: Blob | undefined, label: MessageKey): Blob {
  if (!file) throw invalid(msg("api.upload.required", { field: msg(label) }));
  return file;
}

export interface ApplicationUploads {
  headshot: Blob | undefined;
  resume: Blob | undefined;
  policeCheck: Blob | undefined;
  directDeposit: Blob | undefined;
  referenceLetters: Blob[];
}

/**
 * `POST /artist/add`: an artist applies once, with its headshot, resume and documents.
 * Everything is checked before the first file is stored; the rows are written
 * in one transaction; on any failure the stored files are deleted again.
 */
export async function applyAsArtist(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  userId: string,
  input: ArtistApplicationInput,
  uploads: ApplicationUploads,
): Promise<{ id: string; artistStatus: ArtistStatus }> {
  if (await findArtistByUser(db, userId)) throw conflict("api.artist.alreadyApplied");
  const headshotFile = required(uploads.headshot, "api.label.headshot");
  const resumeFile = required(uploads.resume, "api.label.resume");
  const directDepositFile = required(uploads.directDeposit, "api.label.directDeposit");
  if (uploads.referenceLetters.length !== REFERENCE_LETTER_COUNT) {
    throw invalid(msg("api.artist.referenceLetters", { count: REFERENCE_LETTER_COUNT, sent: uploads.referenceLetters.length }));
  }
  await checkLookupIds(db, input);

  const checkedHeadshot = await checkUpload(headshotFile, UPLOAD_RULES.headshot);
  const resume = await checkUpload(resumeFile, UPLOAD_RULES.resume);
  const policeCheck = await checkOptional(uploads.policeCheck, UPLOAD_RULES.document, "api.label.policeCheck");
  const directDeposit = await checkUpload(directDepositFile, UPLOAD_RULES.document, "api.label.directDeposit");
  const letters = [];
  for (const [i, letter] of uploads.referenceLetters.entries()) {
    letters.push(await checkUpload(letter, UPLOAD_RULES.document, msg("api.label.referenceLetterN", { n: i + 1 })));
  }
  // Decoded once every file's type is known good: a refused résumé costs no photo's decoding.
  const headshot = await keptPicture(checkedHeadshot.data, "headshot");

  const pending = new PendingFiles(files);
  try {
    // Pending: the headshot and resume stay private until the agency approves the artist.
    const media = artistFileVisibility("pending");
    const keys = {
      headshotKey: await pending.put(media, headshot),
      resumeKey: await pending.put(media, resume),
      policeCheckKey: policeCheck ? await pending.put("private", policeCheck) : null,
      directDepositKey: await pending.put("private", directDeposit),
      referenceLetterKeys: [await pending.put("private", letters[0]!), await pending.put("private", letters[1]!)] as [string, string],
    };
    const artist = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(artists)
        .values({
          userId,
          bio: input.bio,
          experience: input.experience,
          city: input.city ?? null,
          province: input.province ?? null,
          travelKm: input.travelKm ?? null,
          status: "pending",
          ...keys,
        })
        .returning({ id: artists.id, status: artists.status });
      await linkLookups(tx, row!.id, input);
      return row!;
    });
    events.publish({ type: "artist.applied", artistId: artist.id, userId });
    return { id: artist.id, artistStatus: artist.status };
  } catch (error) {
    await pending.discard();
    // Two submissions racing: the unique index on the user decides.
    if (isUniqueViolation(error)) throw conflict("api.artist.alreadyApplied");
    throw error;
  }
}

/** `GET /artist/check-artist-profile`: the application's status (null when there is none) and the agency's reason for a rejection. */
export async function getArtistStatus(db: Database, userId: string): Promise<ArtistProfileCheck> {
  const [row] = await db.select({ status: artists.status, reason: artists.rejectionReason }).from(artists).where(eq(artists.userId, userId)).limit(1);
  return { artistStatus: row?.status ?? null, rejectionReason: row?.status === "rejected" ? (row.reason ?? null) : null };
}

/** Document URLs: the owner's through /api/artist/documents, the admin's through /api/admin/artists. */
function documentUrls(row: Pick<ArtistRow, "policeCheckKey">, base: string): ArtistDocuments {
  return {
    policeCheck: row.policeCheckKey ? `${base}/policeCheck` : null,
    directDeposit: `${base}/directDeposit`,
    referenceLetter1: `${base}/referenceLetter1`,
    referenceLetter2: `${base}/referenceLetter2`,
  };
}

/** An application's columns, its styles, types and availabilities named in `locale`. */
const detailColumns = (locale?: Locale) => ({
  artist: artists,
  name: users.name,
  email: users.email,
  accountStatus: users.status,
  styles: artistLookupNames("styles", locale),
  types: artistLookupNames("types", locale),
  availabilities: artistLookupNames("availabilities", locale),
});

type DetailRow = {
  artist: ArtistRow;
  name: string;
  email: string;
  accountStatus: (typeof users.$inferSelect)["status"];
  styles: string[];
  types: string[];
  availabilities: string[];
};

/** A deleted account's application is gone from the agency's lists: only its anonymised bookings remain. */
const notDeleted = ne(users.status, "deleted");

function selectDetails(db: Database, where: SQL | undefined, locale?: Locale) {
  return db.select(detailColumns(locale)).from(artists).innerJoin(users, eq(users.id, artists.userId)).where(and(where, notDeleted));
}

/** Where the artist fetches its own files through the API. */
const OWN_FILES = "/api/artist/documents";

/** `GET /artist/profile`: the artist's own profile whatever its status, its lookups named in `locale`. */
export async function getOwnArtistProfile(db: Database, files: FileStore, userId: string, locale?: Locale): Promise<ArtistProfile> {
  const [row] = await db
    .select({ ...detailColumns(locale), typeIds: LOOKUPS.artistType.ids, styleIds: LOOKUPS.artistStyle.ids, availabilityIds: LOOKUPS.artistAvailable.ids })
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(eq(artists.userId, userId))
    .limit(1);
  if (!row) throw notFound("api.artist.noProfile");
  const [pendingStyles, pendingChange] = await Promise.all([pendingStylesOf(db, row.artist.id, locale), pendingProfileChangeOf(db, row.artist.id)]);
  // The edit form keeps a pending style chosen: saving again must not withdraw it.
  const choices: ArtistChoices = { artistType: row.typeIds, artistStyle: [...row.styleIds, ...pendingStyles.ids], artistAvailable: row.availabilityIds };
  return {
    id: row.artist.id,
    user: row.name,
    email: row.email,
    bio: row.artist.bio,
    experience: row.artist.experience,
    ...placeOf(row.artist),
    headshotUrl: artistFileUrl(files, row.artist.headshotKey, OWN_FILES, "headshot"),
    resumeUrl: artistFileUrl(files, row.artist.resumeKey, OWN_FILES, "resume"),
    artistStyle: row.styles,
    pendingStyles: pendingStyles.names,
    pendingChange,
    artistType: row.types,
    artistAvailable: row.availabilities,
    artistStatus: row.artist.status,
    choices,
    documents: documentUrls(row.artist, OWN_FILES),
  };
}

export type ProfileUploads = { headshot: Blob | undefined; resume: Blob | undefined } & Partial<Record<ReplaceableDocument, Blob>>;

/** How a replaceable document is named in a message about it. */
export const DOCUMENT_LABELS: Record<ReplaceableDocument, MessageKey | MessageRef> = {
  policeCheck: "api.label.policeCheck",
  directDeposit: "api.label.directDeposit",
  referenceLetter1: msg("api.label.referenceLetterN", { n: 1 }),
  referenceLetter2: msg("api.label.referenceLetterN", { n: 2 }),
};

/** The stored key each replaceable document had, to keep or to delete once replaced. */
const documentKeysOf = (a: ArtistRow): Record<ReplaceableDocument, string | null> => ({
  policeCheck: a.policeCheckKey,
  directDeposit: a.directDepositKey,
  referenceLetter1: a.referenceLetterKeys[0] ?? null,
  referenceLetter2: a.referenceLetterKeys[1] ?? null,
});

/**
 * `PUT /artist/update`: the account's name (the email sent must be the account's:
 * a new one goes through PUT /auth/email), and optionally bio,
 * experience, lookups, a new headshot, resume or private document (police check,
 * direct deposit form, a reference letter). A replaced file is deleted
 * once the new one is committed; the new ones are deleted if the update fails.
 * An approved artist's new styles wait for the agency (`requestedStyles`: their
 * names in `locale`, as the profile's); a style taken off counts no more at once.
 * Its new name or bio waits too (`askedText`: which, when this edit asked it).
 * A rejected artist's update resubmits the application: pending again,
 * the agency's reason cleared (`resubmitted`).
 */
export async function updateArtistProfile(
  db: Database,
  files: FileStore,
  events: EventPublisher,
  userId: string,
  input: ArtistUpdateInput,
  uploads: ProfileUploads,
  locale?: Locale,
): Promise<{ profile: ArtistProfile; requestedStyles: string[]; askedText: AskedText | undefined; resubmitted: boolean }> {
  const current = await findArtistByUser(db, userId);
  if (!current) throw notFound("api.artist.noProfile");
  await assertUnchangedEmail(db, userId, input.email);
  await checkLookupIds(db, input);
  const checkedHeadshot = await checkOptional(uploads.headshot, UPLOAD_RULES.headshot);
  const resume = await checkOptional(uploads.resume, UPLOAD_RULES.resume);
  const documents: Partial<Record<ReplaceableDocument, CheckedUpload>> = {};
  for (const field of REPLACEABLE_DOCUMENTS) {
    const checked = await checkOptional(uploads[field], UPLOAD_RULES.document, DOCUMENT_LABELS[field]);
    if (checked) documents[field] = checked;
  }
  // As at application: decoded once every file's type is known good.
  const headshot = checkedHeadshot && (await keptPicture(checkedHeadshot.data, "headshot"));
  const oldDocumentKeys = documentKeysOf(current);
  const replaced = REPLACEABLE_DOCUMENTS.filter((field) => documents[field]);

  const pending = new PendingFiles(files);
  let requested: string[] = [];
  let textChange: { id: string; asked: AskedText } | undefined;
  let resubmitted = false;
  try {
    const media = artistFileVisibility(current.status);
    const headshotKey = headshot ? await pending.put(media, headshot) : current.headshotKey;
    const resumeKey = resume ? await pending.put(media, resume) : current.resumeKey;
    const documentKeys = { ...oldDocumentKeys };
    for (const field of replaced) documentKeys[field] = await pending.put("private", documents[field]!);
    requested = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(artists)
        .set({
          // An approved artist's new bio waits for the agency (below): the profile keeps the approved one.
          bio: sql`case when ${artists.status} = 'approved' then ${artists.bio} else coalesce(${input.bio ?? null}::text, ${artists.bio}) end`,
          experience: input.experience ?? current.experience,
          city: input.city ?? current.city,
          province: input.province ?? current.province,
          travelKm: input.travelKm ?? current.travelKm,
          headshotKey,
          resumeKey,
          policeCheckKey: documentKeys.policeCheck,
          directDepositKey: documentKeys.directDeposit!,
          referenceLetterKeys: [documentKeys.referenceLetter1!, documentKeys.referenceLetter2!],
          // Decided on the row as it is when written, so an approval committed meanwhile is not undone.
          status: sql`case when ${artists.status} = 'rejected' then 'pending' else ${artists.status} end`,
          rejectionReason: sql`case when ${artists.status} = 'rejected' then null else ${artists.rejectionReason} end`,
          updatedAt: new Date(),
        })
        .where(eq(artists.id, current.id))
        .returning({ status: artists.status, bio: artists.bio });
      // `returning` gives the new status: pending from a rejected one is a resubmission.
      resubmitted = current.status === "rejected" && row!.status === "pending";
      // Approved, a new name or bio goes to the agency first; otherwise it is the application's, reviewed with it.
      if (row!.status === "approved") {
        const [account] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
        textChange = await requestProfileChange(tx, current.id, { name: account!.name, bio: row!.bio }, input);
      } else {
        await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
        await withdrawProfileChange(tx, current.id);
      }
      // The status as of this update (the row is locked until commit, so an approval cannot slip in between).
      if (row!.status !== "approved" || !input.artistStyle) {
        await linkLookups(tx, current.id, input);
        return [];
      }
      await linkLookups(tx, current.id, { ...input, artistStyle: undefined });
      return requestStyles(tx, current.id, input.artistStyle);
    });
  } catch (error) {
    await pending.discard();
    throw error;
  }
  events.publish({ type: "artist.profile_changed", artistId: current.id, userId, approved: current.status === "approved" });
  if (resubmitted) events.publish({ type: "artist.resubmitted", artistId: current.id, userId });
  if (requested.length > 0) events.publish({ type: "artist.styles_requested", artistId: current.id, userId, styleIds: requested });
  if (textChange) events.publish({ type: "artist.profile_change_requested", changeId: textChange.id, artistId: current.id, userId, asked: textChange.asked });
  await removeFiles(files, [headshot && current.headshotKey, resume && current.resumeKey, ...replaced.map((field) => oldDocumentKeys[field])]);
  // The status may have changed since it was read: the new files follow the committed one.
  if (headshot || resume) await syncArtistFileVisibility(db, files, current.id);
  const profile = await getOwnArtistProfile(db, files, userId, locale);
  const askedText = textChange?.asked;
  if (requested.length === 0) return { profile, requestedStyles: [], askedText, resubmitted };
  const waiting = await pendingStylesOf(db, current.id, locale);
  return { profile, requestedStyles: waiting.names.filter((_, i) => requested.includes(waiting.ids[i]!)), askedText, resubmitted };
}

/** Where the artist lives, as the profile and the agency see it. */
const placeOf = (a: ArtistRow): ArtistPlace => ({ city: a.city, province: a.province, travelKm: a.travelKm });

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
  status: ArtistStatus | undefined,
  page: PageRequest | undefined,
  locale?: Locale,
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
  artistId: string,
  status: ArtistDecision,
  locale?: Locale,
  reason?: string,
): Promise<AdminArtist> {
  const [row] = await db
    .update(artists)
    .set({ status, rejectionReason: status === "rejected" && reason ? reason : null, updatedAt: new Date() })
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

const DOCUMENT_NAMES: Record<ArtistFileKind, string> = {
  headshot: "headshot",
  resume: "resume",
  policeCheck: "police-check",
  directDeposit: "direct-deposit",
  referenceLetter1: "reference-letter-1",
  referenceLetter2: "reference-letter-2",
};

export interface ArtistDocument {
  file: StoredFile;
  /** A file name for the download, from the kind and the real type (never the uploader's). */
  filename: string;
}

/** A file of an application, found by `where` (the owner's, or any for the admin). */
async function readDocument(db: Database, files: FileStore, where: SQL, kind: ArtistFileKind): Promise<ArtistDocument> {
  const [row] = await db
    .select({
      headshotKey: artists.headshotKey,
      resumeKey: artists.resumeKey,
      policeCheckKey: artists.policeCheckKey,
      directDepositKey: artists.directDepositKey,
      letters: artists.referenceLetterKeys,
    })
    .from(artists)
    .where(where)
    .limit(1);
  if (!row) throw notFound("api.artist.documentNotFound");
  const key = {
    headshot: row.headshotKey,
    resume: row.resumeKey,
    policeCheck: row.policeCheckKey,
    directDeposit: row.directDepositKey,
    referenceLetter1: row.letters[0],
    referenceLetter2: row.letters[1],
  }[kind];
  const file = key ? await files.get(key) : undefined;
  if (!key || !file) throw notFound("api.artist.documentNotFound");
  return { file, filename: `${DOCUMENT_NAMES[kind]}.${key.split(".").pop()}` };
}

export const getArtistDocumentForAdmin = (db: Database, files: FileStore, artistId: string, kind: ArtistFileKind) =>
  readDocument(db, files, eq(artists.id, artistId), kind);

export const getOwnArtistDocument = (db: Database, files: FileStore, userId: string, kind: ArtistFileKind) =>
  readDocument(db, files, eq(artists.userId, userId), kind);
