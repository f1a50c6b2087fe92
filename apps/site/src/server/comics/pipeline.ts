/**
 * The page pipeline: a chapter's PDF made into the page images readers load. A job per chapter
 * (pg-boss queue `chapter-pages`, in the site's database) runs off the request's path, survives a
 * restart and is tried again when the store or the database failed; a PDF that cannot be read
 * ends `failed` with a message id the uploader sees. Pages are drawn in a worker thread one at a
 * time (pages/render.ts) and encoded as WebP at two widths with a placeholder (pages/encode.ts);
 * several chapters at once (pages/concurrency.ts).
 */
import { createHash } from "node:crypto";
import { CHAPTER_MAX_PAGES, CHAPTER_PAGE_MAX_RATIO } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";
import { and, eq, gt } from "drizzle-orm";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import { chapterPages, chapters, pageTranscripts } from "../db/comics";
import { getDb } from "../db/index";
import { pageKey } from "../files/keys";
import { storedRanges } from "../files/ranges";
import { getFileStore } from "../files/store";
import { getBoss, holding } from "../jobs/index";
import { runJob, withRequestId } from "../observe/jobs";
import { logFor } from "../observe/log";
import { metrics } from "../observe/metrics";
import { pagesConcurrency } from "./pages/concurrency";
import { encodePage, LARGE_WIDTH } from "./pages/encode";
import { pageFileColumns, pageFiles } from "./pages/files";
import { renderPdf, UnreadablePdf } from "./pages/render";
import { drawingChapter, startRenditions, sweepPageRenditions } from "./pages/renditions";
import type { PageLimits } from "./pages/worker";

const log = logFor("pages");

export const PAGES_QUEUE = "chapter-pages";
/** A longer PDF is refused (a chapter, not a book): the limit uploaders are told (issue #23). */
export const MAX_PAGES = CHAPTER_MAX_PAGES;
/** How chapter pages are drawn, and what a chapter's PDF may hold: the upload checks the same. */
export const CHAPTER_PAGE_LIMITS: PageLimits = {
  width: LARGE_WIDTH,
  maxPages: MAX_PAGES,
  maxRatio: CHAPTER_PAGE_MAX_RATIO,
};
/** A PDF not drawn within this is refused: about 1.4 s a page for the longest allowed. */
const RENDER_TIMEOUT_MS = 12 * 60_000;
/** What the uploader is told when their PDF could not be made into pages. */
export const PIPELINE_FAILED: MessageId = "comics.pipeline.failed";

const queueOptions = {
  // The store or the database away: two more tries, a minute or so apart.
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  // Past the render's own time bound: a try whose process died is taken again after this.
  expireInSeconds: RENDER_TIMEOUT_MS / 1000 + 120,
  deleteAfterSeconds: 24 * 3_600,
  // A new job wakes the idle workers at once (a NOTIFY with the insert, see jobs/index.ts).
  notify: true,
};

/**
 * A worker's look for a job it was not woken for: a retry whose wait is over. 5 s when the
 * database cannot NOTIFY (then every new chapter waits for it), 30 s when it can.
 */
const workerOptions = {
  includeMetadata: true as const,
  localConcurrency: 1,
  pollingIntervalSeconds: 5,
  notifyPollingIntervalSeconds: 30,
};

interface PagesJob {
  chapterId: string;
}

let queue: Promise<PgBoss> | undefined;

/** pg-boss with the queue made: one job queued and one running per chapter (`stately`). */
function pagesQueue(): Promise<PgBoss> {
  queue ??= (async () => {
    const boss = await getBoss();
    await boss.createQueue(PAGES_QUEUE, { ...queueOptions, policy: "stately" });
    await boss.updateQueue(PAGES_QUEUE, queueOptions);
    return boss;
  })().catch((error) => {
    queue = undefined;
    throw error;
  });
  return queue;
}

/**
 * Asks for the chapter's pages to be made from its stored PDF (`pdfKey`). A chapter already
 * waiting is not queued twice; one being drawn is drawn again after (its PDF was replaced). Not
 * from inside a transaction on the embedded database (its one connection is the transaction's).
 */
export async function enqueueChapterPages(chapterId: string): Promise<void> {
  const boss = await pagesQueue();
  await boss.send(PAGES_QUEUE, withRequestId({ chapterId } satisfies PagesJob), {
    singletonKey: chapterId,
  });
}

let workers: Promise<void> | undefined;

/**
 * Starts this process's workers, `pagesConcurrency()` of them, a chapter each at a time. The
 * server starts them once it is ready; `stopBoss` stops them on SIGTERM (a chapter in hand is
 * handed back at once, drawn by another instance or after the restart).
 */
export function startPagePipeline(): Promise<void> {
  workers ??= (async () => {
    const boss = await pagesQueue();
    for (let slot = pagesConcurrency(); slot > 0; slot--) await startWorker(boss);
    await startRenditions();
  })().catch((error) => {
    workers = undefined;
    throw error;
  });
  return workers;
}

/**
 * A worker that looks for its next chapter as soon as one is done. pg-boss's worker otherwise
 * waits out its polling interval between two fetches unless a NOTIFY came meanwhile, and a NOTIFY
 * comes only with a new job: chapters queued together went one per worker every 30 s.
 */
