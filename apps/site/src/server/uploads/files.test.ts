// A chapter PDF as it streams in (storePdfPart): judged by its structure, opened as the page
// pipeline will open it, never by what its bytes spell; a refused one is not kept.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awkwardChapterPdf,
  blankPdf,
  brokenPdfs,
  COMMENT_XHTML,
  SPELLED_IMG,
} from "../comics/pages/testPdf";
import { getFileStore } from "../files/store";
import { Refused, storePdfPart } from "./files";

const previousDataDir = process.env.DATA_DIR;
let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "rawafed-pdf-parts-"));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  process.env.DATA_DIR = previousDataDir;
});

const limits = { width: 1600, maxPages: 4, maxRatio: 20 };
const MAX_BYTES = 10 * 1024 * 1024;
let parts = 0;

/** `pdf` sent as a part in 16 KB chunks (a tag may fall across two): its key and the outcome. */
async function send(pdf: Uint8Array) {
  const key = `pdf/part-${++parts}.pdf`;
  const chunks = Array.from({ length: Math.ceil(pdf.byteLength / 16_384) }, (_, i) =>
    Buffer.from(pdf.subarray(i * 16_384, (i + 1) * 16_384)),
  );
  const outcome = await storePdfPart(Readable.from(chunks), key, MAX_BYTES, limits);
  return { key, outcome, kept: existsSync(join(dataDir, "uploads", key)) };
}

describe("storePdfPart", () => {
  it("keeps a chapter whose image and comment spell <img and <body", async () => {
    const pdf = await awkwardChapterPdf();
    const text = Buffer.from(pdf).toString("latin1");
    expect(text).toContain(SPELLED_IMG);
    expect(text).toContain(COMMENT_XHTML);
    const { key, outcome, kept } = await send(pdf);
    expect(outcome).toBe(pdf.byteLength);
    expect(kept).toBe(true);
    expect(await getFileStore().get(key)).toEqual(pdf);
  });

  it.each([
    ["no pages", brokenPdfs.noPages, "validation.pdfNoPages"],
    ["cut off halfway", brokenPdfs.truncated, "validation.pdfDamaged"],
    ["protected by a password", brokenPdfs.protected, "validation.pdfProtected"],
    ["with a page past the drawing limit", brokenPdfs.pageTooLong, "validation.pdfPageTooLong"],
    [
      "with more pages than the limit",
      () => blankPdf(limits.maxPages + 1),
      "validation.pdfTooManyPages",
    ],
  ] as const)("refuses a PDF %s with its own message, and keeps nothing", async (_, make, id) => {
    const { outcome, kept } = await send(await make());
    expect(outcome).toBeInstanceOf(Refused);
    expect((outcome as Refused).messageId).toBe(id);
    expect(kept).toBe(false);
  });

  it("still refuses by the first bytes what is no PDF at all, before storing it", async () => {
    const { outcome, kept } = await send(new TextEncoder().encode(`<html>${"x".repeat(5000)}`));
    expect((outcome as Refused).messageId).toBe("validation.fileType");
    expect(kept).toBe(false);
  });
});
