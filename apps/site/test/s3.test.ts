// Two instances on one S3-compatible bucket (a real s3rver on loopback, started here) and one
// database: a CV sent to one instance is in the bucket, not on either instance's disk, and the
// other instance sends it to the reviewing team.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplication } from "./forms";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";

const cv = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const password = "Review123!x";
// Two instances share a database only on PostgreSQL (the embedded one has one process at a time).
const shared = Boolean(process.env.DATABASE_URL);

describe("files in an S3-compatible bucket", () => {
  const dataDir = newDataDir();
  const secondDir = newDataDir();
  let bucketServer: S3rver;
  let s3: Record<string, string>;
  let client: S3Client;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    bucketServer = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: mkdtempSync(join(tmpdir(), "rawafed-s3-site-")),
    });
    const { port } = await bucketServer.run();
    s3 = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "rawafed-files",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    client = new S3Client({
      endpoint: s3.S3_ENDPOINT,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    });
    await client.send(new CreateBucketCommand({ Bucket: s3.S3_BUCKET }));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    client?.destroy();
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

    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.S3_BUCKET }));
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
      ["scripts/users.mjs", "add", "boss@example.com", "--role", "reviewer"],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${password}\n`,
    );
    expect(made.code, made.stderr).toBe(0);
    if (!shared) {
      reader = await startServer({ DATA_DIR: dataDir, ...s3 });
      servers.push(reader);
    }
    const signIn = await fetch(`${reader.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: reader.url },
      body: JSON.stringify({ email: "boss@example.com", password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
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
