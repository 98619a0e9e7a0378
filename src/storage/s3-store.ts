import { S3Client, S3Errors } from "@bradenmacdonald/s3-lite-client";
import { KEY_PATTERN, newKey, type FileStore } from "./file-store.ts";

export interface S3StoreOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
  /**
   * Base URL under which the bucket's `public/` objects are readable by anyone
   * (a CDN or a bucket policy). Unset: public files are served by the app at
   * /files/*, read from the bucket like any other.
   */
  publicUrl: string | undefined;
}

const isNotFound = (error: unknown) => error instanceof S3Errors.ServerError && error.statusCode === 404;

/** Files in an S3-compatible bucket (DESIGN §6); keys as on the local disk. */
export function s3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    endPoint: options.endpoint,
    region: options.region,
    bucket: options.bucket,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    pathStyle: true,
  });
  const publicBase = options.publicUrl?.replace(/\/+$/, "");
  return {
    async put(visibility, data, contentType, extension) {
      const key = newKey(visibility, extension);
      // The client takes ArrayBuffer-backed bytes only; ours may view any buffer.
      const bytes = data.buffer instanceof ArrayBuffer ? (data as Uint8Array<ArrayBuffer>) : new Uint8Array(data);
      await client.putObject(key, bytes, { metadata: { "Content-Type": contentType } });
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      let res: Response;
      try {
        res = await client.getObject(key);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      if (!res.body) return undefined;
      return {
        body: res.body,
        size: Number(res.headers.get("content-length") ?? 0),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      try {
        await client.deleteObject(key);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `/files/${key.slice("public/".length)}`),
  };
}
