import { megabytes, UPLOAD_LIMITS, type UploadKind, type UploadLimit, type UploadMime } from "../contract/uploads.ts";
import type { MessageKey } from "../i18n/messages/en.ts";
import { type MessageRef, msg } from "../i18n/api-messages.ts";
import { DomainError } from "../errors.ts";

/** What a file really is, by its first bytes (never by its name or declared type). */
export interface Sniffed {
  mime: UploadMime;
  extension: "jpg" | "png" | "webp" | "pdf";
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

export function sniff(bytes: Uint8Array): Sniffed | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", extension: "png" };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: "image/webp", extension: "webp" };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", extension: "pdf" };
  return undefined;
}

export interface UploadRule extends UploadLimit {
  /** How the field is named in messages: "Headshot". */
  label: MessageKey;
}

/** The upload limits of each kind of file (the browser checks the same ones: src/platform/contract/uploads.ts). */
export const UPLOAD_RULES = {
  headshot: { label: "api.label.headshot", ...UPLOAD_LIMITS.headshot },
  resume: { label: "api.label.resume", ...UPLOAD_LIMITS.resume },
  document: { label: "api.label.document", ...UPLOAD_LIMITS.document },
  catalogImage: { label: "api.label.image", ...UPLOAD_LIMITS.catalogImage },
} as const satisfies Record<UploadKind, UploadRule>;

export interface CheckedUpload {
  /** The file's bytes: in memory, or on disk (a streamed upload) to be copied from there. */
  data: Blob;
  size: number;
  mime: Sniffed["mime"];
  extension: Sniffed["extension"];
}

/** Enough of a file's start for every signature `sniff` knows. */
const HEAD_BYTES = 16;

/**
 * Checks an uploaded file's size and real type without reading it into memory
 * (its first bytes only): 413 when too large, 415 when its bytes are not an
 * accepted type (whatever its name claims).
 */
export async function checkUpload(file: Blob, rule: UploadRule, label: MessageKey | MessageRef = rule.label): Promise<CheckedUpload> {
  const field = typeof label === "string" ? msg(label) : label;
  if (file.size > rule.maxBytes) {
    throw new DomainError("too_large", msg("api.upload.fileTooLarge", { field, mb: megabytes(rule.maxBytes) }));
  }
  if (file.size === 0) throw new DomainError("invalid", msg("api.upload.empty", { field }));
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const kind = sniff(head);
  if (!kind || !rule.accept.includes(kind.mime)) {
    throw new DomainError("unsupported", msg("api.upload.wrongType", { field, accept: rule.acceptKind }));
  }
  return { data: file, size: file.size, mime: kind.mime, extension: kind.extension };
}
