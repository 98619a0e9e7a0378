import { expect, test } from "bun:test";
import { blankPng, claimingSize, jpeg, withExif } from "../../../tests/photos.ts";
import { readPictureHeader } from "./picture-header.ts";

const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);
const headerOf = (bytes: Uint8Array) => readPictureHeader(blob(bytes));

test("a PNG's size from its IHDR, decoded whole", async () => {
  expect(await headerOf(blankPng(3, 5))).toEqual({ width: 3, height: 5, decodedWhole: true });
  expect(await headerOf(blankPng(1, 59_000_000))).toEqual({ width: 1, height: 59_000_000, decodedWhole: true });
});

test("a baseline JPEG is read at a fraction of its size; a progressive one is decoded whole", async () => {
  const photo = await jpeg(30, 40);
  expect(await headerOf(photo)).toEqual({ width: 30, height: 40, decodedWhole: false });
  const progressive = new Uint8Array(await new Bun.Image(photo).jpeg({ progressive: true }).bytes());
  expect(await headerOf(progressive)).toEqual({ width: 30, height: 40, decodedWhole: true });
  expect(await headerOf(claimingSize(progressive, 7745, 7745))).toEqual({ width: 7745, height: 7745, decodedWhole: true });
});

test("a JPEG's frame header is found past metadata larger than one read", async () => {
  // Three EXIF segments of about 60 KB each before the frame: the reader moves its window.
  let photo: Uint8Array = await jpeg(30, 40);
  for (let i = 0; i < 3; i++) photo = withExif(photo, "x".repeat(60_000));
  expect(photo.byteLength).toBeGreaterThan(180_000);
  expect(await headerOf(photo)).toEqual({ width: 30, height: 40, decodedWhole: false });
});

test("WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers", async () => {
  const photo = await jpeg(30, 40);
  const lossy = new Uint8Array(await new Bun.Image(photo).webp({ quality: 80 }).bytes());
  const lossless = new Uint8Array(await new Bun.Image(photo).webp({ lossless: true }).bytes());
  expect(Buffer.from(lossy.subarray(12, 16)).toString("latin1")).toBe("VP8 ");
  expect(Buffer.from(lossless.subarray(12, 16)).toString("latin1")).toBe("VP8L");
  expect(await headerOf(lossy)).toEqual({ width: 30, height: 40, decodedWhole: true });
  expect(await headerOf(lossless)).toEqual({ width: 30, height: 40, decodedWhole: true });
  // RIFF, size, WEBP, then a VP8X chunk: flags, then the canvas's width - 1 and height - 1 in 24 bits.
  const extended = Buffer.alloc(30);
  extended.write("RIFF", 0, "latin1");
  extended.writeUInt32LE(22, 4);
  extended.write("WEBPVP8X", 8, "latin1");
  extended.writeUInt32LE(10, 16);
  extended.writeUIntLE(16_383 - 1, 24, 3);
  extended.writeUIntLE(2 - 1, 27, 3);
  expect(await headerOf(extended)).toEqual({ width: 16_383, height: 2, decodedWhole: true });
});

test("no header, no size: other files, a cut header, a scan before any frame, endless segments", async () => {
  const photo = await jpeg(30, 40);
  const sof = Buffer.from(photo).indexOf(Buffer.from([0xff, 0xc0]));
  const scanFirst = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]);
  // A segment of two bytes (its length alone), again and again: never a frame header.
  const emptySegments = new Uint8Array([0xff, 0xd8, ...Array.from({ length: 2000 }, () => [0xff, 0xfe, 0x00, 0x02]).flat()]);
  for (const bytes of [new TextEncoder().encode("%PDF-1.4\n"), photo.subarray(0, sof + 6), blankPng(3, 5).subarray(0, 20), scanFirst, emptySegments]) {
    expect(await headerOf(bytes)).toBeUndefined();
  }
});
