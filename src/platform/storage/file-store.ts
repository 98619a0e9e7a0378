/**
 * Where uploaded files live. Keys are generated here, never taken
 * from a user's file name; `public/` keys are served to anyone, `private/`
 * keys only through the API to their owner and the admin.
 */
export type Visibility = "public" | "private";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/** Bytes to keep that come as a stream of a known length (a sealed file as it is written). */
export interface SizedStream {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStore {
  /** Stores `data` (bytes, or a Blob such as a streamed upload on disk, copied without reading it whole). */
  put(visibility: Visibility, data: Uint8Array | Blob, contentType: string, extension: string): Promise<string>;
  /** The file as it was stored (a private file opened: src/platform/storage/encrypted-store.ts). */
  get(key: string): Promise<StoredFile | undefined>;
  /** The bytes as they are kept (a private file still sealed): what a backup carries. */
  getStored(key: string): Promise<StoredFile | undefined>;
  /** Every stored key, in no particular order (a backup reads them all: src/features/backups/). */
  keys(): AsyncIterable<string>;
  /** Keeps `data` as it is under `key`, a key of ours (a restore puts each file back, still sealed, where its rows point). */
  putAt(key: string, data: Blob | SizedStream, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser fetches a public file from. */
  publicUrl(key: string): string;
}

export function newKey(visibility: Visibility, extension: string): string {
  return `${visibility}/${Bun.randomUUIDv7()}.${extension}`;
}

/** Keys are ours: visibility folder, a UUID, a short extension. Anything else is refused. */
export const KEY_PATTERN = /^(public|private)\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function isPublicKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.startsWith("public/");
}

/** Where the app itself serves a public file (src/platform/http/static.ts, /files/*). */
export const appFileUrl = (key: string) => `/files/${key.slice("public/".length)}`;
