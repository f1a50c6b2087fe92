// A real S3-compatible server for tests (s3rver on loopback, its files in a temporary directory),
// with the client an operator would use to make a bucket.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's own credentials. */
export const BUCKET_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface BucketServer {
  endpoint: string;
  /** A client of the server (path-style, its credentials). */
  client: S3Client;
  /** Makes a bucket and answers the `S3_*` variables that name it. */
  bucket(name: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startBucketServer(): Promise<BucketServer> {
  const directory = mkdtempSync(join(tmpdir(), "rawafed-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    credentials: BUCKET_CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    endpoint,
    client,
    async bucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: name,
        S3_ACCESS_KEY_ID: BUCKET_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: BUCKET_CREDENTIALS.secretAccessKey,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      // Its files too: a bench run leaves tens of MB of page images otherwise.
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
