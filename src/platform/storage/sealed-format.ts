import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * How a private file is kept at rest: sealed with AES-256-GCM under a key of its own,
 * that key wrapped by the master key (src/platform/storage/master-keys.ts).
 *
 *   magic "DLSEAL" (6) | version (1) | master key id (8) | wrap nonce (12) | wrapped file key (48) | nonce prefix (7)
 *   then chunks of CHUNK_BYTES plain bytes, each sealed (+16 bytes of tag) with the nonce
 *   prefix | chunk counter (4, big-endian) | final flag (1), the last one flagged final.
 *
 * Each chunk opens on its own, so a download decrypts as it streams; the counter in the
 * nonce refuses chunks reordered, the final flag a file cut short or lengthened. The chunks
 * do not depend on the master key: a new master key rewrites the header only. The file key
 * is wrapped with the storage key as associated data, so one person's document put in the
 * place of another's does not open.
 */
export const MAGIC = new TextEncoder().encode("DLSEAL");
export const FORMAT_VERSION = 1;
export const KEY_ID_BYTES = 8;
const WRAP_NONCE_BYTES = 12;
const FILE_KEY_BYTES = 32;
const TAG_BYTES = 16;
const WRAPPED_KEY_BYTES = FILE_KEY_BYTES + TAG_BYTES;
const NONCE_PREFIX_BYTES = 7;
export const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + WRAP_NONCE_BYTES + WRAPPED_KEY_BYTES + NONCE_PREFIX_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

/** A stored file that does not open: altered, cut short, or sealed under a master key this server does not hold. */
export class SealedFileError extends Error {
  override name = "SealedFileError";
}

/** A master key as the header names it. */
export interface MasterKey {
  id: Uint8Array;
  key: Uint8Array;
}

/** Whether stored bytes start as a sealed file does (a PDF, JPEG, PNG or WebP never does). */
export function isSealed(head: Uint8Array): boolean {
  return head.length >= MAGIC.length && MAGIC.every((b, i) => head[i] === b);
}

/** The stored size of a file of `plain` bytes. */
export function sealedSize(plain: number): number {
  return HEADER_BYTES + plain + Math.max(1, Math.ceil(plain / CHUNK_BYTES)) * TAG_BYTES;
}

/** The plain size of a sealed file of `stored` bytes (what a download announces). */
export function plainSize(stored: number): number {
  const body = stored - HEADER_BYTES;
  return Math.max(0, body - Math.max(1, Math.ceil(body / SEALED_CHUNK_BYTES)) * TAG_BYTES);
}

interface Header {
  keyId: Uint8Array;
  wrapNonce: Uint8Array;
  wrappedKey: Uint8Array;
  noncePrefix: Uint8Array;
}

function parseHeader(bytes: Uint8Array): Header {
  if (bytes.length < HEADER_BYTES || !isSealed(bytes)) throw new SealedFileError("the stored file's header is missing or damaged");
  if (bytes[MAGIC.length] !== FORMAT_VERSION) throw new SealedFileError(`the stored file is sealed in an unknown format (version ${bytes[MAGIC.length]})`);
  let at = MAGIC.length + 1;
  const take = (n: number) => {
    at += n;
    return bytes.subarray(at - n, at);
  };
  return { keyId: take(KEY_ID_BYTES), wrapNonce: take(WRAP_NONCE_BYTES), wrappedKey: take(WRAPPED_KEY_BYTES), noncePrefix: take(NONCE_PREFIX_BYTES) };
}

