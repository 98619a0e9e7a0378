import { z } from "zod";
import { KEY_PATTERN } from "../../platform/storage/file-store.ts";
import { DATA_DIR_SECRETS } from "../../platform/storage/data-dir-secrets.ts";

/**
 * What a backup archive holds, its last entry `manifest.json`: the product
 * that wrote it, the database's schema level, each table's columns and row count, and
 * every other entry with its size and SHA-256. A restore reads nothing it does not list.
 *
 *   database/<table>.copy   the table's rows, PostgreSQL's COPY text format (UTC, ISO dates)
 *   uploads/<key>           each uploaded file as stored (encrypted where the store encrypts)
 *   secrets/<name>          the secrets generated into DATA_DIR (DATA_DIR_SECRETS)
 *   manifest.json
 */
export const BACKUP_FORMAT = "dancelink-backup/1";
export const MANIFEST_NAME = "manifest.json";
/** A manifest larger than this is not one we wrote (100,000 uploads make about 20 MB). */
export const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const tableEntry = (table: string) => `database/${table}.copy`;
export const uploadEntry = (key: string) => `uploads/${key}`;
export const secretEntry = (name: string) => `secrets/${name}`;

/** Which kind of entry `name` is, or undefined for a name no backup writes. */
export function entryKind(name: string): { kind: "table"; table: string } | { kind: "upload"; key: string } | { kind: "secret"; name: string } | undefined {
  const table = /^database\/([a-z_][a-z0-9_]{0,62})\.copy$/.exec(name)?.[1];
  if (table) return { kind: "table", table };
  if (name.startsWith("uploads/") && KEY_PATTERN.test(name.slice("uploads/".length))) return { kind: "upload", key: name.slice("uploads/".length) };
  if (name.startsWith("secrets/") && DATA_DIR_SECRETS.includes(name.slice("secrets/".length))) return { kind: "secret", name: name.slice("secrets/".length) };
  return undefined;
}

const printable = z
  .string()
  .max(255)
  .regex(/^[^\p{Cc}]*$/u);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  product: z.object({ version: printable, commit: printable }),
  schemaLevel: z.number().int().min(1).max(100_000),
  database: z.object({
    source: z.enum(["pglite", "postgres"]),
    tables: z
      .array(z.object({ name: identifier, columns: z.array(identifier).min(1).max(1600), rows: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }))
      .max(10_000),
  }),
  files: z
    .array(
      z.object({
        path: z.string().refine((path) => entryKind(path) !== undefined, "is not an entry a backup writes"),
        size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        contentType: printable.optional(),
      }),
    )
    .max(10_000_000),
  /** Uploads the database's rows named but that were gone from the store when the backup reached them (deleted meanwhile). */
  missingUploads: z.array(z.string().regex(KEY_PATTERN)).max(10_000_000),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestFile = BackupManifest["files"][number];
