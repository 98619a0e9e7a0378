import { describe, expect, test } from "bun:test";
import { DomainError } from "../errors.ts";
import { blankPng, claimingSize, contains, jpeg, withExif } from "../../../tests/photos.ts";
import { KEPT_PICTURES, keptPicture } from "./pictures.ts";

const upload = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);
const kept = async (bytes: Uint8Array) => new Uint8Array(await (await keptPicture(upload(bytes), "headshot")).data.arrayBuffer());

test("a phone's photo is kept upright, as WebP, without what its metadata said (where it was taken)", async () => {
  const photo = withExif(await jpeg(60, 40), "GPS 45.5017 N 73.5673 W, home");
  expect(contains(photo, "73.5673")).toBe(true);
  const result = await keptPicture(upload(photo), "headshot");
  expect(result).toMatchObject({ mime: "image/webp", extension: "webp" });
  const bytes = new Uint8Array(await result.data.arrayBuffer());
  expect(result.size).toBe(bytes.byteLength);
  // Turned as the camera said: 60x40 as stored, 40x60 as seen.
  expect(await new Bun.Image(bytes).metadata()).toEqual({ width: 40, height: 60, format: "webp" });
  expect(contains(bytes, "73.5673")).toBe(false);
  expect(contains(bytes, "Exif")).toBe(false);
});

test("a large photo is brought within the box, its proportions kept; a small one is not enlarged", async () => {
  const large = await kept(await jpeg(2400, 2000));
  expect(await new Bun.Image(large).metadata()).toEqual({ width: KEPT_PICTURES.headshot.width, height: 1000, format: "webp" });
  const small = await kept(await jpeg(300, 400));
  expect(await new Bun.Image(small).metadata()).toEqual({ width: 300, height: 400, format: "webp" });
});

test("a catalogue's picture has its own box: a wide photo keeps more of its width than a headshot would", async () => {
  const wide = await jpeg(3200, 1800);
  const picture = new Uint8Array(await (await keptPicture(upload(wide), "catalogImage")).data.arrayBuffer());
  expect(await new Bun.Image(picture).metadata()).toEqual({ width: KEPT_PICTURES.catalogImage.width, height: 900, format: "webp" });
  expect(await new Bun.Image(await kept(wide)).metadata()).toEqual({ width: KEPT_PICTURES.headshot.width, height: 675, format: "webp" });
});

test("bytes that only start like a JPEG are refused as unreadable (415), in words a person understands", async () => {
  const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 7, 7, 7]);
  const error = await keptPicture(upload(fake), "headshot").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: "unsupported", ref: { key: "api.upload.unreadableImage" } });
  expect((error as Error).message).toBe("Headshot could not be read as a picture, save it again as a JPEG");
});

test("a small file claiming a huge picture is refused before its pixels are decoded (413)", async () => {
  // A baseline JPEG's frame header made to claim 10,000 x 10,000.
  const error = await keptPicture(upload(claimingSize(await jpeg(30, 40), 10_000, 10_000)), "headshot").catch((e: unknown) => e);
  expect(error).toMatchObject({ kind: "too_large", ref: { key: "api.upload.tooManyPixels", values: { megapixels: 60 } } });
});

describe("pictures cheap to send and costly to decode are refused by their header", () => {
  test("1 x 59,000,000 pixels in 115 KB: a side past 12,000 pixels (413)", async () => {
    const png = blankPng(1, 59_000_000);
    expect(png.byteLength).toBeLessThan(120_000);
    const error = await keptPicture(upload(png), "headshot").catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "too_large", ref: { key: "api.upload.sideTooLong" } });
    expect((error as Error).message).toBe("Headshot is 1 × 59,000,000 pixels: a picture may be at most 12,000 pixels on a side");
  });

  test("a long side more than 8 times the short one (400), whichever way it lies", async () => {
    for (const [width, height] of [
      [9000, 1000],
      [100, 801],
    ] as const) {
      const error = await keptPicture(upload(blankPng(width, height)), "catalogImage").catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: "invalid", ref: { key: "api.upload.tooLong", values: { width, height, ratio: 8 } } });
    }
    // 1:8 itself is a picture.
    expect(await new Bun.Image(await kept(blankPng(100, 800))).metadata()).toEqual({ width: 100, height: 800, format: "webp" });
  });

  test("7,745 x 7,745 pixels: a picture decoded whole is at most 24 megapixels (413); a baseline JPEG may be 60", async () => {
    const error = await keptPicture(upload(blankPng(7745, 7745)), "headshot").catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "too_large", ref: { key: "api.upload.tooManyPixels", values: { megapixels: 24 } } });
    expect((error as Error).message).toBe("Headshot must be at most 24 megapixels");
    const progressive = new Uint8Array(await new Bun.Image(await jpeg(30, 40)).jpeg({ progressive: true }).bytes());
    const claimed = await keptPicture(upload(claimingSize(progressive, 6000, 6000)), "headshot").catch((e: unknown) => e);
    expect(claimed).toMatchObject({ kind: "too_large", ref: { key: "api.upload.tooManyPixels", values: { megapixels: 24 } } });
    // A 36-megapixel photo as a phone saves it: read shrunk, kept.
    expect(await new Bun.Image(await kept(await jpeg(6000, 6000))).metadata()).toEqual({ width: 1200, height: 1200, format: "webp" });
  });
});

test("headshots sent together each come back as their own picture", async () => {
  const photos = await Promise.all([jpeg(200, 300), jpeg(300, 200), jpeg(120, 160)]);
  const sizes = await Promise.all(photos.map(async (p) => new Bun.Image(await kept(p)).metadata()));
  expect(sizes.map((s) => `${s.width}x${s.height}`)).toEqual(["200x300", "300x200", "120x160"]);
});
