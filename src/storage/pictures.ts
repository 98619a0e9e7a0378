import { msg } from "../i18n/api-messages.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { DomainError } from "../domain/errors.ts";
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

/** Past this a picture is refused before its pixels are decoded: a phone's largest is about 50 megapixels. */
export const MAX_PIXELS = 60_000_000;
/** WebP quality of a kept picture: a 1200x1600 portrait is 100 to 250 KB. */
const QUALITY = 82;

/** One decode at a time in a process: a 50-megapixel photo takes about 200 MB while it is decoded. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * An uploaded picture as the product keeps it (DESIGN §6): upright (the camera's
 * EXIF orientation applied), within its kind's box, WebP, and without the file's
 * metadata, which for a phone's photo can say where it was taken: headshots and
 * catalogue pictures are public. A 5 MB photo becomes a tenth of that for every
 * page showing it. An upload's real type is checked before (`checkUpload`).
 */
export async function keptPicture(picture: Blob, kind: PictureKind): Promise<CheckedUpload> {
  const { width, height, label } = KEPT_PICTURES[kind];
  const field = msg(label);
  const kept = await oneAtATime(() =>
    new Bun.Image(picture, { maxPixels: MAX_PIXELS }).resize(width, height, { fit: "inside", withoutEnlargement: true }).webp({ quality: QUALITY }).blob(),
  ).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "ERR_IMAGE_TOO_MANY_PIXELS") {
      throw new DomainError("too_large", msg("api.upload.tooManyPixels", { field, megapixels: MAX_PIXELS / 1_000_000 }));
    }
    if (code?.startsWith("ERR_IMAGE_")) throw new DomainError("unsupported", msg("api.upload.unreadableImage", { field }));
    throw error;
  });
  return { data: kept, size: kept.size, mime: "image/webp", extension: "webp" };
}
