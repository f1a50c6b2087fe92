// `npm run backup` and `npm run restore` (docs/operations.md, "Backups and restore") on the
// production build: a site with an account, a comic whose chapter's pages are ready, a job
// application's CV and a contact message is backed up while it runs, stopped, wiped, refused a
// restore while a server holds it or while it is not empty, restored, and serves everything again,
// byte for byte. On the embedded database, and on PostgreSQL when the suites run on one
// (DATABASE_URL, .ci/run).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder, makePdf, poll, uploads, withDatabase } from "./comics";
import { cvPdf, jobApplication } from "./forms";
import { signIn } from "./roles";
import {
  exportCsv,
  newDataDir,
  type RunningServer,
  runScript,
  startServer,
  storeEnv,
} from "./server";

const PASSWORD = "Backup123!x";
const EMAIL = "reader@example.com";

describe("backup and restore", () => {
  const dataDir = newDataDir();
  const store = storeEnv(dataDir);
  const embedded = !store.DATABASE_URL;
  const archive = join(dataDir, "..", `${randomUUID()}.tar.gz`);
  const start = () => startServer({ DATA_DIR: dataDir, SEED_DEMO: "0" });
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(archive, { force: true });
  });

  const script = async (name: string, args: string[], input = "") => {
    const result = await runScript(
      [`scripts/${name}.mjs`, ...args],
      { ...store, NODE_ENV: "production" },
      input,
    );
    return { code: result.code, out: `${result.stdout}${result.stderr}` };
  };
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };

  const comicId = randomUUID();
  const chapterId = randomUUID();
  let pdf: Uint8Array;
  /** What the filled site serves, by path: compared after the restore. */
  const served = new Map<string, Uint8Array>();
  const bytesOf = async (path: string) => {
    // A page image as stored: WebP (it answers by `Accept`).
    const response = await fetch(`${server?.url}${path}`, { headers: { accept: "image/webp" } });
    expect([path, response.status]).toEqual([path, 200]);
    return new Uint8Array(await response.arrayBuffer());
  };

  it(
    "fills a site: an account, a comic with its pages ready, a CV and a message",
    async () => {
      server = await start();
      await stop();
      const added = await script("users", ["add", EMAIL, "--role", "reader"], `${PASSWORD}\n`);
      expect(added.code, added.out).toBe(0);

      pdf = await makePdf(2);
      mkdirSync(uploads(dataDir, "pdf"), { recursive: true });
      writeFileSync(uploads(dataDir, "pdf", `${chapterId}.pdf`), pdf);
      await withDatabase(dataDir, async (db) => {
        await db.query(
          `insert into comics (id, slug, name, original_language, translation_language, state)
         values ($1, 'kept-safe', 'Kept safe', 'english', 'arabic', 'published')`,
          [comicId],
        );
        await db.query(
          `insert into chapters (id, comic_id, number, language, pdf_key, pdf_size, state)
         values ($1, $2, 1, 'arabic', $3, $4, 'published')`,
          [chapterId, comicId, `pdf/${chapterId}.pdf`, pdf.byteLength],
        );
        // Queued as the site queues a chapter's pages (comicsPages.test.ts).
        const { DATABASE_URL: url } = store;
        const boss = new PgBoss({
          ...(url
            ? { connectionString: url, max: 1 }
            : { db: fromPglite(db as PGlite), backend: "pglite" as const }),
          supervise: false,
          schedule: false,
        });
        await boss.start();
        await boss.send("chapter-pages", { chapterId }, { singletonKey: chapterId });
        await boss.stop({ graceful: false });
      });

      server = await start();
      const url = server.url;
      await poll(
        () => (filesUnder(dataDir, `pages/${chapterId}`, ".webp") === 4 ? true : undefined),
        3 * 60_000,
        "the chapter's page images",
      );
      // And their AVIF, made after (the backup holds them too).
      await poll(
        () => (filesUnder(dataDir, `pages/${chapterId}`, ".avif") === 4 ? true : undefined),
        3 * 60_000,
        "the chapter's AVIF page images",
      );
      const post = (path: string, body: FormData | string, json = false) =>
        fetch(`${url}${path}`, {
          method: "POST",
          headers: { origin: url, ...(json ? { "content-type": "application/json" } : {}) },
          body,
        });
      expect((await post("/api/job-application", jobApplication(cvPdf))).status).toBe(201);
      expect((await postContact(url, "Is this message in the backup?")).status).toBe(201);

      served.set(`/media/pdf/${chapterId}`, await bytesOf(`/media/pdf/${chapterId}`));
    },
    5 * 60_000,
  );

  const pageKeys = async (db: { query: <Row>(sql: string) => Promise<{ rows: Row[] }> }) => {
    const pages = await db.query<{ small_key: string; large_key: string }>(
      "select small_key, large_key from chapter_pages order by page",
    );
    return pages.rows.flatMap((row) => [row.small_key, row.large_key]);
  };

  it("backs up while the site runs", async () => {
    const result = await script("backup", [archive]);
    expect(result.code, result.out).toBe(0);
    if (embedded) expect(result.out).toMatch(/asking the running server/);
    // The dump, the PDF, four page images and their AVIF, and the CV.
    expect(result.out).toMatch(/and 10 files/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The site answered throughout, and still stores what it is sent (after the backup: not in it).
    expect((await postContact(server?.url ?? "", "Sent after the backup.")).status).toBe(201);
  }, 120_000);

  it("offers the backup channel to no one but the server's user, and nothing else on it", async () => {
    const socket = join(dataDir, "backup.sock");
    // On PostgreSQL the tool dumps the server's database itself: the site opens no channel.
    if (!embedded) {
      expect(existsSync(socket)).toBe(false);
      return;
    }
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    // An HTTP request on the socket is not a backup request: closed, nothing answered.
    const answer = await new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket, () =>
        connection.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
      );
      let data = "";
      connection.on("data", (chunk) => {
        data += chunk;
      });
      connection.once("close", () => resolve(data));
      connection.once("error", reject);
    });
    expect(answer).toBe("");
  });

  it(
    "wipes the site, refuses to restore over a running or filled one, then restores",
    async () => {
      await stop();
      let pages: string[] = [];
      await withDatabase(dataDir, async (db) => {
        pages = await pageKeys(db);
      });
      expect(pages).toHaveLength(4);
      const cv = await withDatabase(dataDir, async (db) => {
        const rows = await db.query<{ stored_name: string }>("select stored_name from uploads");
        return rows.rows.map((row) => row.stored_name);
      });
      expect(cv).toHaveLength(1);
      for (const key of pages)
        served.set(`/media/${key}`, new Uint8Array(readFileSync(uploads(dataDir, key))));

      await wipe(dataDir);
      // A new, empty site starts on the wiped store (and migrates it).
      server = await start();
      if (embedded) {
        const locked = await script("restore", [archive]);
        expect(locked.code).toBe(1);
        expect(locked.out).toMatch(/restore refused: .*in use by process/);
      }
      await stop();
      const filled = await script("restore", [archive]);
      expect(filled.code).toBe(1);
      expect(filled.out).toMatch(/not empty.*--force/);

      const restored = await script("restore", [archive, "--force"]);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/restored 10 files/);
      expect(readFileSync(uploads(dataDir, cv[0] ?? "none"))).toEqual(Buffer.from(cvPdf));
    },
    3 * 60_000,
  );

  it(
    "serves every row and file again",
    async () => {
      server = await start();
      const url = server.url;
      await signIn(url, { reader: EMAIL }, PASSWORD);
      for (const [path, bytes] of served) expect(await bytesOf(path), path).toEqual(bytes);
      expect(served.get(`/media/pdf/${chapterId}`)).toEqual(pdf);
      // The pages' AVIF came back with the rows that name them.
      for (const path of [...served.keys()].filter((key) => key.startsWith("/media/pages/"))) {
        const avif = await fetch(`${url}${path}`, { headers: { accept: "image/avif,image/webp" } });
        expect(avif.headers.get("content-type"), path).toBe("image/avif");
        await avif.body?.cancel();
      }
      await stop();
      const applications = await exportCsv(dataDir, "jobApplication", store);
      expect(applications).toHaveLength(1);
      const messages = await exportCsv(dataDir, "contact", store);
      expect(messages.join("\n")).toMatch(/Is this message in the backup\?/);
      expect(messages.join("\n")).not.toMatch(/Sent after the backup/);
    },
    2 * 60_000,
  );
});

const postContact = (url: string, message: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { origin: url, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Sara Al-Qahtani",
      email: "sara@example.com",
      phone: "",
      subject: "Kept safe",
      message,
    }),
  });

/** Removes the site's data: its data directory's database and files, or its PostgreSQL database. */
async function wipe(dataDir: string): Promise<void> {
  rmSync(join(dataDir, "db"), { recursive: true, force: true });
  rmSync(join(dataDir, "uploads"), { recursive: true, force: true });
  const { DATABASE_URL: url } = storeEnv(dataDir);
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
