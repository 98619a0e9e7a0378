import { type FileStore, newKey, type StoredFile } from "./file-store.ts";
import type { MasterKeys } from "./master-keys.ts";
import { isSealed, MAGIC, open, type Pieces, peek, plainSize, seal, sealedSize } from "./sealed-format.ts";

const isPrivateKey = (key: string) => key.startsWith("private/");

/** A Blob or bytes as the pieces `seal` reads. */
const piecesOf = (data: Uint8Array | Blob): Pieces => (data instanceof Blob ? (data.stream() as unknown as AsyncIterable<Uint8Array>) : [data]);

/** A file store that seals what it keeps privately, and the key ring it seals under. */
export interface EncryptedFileStore extends FileStore {
  masterKeys: MasterKeys;
  /** Seals `data` for `key` and keeps it there (a file kept before sealing, or a rewrapped one). */
  sealAt(key: string, data: Uint8Array | Blob | Pieces, size: number, contentType: string): Promise<void>;
}

/**
 * Private files (résumés, reference letters, direct-deposit forms, pending headshots,
 * credential documents) are sealed before they reach the disk or the bucket, and opened
 * as they stream back; public files (approved headshots, catalogue pictures) stay plain,
 * served and cached as they are. A private file kept before sealing began is read as it
 * is until the pass at start seals it (src/platform/storage/seal-pass.ts).
 */
export function encryptedFileStore(inner: FileStore, masterKeys: MasterKeys): EncryptedFileStore {
  async function sealAt(key: string, data: Uint8Array | Blob | Pieces, size: number, contentType: string) {
    const pieces = data instanceof Uint8Array || data instanceof Blob ? piecesOf(data) : data;
    const stream = seal(pieces, await masterKeys.current(), key);
    await inner.putAt(key, { stream, size: sealedSize(size) }, contentType);
  }
  return {
    ...inner,
    masterKeys,
    sealAt,
    async put(visibility, data, contentType, extension) {
      if (visibility === "public") return inner.put(visibility, data, contentType, extension);
      // The key is drawn first: the file key is wrapped for the place it is kept.
      const key = newKey(visibility, extension);
      await sealAt(key, data, data instanceof Blob ? data.size : data.byteLength, contentType);
      return key;
    },
    async get(key): Promise<StoredFile | undefined> {
      const stored = await inner.get(key);
      if (!stored || !isPrivateKey(key)) return stored;
      const { head, stream } = await peek(stored.body, MAGIC.length);
      if (!isSealed(head)) return { ...stored, body: stream };
      const body = await open(stream, (id) => masterKeys.byId(id), key);
      return { body, size: plainSize(stored.size), contentType: stored.contentType };
    },
  };
}
