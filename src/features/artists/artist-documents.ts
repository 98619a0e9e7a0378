import { msg, type MessageRef } from "../../platform/i18n/api-messages.ts";
import type { MessageKey } from "../../platform/i18n/messages/en.ts";
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { artists } from "../../../db/schema.ts";
import type { ArtistDocuments, ArtistFileKind, ReplaceableDocument } from "./artist-area.contract.ts";
import type { FileStore, StoredFile, Visibility } from "../../platform/storage/file-store.ts";
import { checkUpload, type CheckedUpload, type UploadRule } from "../../platform/storage/uploads.ts";
import type { ArtistRow } from "./artists.ts";
import { invalid, notFound } from "../../platform/errors.ts";

/**
 * Files stored for one request. Stored first, before the rows that point at
 * them; when anything fails afterwards, `discard` removes every one of them,
 * so a refused request leaves no orphan behind.
 */
export class PendingFiles {
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
export async function removeFiles(files: FileStore, keys: (string | null | undefined)[]) {
  await Promise.allSettled(keys.flatMap((key) => (key ? [files.delete(key)] : [])));
}

/** Checks one optional upload against its rule; undefined when none was sent. */
export const checkOptional = (file: Blob | undefined, rule: UploadRule, label?: MessageKey | MessageRef) =>
  file ? checkUpload(file, rule, label) : Promise.resolve(undefined);

/** The upload a rule requires: 400 naming it when it was not sent. */
export function required(file: Blob | undefined, label: MessageKey): Blob {
  if (!file) throw invalid(msg("api.upload.required", { field: msg(label) }));
  return file;
}

/** Document URLs: the owner's through /api/artist/documents, the admin's through /api/admin/artists. */
export function documentUrls(row: Pick<ArtistRow, "policeCheckKey">, base: string): ArtistDocuments {
  return {
    policeCheck: row.policeCheckKey ? `${base}/policeCheck` : null,
    directDeposit: `${base}/directDeposit`,
    referenceLetter1: `${base}/referenceLetter1`,
    referenceLetter2: `${base}/referenceLetter2`,
  };
}

/** How a replaceable document is named in a message about it. */
export const DOCUMENT_LABELS: Record<ReplaceableDocument, MessageKey | MessageRef> = {
  policeCheck: "api.label.policeCheck",
  directDeposit: "api.label.directDeposit",
  referenceLetter1: msg("api.label.referenceLetterN", { n: 1 }),
  referenceLetter2: msg("api.label.referenceLetterN", { n: 2 }),
};

/** The stored key each replaceable document had, to keep or to delete once replaced. */
export const documentKeysOf = (a: ArtistRow): Record<ReplaceableDocument, string | null> => ({
  policeCheck: a.policeCheckKey,
  directDeposit: a.directDepositKey,
  referenceLetter1: a.referenceLetterKeys[0] ?? null,
  referenceLetter2: a.referenceLetterKeys[1] ?? null,
});

type DocumentKeys = Pick<ArtistRow, "headshotKey" | "resumeKey" | "policeCheckKey" | "directDepositKey" | "referenceLetterKeys">;

/** Every file an application stores (an empty key is no file): what letting go of the application deletes. */
export const storedDocumentKeys = (a: DocumentKeys): string[] =>
  [a.headshotKey, a.resumeKey, a.policeCheckKey, a.directDepositKey, ...a.referenceLetterKeys].filter((key): key is string => Boolean(key));

/** An application's document columns once it has let go of every file. */
export const withoutDocuments = (): DocumentKeys => ({
  headshotKey: "",
  resumeKey: "",
  policeCheckKey: null,
  directDepositKey: "",
  referenceLetterKeys: ["", ""],
});

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
