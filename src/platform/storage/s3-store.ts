import { S3Client, S3Errors } from "@bradenmacdonald/s3-lite-client";
import type { Config } from "../config.ts";
import { appFileUrl, KEY_PATTERN, newKey, type FileStore, type StoredFile } from "./file-store.ts";

export type S3StoreOptions = Omit<Extract<Config["storage"], { driver: "s3" }>, "driver">;

const isNotFound = (error: unknown) => error instanceof S3Errors.ServerError && error.statusCode === 404;

/**
 * Files in an S3-compatible bucket; keys as on the local disk.
 * Public files link to S3_PUBLIC_URL (a CDN or a bucket policy that makes
 * `public/` readable) when set, else to the app's /files/*, read from the bucket.
 */
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
  const stored = async (key: string): Promise<StoredFile | undefined> => {
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
  };
  return {
    async put(visibility, data, contentType, extension) {
      const key = newKey(visibility, extension);
      if (data instanceof Blob) {
        // A streamed upload: sent from its temporary file as it is read.
        await client.putObject(key, data.stream(), { size: data.size, metadata: { "Content-Type": contentType } });
        return key;
      }
      // The client takes ArrayBuffer-backed bytes only; ours may view any buffer.
      const bytes = data.buffer instanceof ArrayBuffer ? (data as Uint8Array<ArrayBuffer>) : new Uint8Array(data);
      await client.putObject(key, bytes, { metadata: { "Content-Type": contentType } });
      return key;
    },
    async putAt(key, data, contentType) {
      if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
      const stream = data instanceof Blob ? data.stream() : data.stream;
      await client.putObject(key, stream, { size: data.size, metadata: { "Content-Type": contentType } });
    },
    async *keys() {
      for await (const object of client.listObjects()) if (KEY_PATTERN.test(object.key)) yield object.key;
    },
    get: stored,
    getStored: stored,
    async delete(key) {
      if (!KEY_PATTERN.test(key)) return;
      try {
        await client.deleteObject(key);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : appFileUrl(key)),
  };
}
