// The page pipeline on its own (SEED_DEMO=0: nothing else to draw): a 20-page PDF becomes ready
// (its time is a budget of `npm run bench`), a PDF that cannot be read ends `failed` with the message id the uploader is
// shown, and chapters not published are not downloadable. Chapters are written into the stopped
// server's database and queued as the site queues them (a pg-boss job per chapter).
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder, makePdf, poll, uploads, withDatabase } from "./comics";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

describe("the page pipeline", () => {
  const dataDir = newDataDir();
  const start = () => startServer({ DATA_DIR: dataDir, SEED_DEMO: "0" });
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  const comicId = randomUUID();
  const twenty = randomUUID();
  const garbage = randomUUID();
  const published = randomUUID();

  it("with SEED_DEMO=0 seeds nothing", async () => {
    server = await start();
    await server.stop();
    server = undefined;
    await withDatabase(dataDir, async (db) => {
      const comics = await db.query<{ n: number }>("select count(*)::int as n from comics");
      expect(comics.rows[0]?.n).toBe(0);
      // The pipeline did start (its queue is there): the seed was skipped, not cut short.
      const queue = await db.query("select name from pgboss.queue where name = 'chapter-pages'");
      expect(queue.rows).toHaveLength(1);
    });
    expect(filesUnder(dataDir, "covers") + filesUnder(dataDir, "pdf")).toBe(0);
  });

  it(
    "makes a 20-page PDF ready, and fails a PDF that cannot be read",
    async () => {
      const pdfs = new Map([
        [twenty, await makePdf(20)],
        [garbage, new TextEncoder().encode("%PDF-1.7\n1 0 obj garbage endobj\n%%EOF\n")],
        [published, await makePdf(1)],
      ]);
      mkdirSync(uploads(dataDir, "pdf"), { recursive: true });
      for (const [id, bytes] of pdfs) writeFileSync(uploads(dataDir, "pdf", `${id}.pdf`), bytes);
      await withDatabase(dataDir, async (db) => {
        await db.query(
          `insert into comics (id, slug, name, original_language, translation_language, state)
         values ($1, 'in-review', 'In review', 'english', 'arabic', 'in_review')`,
          [comicId],
        );
        for (const [index, [id, bytes]] of [...pdfs].entries()) {
          await db.query(
            `insert into chapters (id, comic_id, number, language, pdf_key, pdf_size, state)
           values ($1, $2, $3, 'arabic', $4, $5, $6)`,
            [
              id,
              comicId,
              index + 1,
              `pdf/${id}.pdf`,
              bytes.byteLength,
              id === published ? "published" : "received",
            ],
          );
        }
        // Queued as enqueueChapterPages does; the garbage first, so it is done before the rest.
        const { DATABASE_URL: url } = storeEnv(dataDir);
        const boss = new PgBoss({
          ...(url
            ? { connectionString: url, max: 1 }
            : { db: fromPglite(db as PGlite), backend: "pglite" as const }),
          supervise: false,
          schedule: false,
        });
        await boss.start();
        for (const id of [garbage, twenty, published]) {
          await boss.send("chapter-pages", { chapterId: id }, { singletonKey: id });
        }
        await boss.stop({ graceful: false });
      });

      server = await start();
      // Chapters are drawn side by side (PAGES_CONCURRENCY): the short one may be done first.
      await poll(
        () =>
          filesUnder(dataDir, `pages/${published}`, ".webp") === 2 &&
          filesUnder(dataDir, `pages/${twenty}`, ".webp") === 40
            ? true
            : undefined,
        5 * 60_000,
        "the chapters' page images",
      );
      expect(filesUnder(dataDir, `pages/${garbage}`, ".webp")).toBe(0);
      // Not published (the chapter, or its comic): no download.
      for (const id of pdfs.keys()) {
        expect((await fetch(`${server.url}/media/pdf/${id}`)).status).toBe(404);
      }
      await server.stop();
      server = undefined;

      await withDatabase(dataDir, async (db) => {
        const chapters = await db.query<{
          id: string;
          pipeline: string;
          pipeline_error: string | null;
          page_count: number;
        }>("select id, pipeline, pipeline_error, page_count from chapters");
        const byId = new Map(chapters.rows.map((row) => [row.id, row]));
        expect(byId.get(garbage)).toMatchObject({
          pipeline: "failed",
          pipeline_error: "comics.pipeline.failed",
          page_count: 0,
        });
        expect(byId.get(twenty)).toMatchObject({
          pipeline: "ready",
          pipeline_error: null,
          page_count: 20,
        });
        const rows = await db.query<{ n: number }>(
          "select count(*)::int as n from chapter_pages where chapter_id = $1",
          [twenty],
        );
        expect(rows.rows[0]?.n).toBe(20);
        const job = await db.query<{ state: string }>(
          `select state
           from pgboss.job where name = 'chapter-pages' and singleton_key = $1`,
          [twenty],
        );
        const [done] = job.rows;
        expect(done?.state).toBe("completed");
        // Two starts and minutes of drawing, and still only this suite's comic.
        const comics = await db.query<{ n: number }>("select count(*)::int as n from comics");
        expect(comics.rows[0]?.n).toBe(1);
      });
      expect(filesUnder(dataDir, "covers")).toBe(0);
    },
    8 * 60_000,
  );
});
