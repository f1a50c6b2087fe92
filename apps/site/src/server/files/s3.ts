// The file store in an S3-compatible bucket (CONTRACT.md, "Operations"): set `S3_ENDPOINT`,
// `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` (and `S3_REGION`, default us-east-1),
// and every instance reads and writes the same files. Keys are the local store's, checked the same.

import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkStoreKey } from "./keys";
import type { ByteRange, FileStore } from "./store";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** The bucket's settings from the environment, or null when the local disk is to be used. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  const given = [S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY].filter(Boolean);
  if (given.length === 0) return null;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    // Half a configuration would quietly write files where other instances cannot see them.
    throw new Error(
      "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or none",
    );
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || "us-east-1",
  };
}

const absent = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** A streamed file goes up in parts of this size (S3's minimum is 5 MiB): what memory holds. */
const PART_SIZE = 8 * 1024 * 1024;

/** S3's limit of keys per delete request. */
const DELETE_BATCH = 1000;

export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Path-style addressing: what S3-compatible servers (MinIO, Ceph, s3rver) answer on.
    forcePathStyle: true,
  });
  const Bucket = settings.bucket;

  const getObject = async (key: string, range?: ByteRange) => {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkStoreKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      // One PUT is atomic: readers see the old object or the new one.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkStoreKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async putStream(key, chunks, contentType) {
      // A multipart upload, a part at a time; one that fails is aborted, leaving no object.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checkStoreKey(key),
          Body: Readable.from(chunks),
          ContentType: contentType,
        },
        partSize: PART_SIZE,
        queueSize: 1,
      });
      await upload.done();
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return object.Body.transformToByteArray();
    },
    async open(key, range) {
      const object = await getObject(key, range);
      if (!object?.Body) return null;
      // A ranged answer names the whole size after its slash: `bytes 0-99/2048`.
      const total = Number(object.ContentRange?.split("/")[1]);
      return {
        size: range && Number.isFinite(total) ? total : (object.ContentLength ?? 0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },
    async remove(keys) {
      const checked = keys.map(checkStoreKey);
      for (let start = 0; start < checked.length; start += DELETE_BATCH) {
        const batch = checked.slice(start, start + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
  };
}
