import { msg } from "../i18n/api-messages.ts";
import { DomainError } from "../domain/errors.ts";
import type { CheckedUpload } from "./uploads.ts";

/** The largest headshot kept: twice the widest the pages draw one (a profile's 300 px), with room to crop. */
export const HEADSHOT_BOX = { width: 1200, height: 1600 } as const;
/** Past this a picture is refused before its pixels are decoded: a phone's largest is about 50 megapixels. */
export const HEADSHOT_MAX_PIXELS = 60_000_000;
/** WebP quality of a kept headshot: a 1200x1600 portrait is 100 to 250 KB. */
const QUALITY = 82;

/** One decode at a time in a process: a 50-megapixel photo takes about 200 MB while it is decoded. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A headshot as the product keeps it (DESIGN §6): upright (the camera's EXIF
 * orientation applied), at most HEADSHOT_BOX, WebP, and without the file's
 * metadata, which for a phone's photo can say where it was taken: headshots
 * become public. A 5 MB photo becomes a tenth of that for every card showing it.
 * An upload's real type is checked before (`checkUpload`).
 */
export async function keptHeadshot(picture: Blob): Promise<CheckedUpload> {
  const field = msg("api.label.headshot");
  const kept = await oneAtATime(() =>
    new Bun.Image(picture, { maxPixels: HEADSHOT_MAX_PIXELS })
      .resize(HEADSHOT_BOX.width, HEADSHOT_BOX.height, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .blob(),
  ).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "ERR_IMAGE_TOO_MANY_PIXELS") {
      throw new DomainError("too_large", msg("api.upload.tooManyPixels", { field, megapixels: HEADSHOT_MAX_PIXELS / 1_000_000 }));
    }
    if (code?.startsWith("ERR_IMAGE_")) throw new DomainError("unsupported", msg("api.upload.unreadableImage", { field }));
    throw error;
  });
  return { data: kept, size: kept.size, mime: "image/webp", extension: "webp" };
}
