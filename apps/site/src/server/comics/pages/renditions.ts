/**
 * AVIF beside each page's WebP, for the browsers that take it (about 40 % lighter on the demo's
 * pages). Made after a chapter is ready, not while it is drawn: AVIF takes about a second a large
 * page on one core, which would hold every chapter's readiness back. One sweep (pg-boss queue
 * `page-renditions`, one job at most waiting) takes the pages not yet tried, a page at a time, and
 * gives way while this process draws a chapter, resting after each page as long as it took (half a
 * core at most); a page's AVIF is kept only where it is lighter.
 * Made from the stored WebP, whose hash names both files, in a child process at the lowest CPU
 * priority (avifEncoder.ts), so readers' requests come first.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import { chapterPages } from "../../db/comics";
import { getDb } from "../../db/index";
import { pageAvifKey } from "../../files/keys";
import { getFileStore } from "../../files/store";
import { getBoss, holding } from "../../jobs/index";
import { runJob } from "../../observe/jobs";
import { logFor } from "../../observe/log";
import { metrics } from "../../observe/metrics";
import { type AvifEncoder, EncoderGone, startAvifEncoder } from "./avifEncoder";

const log = logFor("pages");

export const RENDITIONS_QUEUE = "page-renditions";
/** Quality 50 at effort 2: as sharp as the WebP to the eye, and about a second a large page. */
const AVIF = { quality: 50, effort: 2 } as const;
/** Pages taken from the database at a time. */
const BATCH = 8;

const queueOptions = {
  retryLimit: 2,
  retryDelay: 60,
  expireInSeconds: 3_600,
  deleteAfterSeconds: 24 * 3_600,
  notify: true,
};

/** Chapters this process is drawing: the sweep gives way to them (pipeline.ts counts). */
let drawing = 0;
export function drawingChapter(): () => void {
  drawing++;
  return () => {
    drawing--;
  };
}

let queue: Promise<PgBoss> | undefined;

function renditionsQueue(): Promise<PgBoss> {
  queue ??= (async () => {
    const boss = await getBoss();
    await boss.createQueue(RENDITIONS_QUEUE, { ...queueOptions, policy: "stately" });
    return boss;
  })().catch((error) => {
    queue = undefined;
    throw error;
  });
  return queue;
}

/** Asks for a sweep: after a chapter's pages are ready, and when the server starts. */
export async function sweepPageRenditions(): Promise<void> {
  const boss = await renditionsQueue();
  await boss.send(RENDITIONS_QUEUE, {}, { singletonKey: "sweep" });
}

let worker: Promise<string> | undefined;

/** This process's one sweeper, with a sweep asked at once for what an earlier run left. */
export function startRenditions(): Promise<string> {
  worker ??= (async () => {
    const boss = await renditionsQueue();
    const id = await boss.work(
      RENDITIONS_QUEUE,
      { includeMetadata: true, localConcurrency: 1, pollingIntervalSeconds: 30 },
      async ([job]: JobWithMetadata<object>[]) => {
        if (job) await holding(job, () => runJob(job, () => sweep(job.signal)));
      },
    );
    metrics().countRenditionsWith(pendingPages);
    await sweepPageRenditions();
    return id;
  })().catch((error) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/** How many pages the sweep has still to try: its backlog, for operators (and the bench). */
async function pendingPages(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ pages: count() })
    .from(chapterPages)
    .where(eq(chapterPages.avifTried, false));
  return row?.pages ?? 0;
}

/**
 * Makes the AVIF of every page not yet tried, until none is left, this process starts drawing a
 * chapter (the next chapter ready asks for a sweep again), or it stops. Exported for tests.
 */
export async function sweep(signal?: AbortSignal): Promise<number> {
  const db = await getDb();
  let made = 0;
  let encoder: AvifEncoder | undefined;
  try {
    for (;;) {
      const pages = await db
        .select({
          chapterId: chapterPages.chapterId,
          page: chapterPages.page,
          smallKey: chapterPages.smallKey,
          largeKey: chapterPages.largeKey,
        })
        .from(chapterPages)
        .where(eq(chapterPages.avifTried, false))
        .orderBy(asc(chapterPages.chapterId), asc(chapterPages.page))
        .limit(BATCH);
      if (pages.length === 0) return made;
      for (const page of pages) {
        if (signal?.aborted || drawing > 0) return made;
        encoder ??= startAvifEncoder(AVIF);
        const started = performance.now();
        if (await makeAvif(encoder, page)) made++;
        // At most half a core: as long a rest as the page took, so a busy site is not crowded.
        await rest(performance.now() - started, signal);
      }
    }
  } finally {
    encoder?.close();
  }
}

/** Waits `ms`, or less if `signal` aborts. */
function rest(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

interface PageFiles {
  chapterId: string;
  page: number;
  smallKey: string;
  largeKey: string;
}

/** One page's two AVIFs, stored and named on its row; false when its row changed meanwhile. */
async function makeAvif(encoder: AvifEncoder, page: PageFiles): Promise<boolean> {
  const store = getFileStore();
  const small = await lighterAvif(encoder, page.smallKey);
  const large = await lighterAvif(encoder, page.largeKey);
  const written = [small, large].filter((key): key is string => key !== null);
  const db = await getDb();
  // Only if the page is still these pictures: a chapter drawn again meanwhile has new ones.
  const updated = await db
    .update(chapterPages)
    .set({ smallAvifKey: small, largeAvifKey: large, avifTried: true })
    .where(
      and(
        eq(chapterPages.chapterId, page.chapterId),
        eq(chapterPages.page, page.page),
        eq(chapterPages.smallKey, page.smallKey),
        eq(chapterPages.largeKey, page.largeKey),
      ),
    )
    .returning({ page: chapterPages.page });
  if (updated.length > 0) return true;
  await store.remove(written);
  return false;
}

/** The AVIF of a stored WebP, stored under its own key when lighter; else null. */
async function lighterAvif(encoder: AvifEncoder, webpKey: string): Promise<string | null> {
  const store = getFileStore();
  const webp = await store.get(webpKey);
  if (!webp) return null;
  try {
    const avif = await encoder.encode(webp);
    if (avif.byteLength >= webp.byteLength) return null;
    const key = pageAvifKey(webpKey);
    await store.put(key, avif, "image/avif");
    return key;
  } catch (error) {
    // The encoder gone: the sweep fails, to be tried again (pg-boss) with a new one.
    if (error instanceof EncoderGone) throw error;
    // A picture sharp cannot re-encode stays WebP only; the page is marked tried all the same.
    log.warn({ err: error, key: webpKey }, "page AVIF not made");
    return null;
  }
}
