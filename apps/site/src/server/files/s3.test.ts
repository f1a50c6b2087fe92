// The S3 store against a real S3-compatible server (s3rver, on loopback, files in a temporary
// directory): the same contract as the local disk, and its configuration read from S3_*.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BucketServer, startBucketServer } from "../../../test/bucket";
import { s3FileStore, s3SettingsFromEnv } from "./s3";
import { fileStoreContract } from "./storeContract";

let server: BucketServer;
let buckets = 0;

beforeAll(async () => {
  server = await startBucketServer();
});
afterAll(() => server?.close());

/** A store on a bucket of its own, made as an operator would. */
async function newStore() {
  const env = await server.bucket(`test-${++buckets}`);
  const settings = s3SettingsFromEnv(env);
  if (!settings) throw new Error("no settings");
  return s3FileStore(settings);
}

describe("the S3 file store", () => {
  fileStoreContract(newStore);

  it("removes more keys than one delete request takes", async () => {
    const store = await newStore();
    const keys = Array.from({ length: 1005 }, (_, i) => `pages/many/${i}.webp`);
    await Promise.all(
      keys.slice(-3).map((key) => store.put(key, new Uint8Array([1]), "image/webp")),
    );
    await store.remove(keys);
    expect(await store.get(keys.at(-1) as string)).toBeNull();
  });
});

describe("the S3 settings", () => {
  it("are none without S3_*, all four together, or refused when half given", () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(
      s3SettingsFromEnv({
        S3_ENDPOINT: "http://s3.local",
        S3_BUCKET: "files",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      endpoint: "http://s3.local",
      bucket: "files",
      accessKeyId: "id",
      secretAccessKey: "secret",
      region: "us-east-1",
    });
    expect(() => s3SettingsFromEnv({ S3_BUCKET: "files" })).toThrow(/together/);
  });
});
