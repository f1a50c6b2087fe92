import sharp from "sharp";
import { thumbHashToApproximateAspectRatio } from "thumbhash";
import { describe, expect, it } from "vitest";
import { encodePage, LARGE_MAX_BYTES, LARGE_WIDTH, SMALL_WIDTH } from "./encode";
import { type RenderedPage, renderPdf, UnreadablePdf } from "./render";
import { brokenPdfs, makePdf } from "./testPdf";

const limits = { width: LARGE_WIDTH, maxPages: 10, maxRatio: 20 };
const options = { limits, timeoutMs: 30_000 };

describe("renderPdf", () => {
  it("draws every page in order, one at a time, at the asked width", async () => {
    const pdf = await makePdf(3);
    const seen: RenderedPage[] = [];
    let inHand = 0;
    const count = await renderPdf(pdf, options, async (page) => {
      inHand++;
      expect(inHand).toBe(1);
      seen.push({ ...page, pixels: page.pixels.subarray(0, 4) });
      await new Promise((resolve) => setImmediate(resolve));
      inHand--;
    });
    expect(count).toBe(3);
    expect(seen.map((page) => page.page)).toEqual([1, 2, 3]);
    // pdfkit's A4 is 595.28 x 841.89 pt: 1600 px wide, 2263 high.
    expect(seen[0]).toMatchObject({ width: 1600, height: 2263 });
    // Page 1's corner is white (the background).
    expect([...(seen[0]?.pixels ?? [])]).toEqual([255, 255, 255, 255]);
    // The caller's bytes are still there (a copy went to the worker).
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  it("refuses what is not a PDF, and a PDF with too many pages", async () => {
    const garbage = new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all\n%%EOF");
    await expect(renderPdf(garbage, options, async () => {})).rejects.toBeInstanceOf(UnreadablePdf);
    const pages: number[] = [];
    await expect(
      renderPdf(
        await makePdf(3),
        { ...options, limits: { ...limits, maxPages: 2 } },
        async (page) => {
          pages.push(page.page);
        },
      ),
    ).rejects.toThrow(/too many pages/);
    expect(pages).toEqual([]);
  });

  it("refuses a page past the drawing limit, the one the upload's inspection applies", async () => {
    // 100 x 20000 pt: drawn under the 16000 px cap it would be 80 px wide.
    await expect(
      renderPdf(await brokenPdfs.pageTooLong(), options, async () => {}),
    ).rejects.toThrow(/page 1 is past the drawing limit/);
  });

  it("stops at its time bound and when asked to", async () => {
    const pdf = await makePdf(3);
    await expect(renderPdf(pdf, { ...options, timeoutMs: 1 }, async () => {})).rejects.toThrow(
      UnreadablePdf,
    );
    const controller = new AbortController();
    const drawing = renderPdf(pdf, { ...options, signal: controller.signal }, async () => {
      controller.abort();
    });
    await expect(drawing).rejects.toThrow(/stopped/);
  });

  it("passes on the caller's own error", async () => {
    const failing = renderPdf(await makePdf(2), options, async () => {
      throw new Error("disk full");
    });
    await expect(failing).rejects.toThrow("disk full");
  });
});

describe("encodePage", () => {
  it("makes WebP at two widths, the large one within its size, and a placeholder", async () => {
    let encoded: Awaited<ReturnType<typeof encodePage>> | undefined;
    await renderPdf(await makePdf(1), options, async (page) => {
      encoded = await encodePage(page);
    });
    if (!encoded) throw new Error("no page");
    const large = await sharp(encoded.large).metadata();
    const small = await sharp(encoded.small).metadata();
    expect([large.format, large.width, large.height]).toEqual(["webp", LARGE_WIDTH, 2263]);
    expect([small.format, small.width]).toEqual(["webp", SMALL_WIDTH]);
    expect(Math.abs((small.height ?? 0) - 2263 / 2)).toBeLessThanOrEqual(1);
    expect(encoded.large.byteLength).toBeLessThanOrEqual(LARGE_MAX_BYTES);
    const ratio = thumbHashToApproximateAspectRatio(Buffer.from(encoded.placeholder, "base64"));
    expect(ratio).toBeCloseTo(595 / 842, 1);
  });
});
