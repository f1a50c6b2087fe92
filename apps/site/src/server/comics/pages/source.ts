// Where pdf.js reads a PDF from: its bytes in memory (a CV, small), or a stored file read by
// ranges as pdf.js asks for them (a chapter of up to 100 MB): opening one to count and measure its
// pages then reads its cross-reference table, catalog and page tree, not the whole file, and the
// server's memory grows by what was read, not by the file's size.
import type { RangeSource } from "../../files/ranges";

export type { RangeSource };

export type PdfSource = Uint8Array<ArrayBuffer> | RangeSource;

export const isRangeSource = (source: Uint8Array | RangeSource): source is RangeSource =>
  !(source instanceof Uint8Array);

/** How much pdf.js asks for at a time: a few requests for a sound PDF's structure. */
export const RANGE_CHUNK_BYTES = 1024 * 1024;
