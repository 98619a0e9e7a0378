import { msg } from "../../platform/i18n/api-messages.ts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists, users } from "../../../db/schema.ts";
import {
  REFERENCE_LETTER_COUNT,
  REPLACEABLE_DOCUMENTS,
  type ArtistApplicationInput,
  type ArtistChoices,
  type ArtistProfileCheck,
  type ArtistProfile,
  type ArtistStatus,
  type ArtistUpdateInput,
  type ReplaceableDocument,
} from "./artist-area.contract.ts";
import type { Locale } from "../../platform/i18n/locales.ts";
import type { FileStore } from "../../platform/storage/file-store.ts";
import { checkUpload, UPLOAD_RULES, type CheckedUpload } from "../../platform/storage/uploads.ts";
import { assertUnchangedEmail, isUniqueViolation } from "../accounts/index.ts";
import { artistFileUrl, artistFileVisibility, syncArtistFileVisibility } from "./artist-files.ts";
import { findArtistByUser } from "./artists.ts";
import { conflict, invalid, notFound } from "../../platform/errors.ts";
import type { EventPublisher } from "../../platform/events/domain-events.ts";
import { pendingStylesOf, requestStyles } from "./style-requests.ts";
import { pendingProfileChangeOf, requestProfileChange, withdrawProfileChange } from "./profile-changes.ts";
import type { AskedText } from "./profile-changes.contract.ts";
import { keptPicture } from "../../platform/storage/pictures.ts";
import { checkLookupIds, linkLookups, LOOKUPS } from "./artist-choices.ts";
import { checkOptional, DOCUMENT_LABELS, documentKeysOf, documentUrls, PendingFiles, removeFiles, required } from "./artist-documents.ts";
import { detailColumns, placeOf } from "./artist-details.ts";

/** The artist's side of its application: applying, its status, its own profile and its changes. */

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
  { userId, input, uploads }: { userId: string; input: ArtistApplicationInput; uploads: ApplicationUploads },
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
  { userId, input, uploads, locale }: { userId: string; input: ArtistUpdateInput; uploads: ProfileUploads; locale?: Locale },
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
          rejectedAt: sql`case when ${artists.status} = 'rejected' then null else ${artists.rejectedAt} end`,
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
