// The pipeline's work on one chapter, on an embedded database of its own: a second run replaces
// the chapter's pages (never adds to them), a replaced PDF's images go, an unreadable PDF fails.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chapterPages, chapters, comics } from "../db/comics";
import { getDb } from "../db/index";
import { pdfKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { makePdf } from "./pages/testPdf";
import { makePages, PIPELINE_FAILED } from "./pipeline";

const dataDir = mkdtempSync(join(tmpdir(), "rawafed-pipeline-"));
process.env.DATA_DIR = dataDir;
process.env.MIGRATIONS_DIR = join(import.meta.dirname, "../../../drizzle");

const chapterId = "3d0f2a43-8b0e-4e55-9a57-6a0c8f1f2b10";
const pageFiles = () => readdirSync(join(dataDir, "uploads", "pages", chapterId)).sort();

async function pages() {
  const db = await getDb();
  return db
    .select()
    .from(chapterPages)
    .where(eq(chapterPages.chapterId, chapterId))
    .orderBy(chapterPages.page);
}
async function chapter() {
  const db = await getDb();
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  return row;
}

beforeAll(async () => {
  const db = await getDb();
  const [comic] = await db
    .insert(comics)
    .values({
      slug: "test",
      name: "Test",
      originalLanguage: "english",
      translationLanguage: "arabic",
    })
    .returning();
  await db.insert(chapters).values({
    id: chapterId,
    comicId: comic?.id as string,
    number: 1,
    language: "arabic",
    pdfKey: pdfKey(chapterId),
  });
}, 30_000);

describe("makePages", () => {
  it("makes the chapter ready; a second run replaces its pages, never adds to them", async () => {
    await getFileStore().put(pdfKey(chapterId), await makePdf(2), "application/pdf");
    await makePages(chapterId);
    expect(await chapter()).toMatchObject({ pipeline: "ready", pageCount: 2, pipelineError: null });
    const first = await pages();
    expect(first.map((page) => page.page)).toEqual([1, 2]);
    expect(pageFiles()).toHaveLength(4);

    await makePages(chapterId);
    // The same PDF makes the same images, under the same keys.
    expect(await pages()).toEqual(first);
    expect(pageFiles()).toHaveLength(4);
  }, 60_000);

  it("removes the images of a PDF that was replaced", async () => {
    await getFileStore().put(pdfKey(chapterId), await makePdf(1), "application/pdf");
    await makePages(chapterId);
    const now = await pages();
    expect(now).toHaveLength(1);
    expect((await chapter())?.pageCount).toBe(1);
    const keys = now.flatMap((page) => [page.smallKey, page.largeKey]);
    expect(pageFiles()).toEqual(keys.map((key) => key.split("/").at(-1)).sort());
  }, 60_000);

  it("fails an unreadable PDF with the uploader's message id", async () => {
    const garbage = new TextEncoder().encode("not a PDF at all");
    await getFileStore().put(pdfKey(chapterId), garbage, "application/pdf");
    await makePages(chapterId);
    expect(await chapter()).toMatchObject({ pipeline: "failed", pipelineError: PIPELINE_FAILED });
    expect(PIPELINE_FAILED).toBe("comics.pipeline.failed");
  }, 60_000);

  it("does nothing for a chapter that is not there", async () => {
    await expect(makePages("00000000-0000-4000-8000-000000000000")).resolves.toBeUndefined();
  });
});