function writeHeader(header: Header): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES);
  out.set(MAGIC);
  out[MAGIC.length] = FORMAT_VERSION;
  let at = MAGIC.length + 1;
  for (const part of [header.keyId, header.wrapNonce, header.wrappedKey, header.noncePrefix]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const wrapAad = (keyId: Uint8Array, storageKey: string) => Buffer.concat([MAGIC, Uint8Array.of(FORMAT_VERSION), keyId, new TextEncoder().encode(storageKey)]);

function wrapFileKey(master: MasterKey, fileKey: Uint8Array, storageKey: string): Pick<Header, "keyId" | "wrapNonce" | "wrappedKey"> {
  const wrapNonce = randomBytes(WRAP_NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", master.key, wrapNonce).setAAD(wrapAad(master.id, storageKey));
  const wrappedKey = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
  return { keyId: master.id, wrapNonce, wrappedKey };
}

function unwrapFileKey(master: MasterKey, header: Header, storageKey: string): Uint8Array {
  try {
    const decipher = createDecipheriv("aes-256-gcm", master.key, header.wrapNonce).setAAD(wrapAad(header.keyId, storageKey));
    decipher.setAuthTag(header.wrappedKey.subarray(FILE_KEY_BYTES));
    return Buffer.concat([decipher.update(header.wrappedKey.subarray(0, FILE_KEY_BYTES)), decipher.final()]);
  } catch {
    throw new SealedFileError("the stored file's key does not open: the file was altered or moved");
  }
}

const chunkNonce = (prefix: Uint8Array, counter: number, final: boolean) => {
  const nonce = Buffer.alloc(12);
  nonce.set(prefix);
  nonce.writeUInt32BE(counter, NONCE_PREFIX_BYTES);
  nonce[11] = final ? 1 : 0;
  return nonce;
};

/** What a GCM cipher's update gave, with what its final() gave (nothing, for GCM: no copy then). */
const withRest = (updated: Uint8Array, rest: Uint8Array): Uint8Array => (rest.length === 0 ? updated : Buffer.concat([updated, rest]));

/** Bytes as they come: a stream, or pieces already in memory. */
export type Pieces = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/**
 * Pieces of exactly `size` bytes (the last may be shorter, or empty when nothing came), filled
 * into two buffers in turn: a piece's bytes stay as they are until the piece after next is
 * filled, so `withLast` may hold one piece while it reads the next. Fifty uploads sealed at
 * once then make no garbage of their own beyond what the cipher writes.
 */
async function* pieces(source: Pieces, size: number): AsyncGenerator<Uint8Array> {
  const buffers = [new Uint8Array(size), new Uint8Array(size)];
  let turn = 0;
  let buffer = buffers[turn]!;
  let filled = 0;
  for await (const part of source) {
    let at = 0;
    while (at < part.length) {
      const n = Math.min(size - filled, part.length - at);
      buffer.set(part.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === size) {
        yield buffer;
        turn = 1 - turn;
        buffer = buffers[turn]!;
        filled = 0;
      }
    }
  }
  yield buffer.subarray(0, filled);
}

/**
 * Each piece with whether it is the last one (a full last piece is followed by an empty one, dropped).
 * A piece is read over by the next but one (`pieces`): use it before asking for the next.
 */
async function* withLast(source: Pieces, size: number): AsyncGenerator<[Uint8Array, boolean]> {
  let previous: Uint8Array | undefined;
  for await (const piece of pieces(source, size)) {
    if (previous !== undefined) {
      if (piece.length === 0) {
        yield [previous, true];
        return;
      }
      yield [previous, false];
    }
    previous = piece;
  }
  if (previous !== undefined) yield [previous, true];
}

function streamOf(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** `plain` sealed under a fresh file key wrapped by `master`, as a stream (never whole in memory). */
export function seal(plain: Pieces, master: MasterKey, storageKey: string): ReadableStream<Uint8Array> {
  const fileKey = randomBytes(FILE_KEY_BYTES);
  const noncePrefix = randomBytes(NONCE_PREFIX_BYTES);
  async function* sealed() {
    yield writeHeader({ ...wrapFileKey(master, fileKey, storageKey), noncePrefix });
    let counter = 0;
    for await (const [piece, last] of withLast(plain, CHUNK_BYTES)) {
      const cipher = createCipheriv("aes-256-gcm", fileKey, chunkNonce(noncePrefix, counter++, last));
      yield withRest(cipher.update(piece), cipher.final());
      yield cipher.getAuthTag();
    }
  }
  return streamOf(sealed());
}

/** A stream's first `n` bytes (fewer when it is shorter) and the whole stream, those bytes included. */
export async function peek(stream: ReadableStream<Uint8Array>, n: number): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < n) {
    const next = await reader.read();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(read);
  reader.releaseLock();
  async function* whole() {
    if (head.length > 0) yield head;
    yield* stream as unknown as AsyncIterable<Uint8Array>;
  }
  return { head: head.subarray(0, n), stream: streamOf(whole()) };
}

/** The master key a sealed file's header names (`head` holds at least HEADER_BYTES). */
export function sealedKeyId(head: Uint8Array): Uint8Array {
  return parseHeader(head).keyId;
}

/** A sealed file's header and its file key, unwrapped by the master key the header names. */
async function readHeader(
  stored: ReadableStream<Uint8Array>,
  masterOf: (keyId: Uint8Array) => Promise<MasterKey | undefined>,
  storageKey: string,
): Promise<{ header: Header; fileKey: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const { head, stream } = await peek(stored, HEADER_BYTES);
  const header = parseHeader(head);
  const master = await masterOf(header.keyId);
  if (!master) throw new SealedFileError("the stored file is sealed under a master key this server does not hold");
  return { header, fileKey: unwrapFileKey(master, header, storageKey), stream };
}

/**
 * The plain bytes of a sealed file. The header and the first chunk are checked before
 * this resolves (a file altered there, or under a key this server lacks, throws here,
 * before anything is sent); a later chunk that does not open errors the stream, so a
 * download stops short of its announced length instead of ending as a success.
 */
export async function open(
  stored: ReadableStream<Uint8Array>,
  masterOf: (keyId: Uint8Array) => Promise<MasterKey | undefined>,
  storageKey: string,
): Promise<ReadableStream<Uint8Array>> {
  const { header, fileKey, stream } = await readHeader(stored, masterOf, storageKey);
  const chunks = withLast(afterHeader(stream), SEALED_CHUNK_BYTES)[Symbol.asyncIterator]();
  let counter = 0;
  const openChunk = ([piece, last]: [Uint8Array, boolean]) => {
    if (piece.length < TAG_BYTES) throw new SealedFileError("the stored file was cut short");
    try {
      const decipher = createDecipheriv("aes-256-gcm", fileKey, chunkNonce(header.noncePrefix, counter++, last));
      decipher.setAuthTag(piece.subarray(piece.length - TAG_BYTES));
      const plain = decipher.update(piece.subarray(0, piece.length - TAG_BYTES));
      // final() checks the tag: nothing of the chunk is given out before it has.
      return withRest(plain, decipher.final());
    } catch {
      throw new SealedFileError("the stored file was altered or cut short");
    }
  };
  const first = await chunks.next();
  if (first.done) throw new SealedFileError("the stored file was cut short");
  const firstPlain = openChunk(first.value);
  async function* plain() {
    yield firstPlain;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield openChunk(next.value);
  }
  return streamOf(plain());
}

/** The stream without its first HEADER_BYTES. */
async function* afterHeader(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  let skip = HEADER_BYTES;
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) {
    if (skip >= part.length) {
      skip -= part.length;
      continue;
    }
    yield skip > 0 ? part.subarray(skip) : part;
    skip = 0;
  }
}

/** The same sealed file with its key wrapped under `to` (its chunks unchanged): a new master key. */
export async function rewrap(
  stored: ReadableStream<Uint8Array>,
  masterOf: (keyId: Uint8Array) => Promise<MasterKey | undefined>,
  to: MasterKey,
  storageKey: string,
): Promise<ReadableStream<Uint8Array>> {
  const { header, fileKey, stream } = await readHeader(stored, masterOf, storageKey);
  async function* rewrapped() {
    yield writeHeader({ ...wrapFileKey(to, fileKey, storageKey), noncePrefix: header.noncePrefix });
    yield* afterHeader(stream);
  }
  return streamOf(rewrapped());
}
