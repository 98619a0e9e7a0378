import { join } from "node:path";

/** Photos for the headshot tests, made from a demo headshot. */
const SEED_HEADSHOT = Bun.file(join(import.meta.dir, "../db/seed-assets/headshots/artist-01.jpg"));

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
