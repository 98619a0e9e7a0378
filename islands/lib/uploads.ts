import { megabytes, UPLOAD_LIMITS, type UploadKind, type UploadMime } from "../../src/platform/contract/uploads.ts";
import { INTL_LOCALE, type Locale } from "../../src/platform/i18n/locales.ts";
import type { Translate } from "../../src/platform/i18n/translate.ts";

/** The names a browser that declares no type gives away by their extension. */
const EXTENSIONS: Record<UploadMime, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

/** The `accept` attribute of a file input for `kind`: the types, and their extensions for pickers that go by name. */
export function acceptOf(kind: UploadKind): string {
  const types = UPLOAD_LIMITS[kind].accept;
  return [...types, ...types.flatMap((type) => EXTENSIONS[type].map((ext) => `.${ext}`))].join(",");
}

function isAccepted(file: File, accept: readonly UploadMime[]): boolean {
  if (file.type) return (accept as readonly string[]).includes(file.type);
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return accept.some((type) => EXTENSIONS[type].includes(extension));
}

/** "1.5 MB" / "1,5 Mo", "12 KB" / "12 Ko". */
export function fileSizeText(t: Translate, locale: Locale, bytes: number): string {
  const digits = bytes >= 1024 * 1024 ? 1 : 0;
  const size = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return digits
    ? t("app.file.sizeMb", { size: size.format(bytes / 1024 / 1024) })
    : t("app.file.sizeKb", { size: size.format(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * What is wrong with a file just chosen for a field of `kind`, every problem at once,
 * in the page's language; null when it may be sent. The same limits as the server's
 * (src/platform/contract/uploads.ts), read from the declared type and size: the server still
 * checks the bytes.
 */
export function chosenFileProblem(t: Translate, locale: Locale, file: File, kind: UploadKind): string | null {
  const limit = UPLOAD_LIMITS[kind];
  const problems: string[] = [];
  if (!isAccepted(file, limit.accept)) problems.push(t("app.upload.wrongType", { accept: limit.acceptKind }));
  if (file.size === 0) problems.push(t("app.upload.empty"));
  else if (file.size > limit.maxBytes) problems.push(t("app.upload.tooLarge", { size: fileSizeText(t, locale, file.size), mb: megabytes(limit.maxBytes) }));
  return problems.length > 0 ? problems.join(" ") : null;
}

/**
 * Each file's part of one multipart upload's progress (0..1 of the whole body):
 * the files go in the order given, so each fills once the ones before it are sent.
 */
export function progressOfEach<K extends string>(files: [K, File | null | undefined][], fraction: number): Partial<Record<K, number>> {
  const sent = files.filter((entry): entry is [K, File] => Boolean(entry[1]));
  const total = sent.reduce((sum, [, file]) => sum + file.size, 0);
  let before = 0;
  const progress: Partial<Record<K, number>> = {};
  for (const [key, file] of sent) {
    const loaded = fraction * total - before;
    progress[key] = file.size === 0 ? fraction : Math.min(1, Math.max(0, loaded / file.size));
    before += file.size;
  }
  return progress;
}
