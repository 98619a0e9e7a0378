import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { S3Client } from "@bradenmacdonald/s3-lite-client";
import S3rver from "s3rver";

export interface TestS3Server {
  env: {
    STORAGE_DRIVER: "s3";
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY: string;
    S3_SECRET_KEY: string;
    DATA_ENCRYPTION_KEY: string;
  };
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) for one test file: on an ephemeral port,
 * with its data in a temporary folder that `stop` removes.
 */
export async function startS3Server(bucket = "dance-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "dance-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      // s3rver knows only this access key and refuses any other.
      S3_ACCESS_KEY: "S3RVER",
      S3_SECRET_KEY: "S3RVER",
      // Instances on one bucket seal and open its documents with one master key.
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 0x5e).toString("base64"),
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A client of the test server's bucket, to see what the app stored there. */
export function bucketClient(s3: TestS3Server): S3Client {
  return new S3Client({
    endPoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    bucket: s3.env.S3_BUCKET,
    accessKey: s3.env.S3_ACCESS_KEY,
    secretKey: s3.env.S3_SECRET_KEY,
  });
}
