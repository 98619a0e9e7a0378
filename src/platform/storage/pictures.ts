import { type MessageRef, msg } from "../i18n/api-messages.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { DomainError } from "../errors.ts";
import { readPictureHeader } from "./picture-header.ts";
import type { CheckedUpload } from "./uploads.ts";

interface KeptPicture {
  /** The largest box kept: about twice the widest the pages draw it, with room to crop. */
  width: number;
  height: number;
  /** Its name in messages. */
  label: MessageKey;
}

/** How each kind of uploaded picture is kept: a headshot (a profile draws it 300 px wide), a catalogue's picture (a service card, 800x600). */
export const KEPT_PICTURES = {
  headshot: { width: 1200, height: 1600, label: "api.label.headshot" },
  catalogImage: { width: 1600, height: 1600, label: "api.label.image" },
} as const satisfies Record<string, KeptPicture>;
export type PictureKind = keyof typeof KEPT_PICTURES;

/**
 * What a picture may be, read from its header before any pixel is decoded (a 115 KB PNG
 * of 1 x 59,000,000 pixels took 4.9 s and 440 MB to decode). A side longer than
 * 12,000 pixels, or a long side more than 8 times the short one, is no photo of a person
 * or a studio. The pixels bound the decode's memory: a picture decoded whole (PNG, WebP,
 * progressive JPEG) takes about 5 bytes a pixel while it is decoded and kept (24
 * megapixels: about 120 MB); a baseline JPEG is read at the fraction of its size it is
 * shrunk to (60 megapixels: about 45 MB), and a phone's largest photos are such JPEGs.
 */
export const PICTURE_LIMITS = { maxSide: 12_000, maxAspect: 8, maxPixels: 60_000_000, maxPixelsDecodedWhole: 24_000_000 } as const;
/** WebP quality of a kept picture: a 1200x1600 portrait is 100 to 250 KB. */
const QUALITY = 82;

/** One decode at a time in a process: what PICTURE_LIMITS bounds is then the process's whole share. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * An uploaded picture as the product keeps it: upright (the camera's
 * EXIF orientation applied), within its kind's box, WebP, and without the file's
 * metadata, which for a phone's photo can say where it was taken: headshots and
 * catalogue pictures are public. A 5 MB photo becomes a tenth of that for every
 * page showing it. An upload's real type is checked before (`checkUpload`).
 */
export async function keptPicture(picture: Blob, kind: PictureKind): Promise<CheckedUpload> {
  const { width, height, label } = KEPT_PICTURES[kind];
  const field = msg(label);
  const maxPixels = await decodablePixels(picture, field);
  const kept = await oneAtATime(() =>
    new Bun.Image(picture, { maxPixels }).resize(width, height, { fit: "inside", withoutEnlargement: true }).webp({ quality: QUALITY }).blob(),
  ).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "ERR_IMAGE_TOO_MANY_PIXELS") throw tooManyPixels(field, maxPixels);
    if (code?.startsWith("ERR_IMAGE_")) throw unreadable(field);
    throw error;
  });
  return { data: kept, size: kept.size, mime: "image/webp", extension: "webp" };
}

const unreadable = (field: MessageRef) => new DomainError("unsupported", msg("api.upload.unreadableImage", { field }));
const tooManyPixels = (field: MessageRef, maxPixels: number) =>
  new DomainError("too_large", msg("api.upload.tooManyPixels", { field, megapixels: maxPixels / 1_000_000 }));

/**
 * Checks a picture's header against PICTURE_LIMITS, without decoding it: 413 for a side or
 * a pixel count too large, 400 for a shape too long, 415 when no header can be read.
 * Returns the pixels its decode may take (the decoder checks them again).
 */
async function decodablePixels(picture: Blob, field: MessageRef): Promise<number> {
  const header = await readPictureHeader(picture);
  if (!header || header.width === 0 || header.height === 0) throw unreadable(field);
  const { width, height, decodedWhole } = header;
  const size = { field, width, height };
  if (Math.max(width, height) > PICTURE_LIMITS.maxSide) {
    throw new DomainError("too_large", msg("api.upload.sideTooLong", { ...size, max: PICTURE_LIMITS.maxSide }));
  }
  if (Math.max(width, height) > PICTURE_LIMITS.maxAspect * Math.min(width, height)) {
    throw new DomainError("invalid", msg("api.upload.tooLong", { ...size, ratio: PICTURE_LIMITS.maxAspect }));
  }
  const maxPixels = decodedWhole ? PICTURE_LIMITS.maxPixelsDecodedWhole : PICTURE_LIMITS.maxPixels;
  if (width * height > maxPixels) throw tooManyPixels(field, maxPixels);
  return maxPixels;
}
