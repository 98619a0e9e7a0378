import { sniff } from "./uploads.ts";

/**
 * A picture's size as its header states it, read before a single pixel is decoded:
 * what a decode would cost is known from the header alone (a 115 KB PNG can claim
 * 59 million rows). Only the formats an upload may be (`sniff`): JPEG, PNG, WebP.
 */
export interface PictureHeader {
  width: number;
  height: number;
  /**
   * Whether decoding it takes the whole picture in memory. A baseline JPEG is read at
   * the fraction of its size it is shrunk to (libjpeg's scaled decoding), so a large
   * one costs little; a PNG, a WebP and a progressive JPEG (whose every coefficient
   * is held until its last scan) cost their full size.
   */
  decodedWhole: boolean;
}

/** The bytes read at once: a JPEG's frame header usually comes within its first few kilobytes, after EXIF. */
const WINDOW_BYTES = 64 * 1024;
/** A real JPEG has a few dozen segments before its frame header; past this, the file is made to be slow to read. */
const MAX_JPEG_SEGMENTS = 1000;

/** Reads a file's bytes at any offset, one window at a time, never the whole file. */
class ByteReader {
  private start = 0;
  private window = new Uint8Array(0);

  constructor(private readonly file: Blob) {}

  /** `length` bytes from `offset`, or fewer at the file's end. */
  async at(offset: number, length: number): Promise<Uint8Array> {
    if (offset < this.start || offset + length > this.start + this.window.length) {
      this.start = offset;
      this.window = new Uint8Array(await this.file.slice(offset, offset + Math.max(length, WINDOW_BYTES)).arrayBuffer());
    }
    return this.window.subarray(offset - this.start, offset - this.start + length);
  }
}

const uint16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const uint16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const uint24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const uint32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const isTag = (b: Uint8Array, i: number, tag: string) => [...tag].every((c, k) => b[i + k] === c.charCodeAt(0));

/** PNG: the IHDR chunk, which must come first, holds the width and height (big-endian). */
async function pngHeader(reader: ByteReader): Promise<PictureHeader | undefined> {
  const b = await reader.at(0, 24);
  if (b.length < 24 || !isTag(b, 12, "IHDR")) return undefined;
  return { width: uint32be(b, 16), height: uint32be(b, 20), decodedWhole: true };
}

/** WebP: the first chunk is a lossy frame (VP8), a lossless one (VP8L) or the extended header (VP8X) with the canvas. */
async function webpHeader(reader: ByteReader): Promise<PictureHeader | undefined> {
  const b = await reader.at(0, 30);
  if (b.length < 30) return undefined;
  if (isTag(b, 12, "VP8X")) return { width: uint24le(b, 24) + 1, height: uint24le(b, 27) + 1, decodedWhole: true };
  // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
  if (isTag(b, 12, "VP8 ") && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: uint16le(b, 26) & 0x3fff, height: uint16le(b, 28) & 0x3fff, decodedWhole: true };
  }
  // Signature 2F, then width - 1 and height - 1 in 14 bits each.
  if (isTag(b, 12, "VP8L") && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, decodedWhole: true };
  }
  return undefined;
}

/** Start of frame markers (C0 to CF but C4 Huffman tables, C8 reserved, CC arithmetic conditioning). */
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Progressive frames: C2, C6, CA, CE. */
const isProgressive = (m: number) => m === 0xc2 || m === 0xc6 || m === 0xca || m === 0xce;
/** Markers without a length: TEM and the restart markers. */
const standsAlone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/** JPEG: the segments after SOI are skipped by their lengths up to the frame header (SOFn: precision, height, width). */
async function jpegHeader(reader: ByteReader): Promise<PictureHeader | undefined> {
  let offset = 2;
  for (let segments = 0; segments < MAX_JPEG_SEGMENTS; segments++) {
    const b = await reader.at(offset, 9);
    if (b.length < 4 || b[0] !== 0xff) return undefined;
    const marker = b[1]!;
    if (marker === 0xff) {
      // A fill byte before the marker.
      offset += 1;
      continue;
    }
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    // End of image or a scan before any frame: not a picture.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (isFrameMarker(marker)) {
      if (b.length < 9) return undefined;
      return { width: uint16be(b, 7), height: uint16be(b, 5), decodedWhole: isProgressive(marker) };
    }
    const length = uint16be(b, 2);
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The header of a JPEG, PNG or WebP file; undefined when it is none of them or its header is not whole. */
export async function readPictureHeader(file: Blob): Promise<PictureHeader | undefined> {
  const reader = new ByteReader(file);
  const kind = sniff(await reader.at(0, 16));
  if (kind?.mime === "image/png") return pngHeader(reader);
  if (kind?.mime === "image/webp") return webpHeader(reader);
  if (kind?.mime === "image/jpeg") return jpegHeader(reader);
  return undefined;
}
