// The page pipeline's bench: one chapter of a PDF made on the spot, drawn and stored as the job
// does it (makePages, in its worker thread), timed from the call to the chapter being ready.
// Run by `node scripts/bench-pipeline.mjs`.

import { eq } from "drizzle-orm";
import { makePdf } from "../src/server/comics/pages/testPdf";
import { makePages } from "../src/server/comics/pipeline";
import { chapters, comics } from "../src/server/db/comics";
import { getDb } from "../src/server/db/index";
import { pdfKey } from "../src/server/files/keys";
import { getFileStore } from "../src/server/files/store";

export interface PipelineTiming {
  pages: number;
  pdfBytes: number;
  seconds: number;
  state: string;
  largestPageBytes: number;
}

/** Times the pipeline on the module graph's own database (the one makePages opens). */
export async function measurePipeline(pages: number): Promise<PipelineTiming> {
  const db = await getDb();
  const [comic] = await db
    .insert(comics)
    .values({
      slug: "bench",
      name: "Bench",
      originalLanguage: "english",
      translationLanguage: "arabic",
    })
    .returning({ id: comics.id });
  const [chapter] = await db
    .insert(chapters)
    .values({ comicId: comic?.id as string, number: 1, language: "arabic" })
    .returning({ id: chapters.id });
  const id = chapter?.id as string;
  const pdf = await makePdf(pages);
  await getFileStore().put(pdfKey(id), pdf, "application/pdf");
  await db
    .update(chapters)
    .set({ pdfKey: pdfKey(id), pdfSize: pdf.byteLength })
    .where(eq(chapters.id, id));

  const started = performance.now();
  await makePages(id);
  const seconds = (performance.now() - started) / 1000;

  const [row] = await db
    .select({ pipeline: chapters.pipeline })
    .from(chapters)
    .where(eq(chapters.id, id));
  const stored = await db.query.chapterPages.findMany({
    where: (page, { eq }) => eq(page.chapterId, id),
  });
  const sizes = await Promise.all(
    stored.map(async (page) => (await getFileStore().get(page.largeKey))?.byteLength ?? 0),
  );
  return {
    pages,
    pdfBytes: pdf.byteLength,
    seconds,
    state: row?.pipeline ?? "missing",
    largestPageBytes: Math.max(0, ...sizes),
  };
}

/** Closes the embedded database, so the process can end. */
export async function close(): Promise<void> {
  const db = await getDb();
  await (db.$client as { close?: () => Promise<void> }).close?.();
}
