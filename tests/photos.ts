import { crc32, deflateSync } from "node:zlib";
import { join } from "node:path";

/** Photos for the headshot tests, made from a demo headshot. */
const SEED_HEADSHOT = Bun.file(join(import.meta.dir, "..", "db", "seed-assets", "headshots", "artist-01.jpg"));

/** A JPEG of `width` x `height` pixels. */
export const jpeg = async (width: number, height: number) => new Uint8Array(await new Bun.Image(SEED_HEADSHOT).resize(width, height).jpeg().bytes());

/** Whether the bytes hold `text` (a metadata value) anywhere. */
export const contains = (haystack: Uint8Array, text: string) => Buffer.from(haystack).includes(Buffer.from(text, "latin1"));

/**
 * A phone's photo: an EXIF segment (APP1) right after the JPEG's start, saying the picture is
 * turned (Orientation 6: it shows rotated 90 degrees clockwise) and describing where it was taken.
 */
export function withExif(photo: Uint8Array, description: string): Uint8Array {
  const text = Buffer.from(`${description}\0`, "latin1");
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(8 + ifdSize + text.length);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(entries, 8);
  // ImageDescription (0x010e), ASCII, its text after the directory.
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(text.length, 14);
  tiff.writeUInt32BE(8 + ifdSize, 18);
  // Orientation (0x0112), SHORT, 6.
  tiff.writeUInt16BE(0x0112, 22);
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(6, 30);
  tiff.writeUInt32BE(0, 34);
  text.copy(tiff, 8 + ifdSize);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return new Uint8Array(Buffer.concat([photo.subarray(0, 2), segment, body, photo.subarray(2)]));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, "latin1");
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * A black greyscale PNG of `width` x `height` pixels, whole and valid: every row compresses
 * to almost nothing, so 1 x 59,000,000 pixels is a file of about 115 KB that decodes to 59 MB.
 */
export function blankPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), compression, filter and interlace 0
  // Each row: its filter byte, then one byte a pixel.
  const rows = new Uint8Array((1 + width) * height);
  return new Uint8Array(
    Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(rows, { level: 9 })), pngChunk("IEND", new Uint8Array())]),
  );
}

/** A JPEG's frame header (SOFn: FF Cn, length, precision, then height and width) made to claim `width` x `height`. */
export function claimingSize(photo: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(photo);
  const sof = Buffer.from(bytes).findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
  if (sof < 0) throw new Error("no frame header");
  const view = new DataView(bytes.buffer);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}
