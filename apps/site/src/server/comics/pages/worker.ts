// The worker thread pdf.js runs in (pdfWorker.mjs), for the upload's inspection (inspect.ts) and
// the page pipeline's drawing (render.ts): the same parser and the same drawing limit for both, so
// a PDF the upload accepts is one the pipeline can draw.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import workerSource from "./pdfWorker.mjs?raw";
import { isRangeSource, type PdfSource, RANGE_CHUNK_BYTES } from "./source";

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

/** A range the worker asked for could not be read: the server's fault, not the PDF's. */
export class SourceUnreadable extends Error {}

/**
 * A worker on `source`, with at most `heapMb` of JavaScript heap: a PDF that needs more stops the
 * worker, not the server. Bytes are handed over (the caller's view is empty after); a range source
 * is read as pdf.js asks, and a failed read ends the worker with a SourceUnreadable "error".
 */
export function startPdfWorker(source: PdfSource, task: PdfTask, heapMb: number) {
  const stored = isRangeSource(source) ? source : null;
  // Ranges travel on a channel of their own: the caller's messages stay the task's.
  const ranges = stored ? new MessageChannel() : null;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: {
      ...pdfjsFiles(),
      ...task,
      ...(stored && ranges
        ? { size: stored.size, chunkBytes: RANGE_CHUNK_BYTES, ranges: ranges.port2 }
        : { pdf: source }),
    },
    transferList: ranges ? [ranges.port2] : [(source as Uint8Array<ArrayBuffer>).buffer],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  if (stored && ranges) {
    const port = ranges.port1;
    port.on("message", ({ begin, end }: { begin: number; end: number }) => {
      stored.read(begin, end).then(
        (bytes) => port.postMessage({ begin, bytes }, [bytes.buffer]),
        (error) => {
          worker.emit("error", new SourceUnreadable(String(error?.message ?? error)));
          void worker.terminate();
        },
      );
    });
    worker.once("exit", () => port.close());
  }
  return worker;
}

/** `bytes` in a buffer of their own, which can be handed over (a view on a shared one is copied). */
export function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}
