// A stored chapter opened and drawn by ranges (source.ts): what pdf.js needs is read, not the file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type RangeSource, storedRanges } from "../../files/ranges";
import { localFileStore } from "../../files/store";
import { inspectPdf } from "./inspect";
import { renderPdf } from "./render";
import { paddedPdf } from "./testPdf";
import { SourceUnreadable } from "./worker";

const MB = 1024 * 1024;
const limits = { width: 800, maxPages: 10, maxRatio: 20 };

/** `source`, counting the bytes read through it. */
function counted(source: RangeSource) {
  const tally = { bytes: 0, reads: 0 };
  const wrapped: RangeSource = {
    size: source.size,
    async read(start, end) {
      const bytes = await source.read(start, end);
      tally.bytes += bytes.byteLength;
      tally.reads += 1;
      return bytes;
    },
  };
  return { source: wrapped, tally };
}

describe("a stored PDF read by ranges", () => {
  const store = localFileStore(mkdtempSync(join(tmpdir(), "ranges-")));

  it("inspects and draws a 24 MB chapter reading a few MB of it, pages as from its bytes", async () => {
    const pdf = await paddedPdf(2, 24 * MB);
    await store.put("chapters/padded.pdf", pdf, "application/pdf");
    const stored = await storedRanges(store, "chapters/padded.pdf");
    if (!stored) throw new Error("not stored");

    const inspection = counted(stored);
    expect(await inspectPdf(async () => inspection.source, { limits })).toEqual({ pages: 2 });
    expect(inspection.tally.bytes).toBeLessThan(4 * MB);

    const drawing = counted(stored);
    const fromRanges: number[][] = [];
    await renderPdf(drawing.source, { limits, timeoutMs: 60_000 }, async (page) => {
      fromRanges.push([page.page, page.width, page.height, ...page.pixels.subarray(0, 4)]);
    });
    expect(drawing.tally.bytes).toBeLessThan(4 * MB);
    const fromBytes: number[][] = [];
    await renderPdf(pdf, { limits, timeoutMs: 60_000 }, async (page) => {
      fromBytes.push([page.page, page.width, page.height, ...page.pixels.subarray(0, 4)]);
    });
    expect(fromRanges).toEqual(fromBytes);
    expect(fromRanges).toHaveLength(2);
  });

  it("a store that fails is the server's fault, not the PDF's", async () => {
    const pdf = await paddedPdf(1, 2 * MB);
    const failing: RangeSource = {
      size: pdf.byteLength,
      read: async () => {
        throw new Error("the bucket is unreachable");
      },
    };
    await expect(inspectPdf(async () => failing, { limits })).rejects.toThrow(/unreachable/);
    await expect(
      renderPdf(failing, { limits, timeoutMs: 60_000 }, async () => {}),
    ).rejects.toBeInstanceOf(SourceUnreadable);
  });
});
