/**
 * The backup archive's container: a POSIX (ustar) tar of regular files, streamed both
 * ways so that neither writing nor reading ever holds a whole file in memory (uploads
 * may be gigabytes). Only what a backup needs: regular files, names of at most 100
 * bytes, sizes past 8 GiB in GNU's base-256 form. `tar tzf` lists an archive.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
/** The largest size the 11 octal digits of a ustar header hold (8 GiB - 1); larger ones are written in base 256. */
const OCTAL_SIZE_LIMIT = 8 ** 11 - 1;

/** An archive that is not one this module writes, or is cut short. */
export class TarError extends Error {
  override name = "TarError";
}

const encoder = new TextEncoder();

function writeOctal(header: Uint8Array, offset: number, length: number, value: number) {
  header.set(encoder.encode(`${value.toString(8).padStart(length - 1, "0")}\0`), offset);
}

function writeSize(header: Uint8Array, size: number) {
  if (size <= OCTAL_SIZE_LIMIT) return writeOctal(header, 124, 12, size);
  // GNU base-256: the high bit of the first byte set, the value big-endian in the rest.
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  header[124] = 0x80;
}

/** The header block of a regular file `name` of `size` bytes, owner only (0600). */
export function fileHeader(name: string, size: number, modifiedAt: Date): Uint8Array {
  const nameBytes = encoder.encode(name);
  if (nameBytes.length > NAME_BYTES || nameBytes.length === 0) throw new TarError(`archive entry name too long: ${name}`);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarError(`archive entry size out of range: ${name}`);
  const header = new Uint8Array(BLOCK);
  header.set(nameBytes, 0);
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, size);
  writeOctal(header, 136, 12, Math.floor(modifiedAt.getTime() / 1000));
  header[156] = "0".charCodeAt(0);
  header.set(encoder.encode("ustar\0"), 257);
  header.set(encoder.encode("00"), 263);
  // The checksum is computed with its own field as eight spaces.
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.set(encoder.encode(`${sum.toString(8).padStart(6, "0")}\0 `), 148);
  return header;
}

/** The zero bytes that bring `size` to a whole number of blocks. */
export const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const END_OF_ARCHIVE = new Uint8Array(BLOCK * 2);

/** A file of the archive being read: its name and size, and its bytes to read once, in order. */
export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; an entry not read is skipped when the next one is asked for. */
  chunks(): AsyncGenerator<Uint8Array>;
}

/** Bytes of a stream taken a given count at a time. */
class ByteReader {
  private buffered: Uint8Array[] = [];
  private bufferedBytes = 0;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private ended = false;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
  }

  /** Up to `max` bytes (fewer only at the stream's end; empty then). */
  async next(max: number): Promise<Uint8Array> {
    while (this.bufferedBytes === 0 && !this.ended) {
      const { done, value } = await this.reader.read();
      if (done) this.ended = true;
      else if (value.length > 0) {
        this.buffered.push(value);
        this.bufferedBytes += value.length;
      }
    }
    const first = this.buffered[0];
    if (!first) return new Uint8Array(0);
    if (first.length <= max) {
      this.buffered.shift();
      this.bufferedBytes -= first.length;
      return first;
    }
    this.buffered[0] = first.subarray(max);
    this.bufferedBytes -= max;
    return first.subarray(0, max);
  }

  /** Exactly `count` bytes, or a TarError when the stream ends before. */
  async exactly(count: number): Promise<Uint8Array> {
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const part = await this.next(count - filled);
      if (part.length === 0) throw new TarError("the archive is cut short");
      out.set(part, filled);
      filled += part.length;
    }
    return out;
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function readOctal(header: Uint8Array, offset: number, length: number): number {
  const text = new TextDecoder()
    .decode(header.subarray(offset, offset + length))
    .replace(/[\0 ]+$/g, "")
    .replace(/^ +/, "");
  if (!/^[0-7]+$/.test(text)) throw new TarError("the archive has a damaged header");
  return Number.parseInt(text, 8);
}

function readSize(header: Uint8Array): number {
  if (header[124]! & 0x80) {
    let size = 0n;
    for (let i = 125; i < 136; i++) size = (size << 8n) | BigInt(header[i]!);
    if (size > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarError("the archive has a damaged header");
    return Number(size);
  }
  return readOctal(header, 124, 12);
}

function readHeader(header: Uint8Array): { name: string; size: number } {
  const stored = readOctal(header, 148, 8);
  const copy = header.slice();
  copy.fill(0x20, 148, 156);
  if (copy.reduce((total, byte) => total + byte, 0) !== stored) throw new TarError("the archive has a damaged header");
  const type = header[156];
  // Regular files only ("0", or NUL in old archives): no links, folders or extended headers.
  if (type !== 0x30 && type !== 0) throw new TarError("the archive holds something other than plain files");
  const end = header.indexOf(0);
  const nameBytes = header.subarray(0, end === -1 || end > NAME_BYTES ? NAME_BYTES : end);
  const prefixEnd = header.indexOf(0, 345);
  const prefix = header.subarray(345, prefixEnd === -1 || prefixEnd > 500 ? 500 : prefixEnd);
  let name: string;
  try {
    name = (prefix.length > 0 ? `${decoder.decode(prefix)}/` : "") + decoder.decode(nameBytes);
  } catch {
    throw new TarError("the archive has a damaged header");
  }
  return { name, size: readSize(header) };
}

/** The regular files of a tar stream, in order; throws TarError on anything else or a damaged archive. */
export async function* readTar(stream: ReadableStream<Uint8Array>): AsyncGenerator<TarEntry> {
  const bytes = new ByteReader(stream);
  try {
    for (;;) {
      const header = await bytes.exactly(BLOCK);
      if (header.every((b) => b === 0)) return;
      const { name, size } = readHeader(header);
      let remaining = size;
      const chunks = async function* () {
        while (remaining > 0) {
          const part = await bytes.next(Math.min(remaining, 1 << 20));
          if (part.length === 0) throw new TarError("the archive is cut short");
          remaining -= part.length;
          yield part;
        }
      };
      yield { name, size, chunks };
      // Whatever the reader left of the entry, then its padding.
      for await (const _ of chunks()) {
        // skipped
      }
      await bytes.exactly(padding(size).length);
    }
  } finally {
    await bytes.cancel();
  }
}