function startWorker(boss: PgBoss): Promise<string> {
  const id: Promise<string> = boss.work(
    PAGES_QUEUE,
    workerOptions,
    async ([job]: JobWithMetadata<PagesJob>[]) => {
      if (!job) return;
      try {
        await holding(job, () => runJob(job, () => work(job)));
      } finally {
        // Woken while its job is in hand, the worker fetches again without a wait.
        boss.notifyWorker(await id);
      }
    },
  );
  return id;
}

async function work(job: JobWithMetadata<PagesJob>): Promise<void> {
  const { chapterId } = job.data;
  const started = performance.now();
  const drawn = drawingChapter();
  try {
    await makePages(chapterId, job.signal);
  } catch (error) {
    // Shutting down: the job is handed back (jobs/index.ts), the chapter stays `rendering`.
    if (job.signal.aborted) throw error;
    metrics().pipelineDuration.observe({ outcome: "failed" }, (performance.now() - started) / 1000);
    const last = job.retryCount >= job.retryLimit;
    log.error(
      { chapterId, err: error, last },
      last ? "chapter failed, giving up" : "chapter failed",
    );
    if (last) await setFailed(chapterId);
    throw error;
  } finally {
    drawn();
  }
  await sweepPageRenditions().catch((error) =>
    log.error({ err: error, chapterId }, "page renditions not asked for"),
  );
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Draws the chapter's PDF and stores its pages; then, in one transaction, the chapter's page rows
 * are replaced (a second run never adds to the first) and it becomes `ready`. Exported for tests.
 */
export async function makePages(chapterId: string, signal?: AbortSignal): Promise<void> {
  const db = await getDb();
  const store = getFileStore();
  const [chapter] = await db
    .select({ pdfKey: chapters.pdfKey })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  // Deleted since, or never given a PDF: nothing to draw.
  if (!chapter?.pdfKey) return;
  // Read by ranges as pages are drawn: a 100 MB PDF is never whole in the server's memory.
  const pdf = await storedRanges(store, chapter.pdfKey);
  // Tried again later (a store shared by instances may not have it yet), then failed.
  if (!pdf) throw new Error(`its PDF ${chapter.pdfKey} is not in the store`);
  await db
    .update(chapters)
    .set({ pipeline: "rendering", pipelineError: null })
    .where(eq(chapters.id, chapterId));

  const started = performance.now();
  const rows: (typeof chapterPages.$inferInsert)[] = [];
  const written: string[] = [];
  let count: number;
  try {
    count = await renderPdf(
      pdf,
      { limits: CHAPTER_PAGE_LIMITS, timeoutMs: RENDER_TIMEOUT_MS, signal },
      async (drawn) => {
        const page = await encodePage(drawn);
        const largeKey = pageKey(chapterId, drawn.page, page.width, sha256(page.large));
        const smallKey = pageKey(chapterId, drawn.page, page.smallWidth, sha256(page.small));
        await store.put(largeKey, page.large, "image/webp");
        await store.put(smallKey, page.small, "image/webp");
        written.push(largeKey, smallKey);
        const { width, height, placeholder } = page;
        rows.push({ chapterId, page: drawn.page, width, height, smallKey, largeKey, placeholder });
      },
    );
  } catch (error) {
    await removeUnused(chapterId, written);
    if (!(error instanceof UnreadablePdf)) throw error;
    // The PDF's own fault: trying again would fail the same way.
    log.warn({ chapterId, reason: error.message }, "the PDF cannot be made into pages");
    metrics().pipelineDuration.observe(
      { outcome: "unreadable" },
      (performance.now() - started) / 1000,
    );
    await setFailed(chapterId);
    return;
  }

  const previous = await db.transaction(async (tx) => {
    // Locked: an AVIF named on a row meanwhile would otherwise be left in the store.
    const before = await tx
      .select(pageFileColumns)
      .from(chapterPages)
      .where(eq(chapterPages.chapterId, chapterId))
      .for("update");
    await tx.delete(chapterPages).where(eq(chapterPages.chapterId, chapterId));
    await tx.insert(chapterPages).values(rows);
    // Transcripts typed at upload for pages the PDF does not have describe nothing.
    await tx
      .delete(pageTranscripts)
      .where(and(eq(pageTranscripts.chapterId, chapterId), gt(pageTranscripts.page, count)));
    await tx
      .update(chapters)
      .set({ pageCount: count, pipeline: "ready", pipelineError: null })
      .where(eq(chapters.id, chapterId));
    return before.flatMap(pageFiles);
  });
  // The images of a PDF this one replaced, unless a page is the same picture (same key).
  const kept = new Set(written);
  await store.remove(previous.filter((key) => !kept.has(key)));
  const seconds = (performance.now() - started) / 1000;
  metrics().pipelineDuration.observe({ outcome: "ready" }, seconds);
  log.info({ chapterId, pages: count, seconds }, "chapter pages ready");
}

/** Removes files written for a run that did not finish, unless a stored page still names them. */
async function removeUnused(chapterId: string, written: string[]): Promise<void> {
  if (written.length === 0) return;
  const db = await getDb();
  const stored = await db
    .select(pageFileColumns)
    .from(chapterPages)
    .where(eq(chapterPages.chapterId, chapterId));
  const named = new Set(stored.flatMap(pageFiles));
  await getFileStore().remove(written.filter((key) => !named.has(key)));
}

async function setFailed(chapterId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(chapters)
    .set({ pipeline: "failed", pipelineError: PIPELINE_FAILED })
    .where(eq(chapters.id, chapterId));
}
