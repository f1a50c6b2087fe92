// The upload's inspection, on PDFs made here: what the page pipeline can draw is accepted whatever
// its bytes spell, and each way a PDF cannot be drawn is named. Accepted ones are then drawn.
import { describe, expect, it } from "vitest";
import { type Inspection, inspectPdf } from "./inspect";
import { renderPdf } from "./render";
import {
  awkwardChapterPdf,
  blankPdf,
  brokenPdfs,
  COMMENT_XHTML,
  makePdf,
  ownerPasswordPdf,
  SPELLED_IMG,
} from "./testPdf";

const limits = { width: 1600, maxPages: 10, maxRatio: 20 };
const inspect = (pdf: Uint8Array, pageLimits: typeof limits | null = limits) =>
  inspectPdf(async () => pdf.slice(), { limits: pageLimits });
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** The sizes the pipeline draws `pdf`'s pages at. */
async function drawn(pdf: Uint8Array): Promise<[number, number][]> {
  const sizes: [number, number][] = [];
  await renderPdf(pdf, { limits, timeoutMs: 60_000 }, async (page) => {
    sizes.push([page.width, page.height]);
  });
  return sizes;
}

describe("inspectPdf", () => {
  it("accepts a chapter whose bytes spell <img and <body, and the pipeline draws all its pages", async () => {
    const pdf = await awkwardChapterPdf();
    // What a byte-pattern check refused: an image's bytes and a comment's XHTML, as stored.
    expect(latin1(pdf)).toContain(SPELLED_IMG);
    expect(latin1(pdf)).toContain(COMMENT_XHTML);
    expect(await inspect(pdf)).toEqual({ pages: 4 });
    // A4, 600 x 900 pt, A4 turned a quarter (842 x 595 pt as read), A5.
    expect(await drawn(pdf)).toEqual([
      [1600, 2263],
      [1600, 2400],
      [1600, 1131],
      [1600, 2270],
    ]);
  }, 60_000);

  it("accepts a PDF with an owner password only (anyone opens it), and it is drawn", async () => {
    const pdf = await ownerPasswordPdf();
    expect(latin1(pdf)).toMatch(/\/Encrypt \d+ 0 R/);
    expect(await inspect(pdf)).toEqual({ pages: 2 });
    expect(await drawn(pdf)).toHaveLength(2);
  }, 60_000);

  it.each([
    ["no pages", brokenPdfs.noPages, "noPages"],
    ["cut off halfway", brokenPdfs.truncated, "damaged"],
    ["protected by a password", brokenPdfs.protected, "protected"],
    ["with a page past the drawing limit", brokenPdfs.pageTooLong, "pageTooLong"],
    ["with more pages than the limit", () => blankPdf(limits.maxPages + 1), "tooManyPages"],
  ] as const)("names the problem of a PDF %s", async (_, make, problem) => {
    const inspection = await inspect(await make());
    expect(inspection).toMatchObject({ problem });
  });

  it("refuses what only starts like a PDF, and an empty file", async () => {
    const fake = new TextEncoder().encode("%PDF-1.4\n<html><script>alert(1)</script>\n%%EOF\n");
    expect(await inspect(fake)).toMatchObject({ problem: "damaged" });
    expect(await inspect(new Uint8Array(0))).toMatchObject({ problem: "damaged" });
  });

  it("takes the limit of pages as given: at the limit is accepted", async () => {
    expect(await inspect(await blankPdf(limits.maxPages))).toEqual({ pages: limits.maxPages });
  });

  it("without limits (a CV) asks only that it opens, unlocked, with pages", async () => {
    expect(await inspect(await brokenPdfs.pageTooLong(), null)).toEqual({ pages: 1 });
    expect(await inspect(await blankPdf(limits.maxPages + 1), null)).toEqual({ pages: 11 });
    expect(await inspect(await brokenPdfs.protected(), null)).toMatchObject({
      problem: "protected",
    });
  });

  it("refuses a PDF not opened within its time bound, and hands the bytes over", async () => {
    const pdf = await makePdf(1);
    const slow: Inspection = await inspectPdf(async () => pdf, { limits, timeoutMs: 1 });
    expect(slow).toMatchObject({ problem: "damaged", detail: "not opened within 1 ms" });
    // Given to the worker, not copied: the caller's view is empty after.
    expect(pdf.byteLength).toBe(0);
  });
});
