// Two instances on one S3-compatible bucket (a real s3rver on loopback, started here) and one
// database: a CV sent to one instance is in the bucket, not on either instance's disk, and the
// other instance sends it to the reviewing team.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BucketServer, startBucketServer } from "./bucket";
import { cvPdf, jobApplication } from "./forms";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";
import { appFromOutput } from "./totp";

const cv = cvPdf;
const password = "Review123!x";
// Two instances share a database only on PostgreSQL (the embedded one has one process at a time).
const shared = Boolean(process.env.DATABASE_URL);

describe("files in an S3-compatible bucket", () => {
  const dataDir = newDataDir();
  const secondDir = newDataDir();
  let bucketServer: BucketServer;
  let s3: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    bucketServer = await startBucketServer();
    s3 = await bucketServer.bucket("rawafed-files");
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await bucketServer?.close();
  });

  it("keeps an applicant's CV in the bucket, and another instance serves it", async () => {
    const first = await startServer({ DATA_DIR: dataDir, ...s3 });
    servers.push(first);
    const sent = await fetch(`${first.url}/api/job-application`, {
      method: "POST",
      headers: { origin: first.url },
      body: jobApplication(cv),
    });
    expect(sent.status).toBe(201);

    const listed = await bucketServer.client.send(
      new ListObjectsV2Command({ Bucket: s3.S3_BUCKET }),
    );
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const onDisk = join(dataDir, "uploads");
    expect(existsSync(onDisk) ? readdirSync(onDisk, { recursive: true }) : []).toEqual([]);

    // The reviewing team reads it on another instance of the same database (or, embedded, on
    // the same data after a restart): only the bucket holds the file.
    let reader = first;
    if (shared) {
      reader = await startServer({ DATA_DIR: secondDir, ...storeEnv(dataDir), ...s3 });
      servers.push(reader);
    }
    if (!shared) await first.stop();
    const made = await runScript(
      ["scripts/users.mjs", "add", "boss@example.com", "--role", "reviewer", "--totp"],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${password}\n`,
    );
    expect(made.code, made.stderr).toBe(0);
    appFromOutput("boss@example.com", made.stdout);
    if (!shared) {
      reader = await startServer({ DATA_DIR: dataDir, ...s3 });
      servers.push(reader);
    }
    const cookie = (await signIn(reader.url, { reviewer: "boss@example.com" }, password)).reviewer;
    const page = await (
      await fetch(`${reader.url}/en/review?section=applications`, { headers: { cookie } })
    ).text();
    const href = /href="(\/api\/review\/cv\/[0-9a-f-]{36})"/.exec(page)?.[1] ?? "";
    expect(href).not.toBe("");
    const download = await fetch(`${reader.url}${href}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv);
  }, 120_000);
});
