// The page pipeline's queue, timed as the server runs it (its workers, pagesConcurrency() of
// them, woken by the job's NOTIFY): a small chapter from its job queued to ready on idle workers,
// and how fast a backlog drains next to the machine's drawing rate (the same PDFs drawn back to
// back by makePages, no queue). Run by `node scripts/bench-pipeline.mjs queue`.

import { eq, inArray, sql } from "drizzle-orm";
import { pagesConcurrency } from "../src/server/comics/pages/concurrency";
import { makePdf } from "../src/server/comics/pages/testPdf";
import {
  enqueueChapterPages,
  makePages,
  PAGES_QUEUE,
  startPagePipeline,
} from "../src/server/comics/pipeline";
import { chapters, comics } from "../src/server/db/comics";
import { getDb } from "../src/server/db/index";
import { pdfKey } from "../src/server/files/keys";
import { getFileStore } from "../src/server/files/store";
import { stopBoss } from "../src/server/jobs/index";

export interface QueueTiming {
  concurrency: number;
  /** The small chapter: its pages, from its job queued to taken by a worker, and to `ready`. */
  startPages: number;
  jobStartMs: number;
  startToReadyMs: number;
  /** The backlog: its chapters and their pages each. */
  chapters: number;
  pagesEach: number;
  /** The same PDFs drawn one after the other, with no queue. */
  drawingSeconds: number;
  /** From the first of them queued to the last ready. */
  drainSeconds: number;
  drainOverDrawing: number;
}

/** Chapters of a comic of their own, each with its PDF stored, none queued. */
async function newChapters(pdf: Uint8Array, count: number): Promise<string[]> {
  const db = await getDb();
  const [comic] = await db
    .insert(comics)
    .values({
      slug: `bench-${crypto.randomUUID()}`,
      name: "Bench",
      originalLanguage: "english",
      translationLanguage: "arabic",
    })
    .returning({ id: comics.id });
  const ids: string[] = [];
  for (let number = 1; number <= count; number++) {
    const [chapter] = await db
      .insert(chapters)
      .values({ comicId: comic?.id as string, number, language: "arabic" })
      .returning({ id: chapters.id });
    const id = chapter?.id as string;
    await getFileStore().put(pdfKey(id), pdf, "application/pdf");
    await db
      .update(chapters)
      .set({ pdfKey: pdfKey(id), pdfSize: pdf.byteLength })
      .where(eq(chapters.id, id));
    ids.push(id);
  }
  return ids;
}

/** Resolves once every one of `ids` is ready, looking every 10 ms; throws on a failed one. */
async function allReady(ids: string[]): Promise<void> {
  const db = await getDb();
  for (;;) {
    const rows = await db
      .select({ pipeline: chapters.pipeline })
      .from(chapters)
      .where(inArray(chapters.id, ids));
    if (rows.some((row) => row.pipeline === "failed")) throw new Error("a chapter failed");
    if (rows.every((row) => row.pipeline === "ready")) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** From the chapter's job queued to a worker taking it, by the database's clock. */
async function jobStart(chapterId: string): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ ms: number }>(sql`
    select extract(epoch from started_on - created_on)::float * 1000 as ms from pgboss.job
    where name = ${PAGES_QUEUE} and singleton_key = ${chapterId}`);
  return Number(rows[0]?.ms);
}

/** Seconds `ids` take drawn one after the other by makePages, with no queue. */
async function drawnBackToBack(ids: string[]): Promise<number> {
  const started = performance.now();
  for (const id of ids) await makePages(id);
  return (performance.now() - started) / 1000;
}

/**
 * The drawing rate is timed on half the chapters before the drain and half after, so a load that
 * came or went on a shared machine meanwhile weighs on both sides alike.
 */
export async function measureQueue(backlog = 20, pagesEach = 4): Promise<QueueTiming> {
  const pdf = await makePdf(pagesEach);
  await startPagePipeline();
  // Its workers' first look found nothing: they wait for a NOTIFY (or their 30 s poll).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const startPages = 3;
  const [small] = await newChapters(await makePdf(startPages), 1);
  let started = performance.now();
  await enqueueChapterPages(small as string);
  await allReady([small as string]);
  const startToReadyMs = performance.now() - started;
  const jobStartMs = await jobStart(small as string);

  const before = Math.ceil(backlog / 2);
  let drawingSeconds = await drawnBackToBack(await newChapters(pdf, before));
  const queued = await newChapters(pdf, backlog);
  started = performance.now();
  for (const id of queued) await enqueueChapterPages(id);
  await allReady(queued);
  const drainSeconds = (performance.now() - started) / 1000;
  drawingSeconds += await drawnBackToBack(await newChapters(pdf, backlog - before));
  return {
    concurrency: pagesConcurrency(),
    startPages,
    jobStartMs,
    startToReadyMs,
    chapters: backlog,
    pagesEach,
    drawingSeconds,
    drainSeconds,
    drainOverDrawing: drawingSeconds / drainSeconds,
  };
}

/** Stops the workers and closes the database, so the process can end. */
export async function close(): Promise<void> {
  await stopBoss();
  const client = (await getDb()).$client as {
    end?: () => Promise<void>;
    close?: () => Promise<void>;
  };
  await (client.end?.() ?? client.close?.());
}
