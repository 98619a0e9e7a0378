import { DomainError } from "../domain/errors.ts";

/** What a file really is, by its first bytes (never by its name or declared type). */
export interface Sniffed {
  mime: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
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

const MB = 1024 * 1024;
const IMAGES = ["image/jpeg", "image/png", "image/webp"] as const;

export interface UploadRule {
  /** How the field is named in messages: "Headshot". */
  label: string;
  accept: readonly Sniffed["mime"][];
  /** What `accept` means to a person: "a JPEG, PNG or WebP image". */
  acceptText: string;
  maxBytes: number;
}

/** DESIGN §6 limits. */
export const UPLOAD_RULES = {
  headshot: { label: "Headshot", accept: IMAGES, acceptText: "a JPEG, PNG or WebP image", maxBytes: 5 * MB },
  resume: { label: "Resume", accept: ["application/pdf"], acceptText: "a PDF", maxBytes: 10 * MB },
  document: { label: "Document", accept: [...IMAGES, "application/pdf"], acceptText: "a PDF or an image", maxBytes: 10 * MB },
  catalogImage: { label: "Image", accept: IMAGES, acceptText: "a JPEG, PNG or WebP image", maxBytes: 5 * MB },
} as const satisfies Record<string, UploadRule>;

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
export async function checkUpload(file: Blob, rule: UploadRule, label = rule.label): Promise<CheckedUpload> {
  if (file.size > rule.maxBytes) {
    throw new DomainError("too_large", `${label} must be at most ${Math.round(rule.maxBytes / MB)} MB`);
  }
  if (file.size === 0) throw new DomainError("invalid", `${label} is empty`);
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const kind = sniff(head);
  if (!kind || !rule.accept.includes(kind.mime)) {
    throw new DomainError("unsupported", `${label} must be ${rule.acceptText}`);
  }
  return { data: file, size: file.size, mime: kind.mime, extension: kind.extension };
}
