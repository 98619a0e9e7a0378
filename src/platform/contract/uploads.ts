/** What a file may really be (the server reads its first bytes: src/platform/storage/uploads.ts). */
export type UploadMime = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

const MB = 1024 * 1024;
const IMAGES = ["image/jpeg", "image/png", "image/webp"] as const;

export interface UploadLimit {
  accept: readonly UploadMime[];
  /** What `accept` means to a person, as the messages name it ("a JPEG, PNG or WebP image"). */
  acceptKind: "image" | "pdf" | "any";
  maxBytes: number;
}

/**
 * The upload limits of each kind of file. The server checks them by the file's bytes;
 * the browser checks the same ones by the file's declared type and size when it is
 * chosen (islands/lib/uploads.ts), so a wrong file is said before it is sent.
 */
export const UPLOAD_LIMITS = {
  headshot: { accept: IMAGES, acceptKind: "image", maxBytes: 5 * MB },
  resume: { accept: ["application/pdf"], acceptKind: "pdf", maxBytes: 10 * MB },
  document: { accept: [...IMAGES, "application/pdf"], acceptKind: "any", maxBytes: 10 * MB },
  catalogImage: { accept: IMAGES, acceptKind: "image", maxBytes: 5 * MB },
} as const satisfies Record<string, UploadLimit>;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** Megabytes as the messages say them ("at most 5 MB"). */
export const megabytes = (bytes: number) => Math.round(bytes / MB);
