// A backup of a site whose files are in a bucket, restored into another bucket (and an embedded
// database): the files go by their keys through the S3 store, streamed both ways.
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BucketServer, startBucketServer } from "../../../test/bucket";
import { s3FileStore, s3SettingsFromEnv } from "../files/s3";
import { writeBackup } from "./backup";
import { restoreBackup } from "./restore";

let server: BucketServer;
let dir: string;
const envBefore = { DATA_DIR: process.env.DATA_DIR, MIGRATIONS_DIR: process.env.MIGRATIONS_DIR };

beforeAll(async () => {
  server = await startBucketServer();
  dir = await mkdtemp(join(tmpdir(), "rawafed-backup-s3-"));
  process.env.DATA_DIR = join(dir, "data");
  process.env.MIGRATIONS_DIR = join(import.meta.dirname, "../../../drizzle");
});
afterAll(async () => {
  for (const [name, value] of Object.entries(envBefore)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function bucketStore(name: string) {
  const settings = s3SettingsFromEnv(await server.bucket(name));
  if (!settings) throw new Error("no settings");
  return s3FileStore(settings);
}

describe("a backup on S3", () => {
  it("copies the named files out of one bucket and restores them into another", async () => {
    const source = await bucketStore("site");
    const pdf = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    await source.put("pdf/chapter.pdf", pdf, "application/pdf");
    await source.put("covers/a.webp", new TextEncoder().encode("cover"), "image/webp");
    const file = join(dir, "site.tar.gz");
    // The site's own auth secret (no BETTER_AUTH_SECRET): its second factors need it back.
    const secretFile = join(dir, "auth-secret");
    await writeFile(secretFile, `${"k".repeat(43)}\n`);
    const secretBefore = process.env.BETTER_AUTH_SECRET;
    delete process.env.BETTER_AUTH_SECRET;
    const manifest = await writeBackup(
      createWriteStream(file),
      {
        kind: "pglite",
        dump: async (dumpFile) => {
          await writeFile(dumpFile, "create table kept (a int); insert into kept values (7);\n");
          return { keys: ["covers/a.webp", "pdf/chapter.pdf"], migrations: 0 };
        },
      },
      source,
      secretFile,
    );
    expect(manifest.authSecret?.size).toBe(44);
    expect(manifest.files.map((entry) => entry.size)).toEqual([5, pdf.byteLength]);

    const target = await bucketStore("restored");
    const lines: string[] = [];
    await restoreBackup({ file, force: false, store: target, log: (line) => lines.push(line) });
    if (secretBefore !== undefined) process.env.BETTER_AUTH_SECRET = secretBefore;
    expect(lines).toContain("restored the auth secret");
    expect(await readFile(join(dir, "data", "auth-secret"), "utf8")).toBe(`${"k".repeat(43)}\n`);
    expect(lines.at(-1)).toBe("restored 2 files");
    expect(await target.get("pdf/chapter.pdf")).toEqual(pdf);
    expect(new TextDecoder().decode((await target.get("covers/a.webp")) ?? undefined)).toBe(
      "cover",
    );
    const db = new PGlite(join(dir, "data", "db"));
    try {
      expect((await db.query("select a from kept")).rows).toEqual([{ a: 7 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
