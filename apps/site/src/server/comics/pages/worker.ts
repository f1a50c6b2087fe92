// The worker thread pdf.js runs in (pdfWorker.mjs), for the upload's inspection (inspect.ts) and
// the page pipeline's drawing (render.ts): the same parser and the same drawing limit for both, so
// a PDF the upload accepts is one the pipeline can draw.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import workerSource from "./pdfWorker.mjs?raw";

/** What a chapter's pages may be: how many, drawn how wide, and how long for their width. */
export interface PageLimits {
  /** The width pages are drawn at (a very tall page is drawn narrower: see the worker). */
  width: number;
  /** A PDF with more pages is refused. */
  maxPages: number;
  /** A page whose longer side is more than this many times its shorter one is refused. */
  maxRatio: number;
}

export type PdfTask =
  /** Opened and its pages read, none drawn; without limits, only that it opens and has pages. */
  { task: "inspect"; limits: PageLimits | null } | { task: "render"; limits: PageLimits };

function pdfjsFiles() {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("pdfjs-dist/legacy/build/pdf.mjs");
  const root = join(dirname(entry), "..", "..");
  // pdf.js reads these by path in Node; each must end with a slash.
  const folder = (name: string) => `${join(root, name)}/`;
  return {
    pdfjsUrl: pathToFileURL(entry).href,
    assets: {
      standardFonts: folder("standard_fonts"),
      cMaps: folder("cmaps"),
      wasm: folder("wasm"),
      iccs: folder("iccs"),
    },
  };
}

/**
 * A worker on `pdf`, whose buffer is handed over (the caller's view is empty after), with at most
 * `heapMb` of JavaScript heap: a PDF that needs more stops the worker, not the server.
 */
export function startPdfWorker(pdf: Uint8Array<ArrayBuffer>, task: PdfTask, heapMb: number) {
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { ...pdfjsFiles(), ...task, pdf },
    transferList: [pdf.buffer],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
}

/** `bytes` in a buffer of their own, which can be handed over (a view on a shared one is copied). */
export function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
