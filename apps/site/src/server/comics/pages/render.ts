// A chapter's PDF drawn page by page in a worker thread (renderWorker.mjs): the server's own
// thread stays free for requests, and a PDF that hangs or eats memory is stopped by ending the
// thread. Pages come back one at a time, and the thread draws at most one page ahead of the
// caller: memory stays bounded whatever the page count.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import workerSource from "./renderWorker.mjs?raw";

/** A page's pixels: RGBA, `width` x `height`, on white. */
export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface RenderOptions {
  /** The width pages are drawn at (a very tall page is drawn narrower: see the worker). */
  width: number;
  /** A PDF with more pages is refused before any is drawn. */
  maxPages: number;
  /** The whole PDF is drawn within this, or refused. */
  timeoutMs: number;
  /** Stops the drawing (the server is shutting down). */
  signal?: AbortSignal;
}

/** The PDF cannot be made into pages: unreadable, too many pages, too slow or too large. */
export class UnreadablePdf extends Error {}

type FromWorker =
  | { type: "count"; pages: number }
  | ({ type: "page" } & RenderedPage)
  | { type: "done" }
  | { type: "error"; message: string };

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
 * Draws every page of `pdf`, calling `onPage` for each in order (awaited before the next is
 * handed over), and resolves with the page count. Rejects with UnreadablePdf when the PDF is at
 * fault, and with `onPage`'s error when that failed.
 */
export function renderPdf(
  pdf: Uint8Array,
  { width, maxPages, timeoutMs, signal }: RenderOptions,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<number> {
  // A copy is handed over (not copied again): the caller's bytes stay usable.
  const data = pdf.slice();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { ...pdfjsFiles(), pdf: data, width, maxPages },
    transferList: [data.buffer],
    // pdf.js's own memory; the canvas's pixels are outside it and bounded by the page size.
    resourceLimits: { maxOldGenerationSizeMb: 768 },
  });

  return new Promise<number>((resolve, reject) => {
    let pages = 0;
    let drawn = false;
    let settled = false;
    let chain = Promise.resolve();
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      if (error) reject(error);
      else resolve(pages);
    };
    const timer = setTimeout(
      () => finish(new UnreadablePdf(`not drawn within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => finish(new Error("rendering stopped"));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);

    worker.on("message", (message: FromWorker) => {
      if (message.type === "count") pages = message.pages;
      else if (message.type === "page") {
        chain = chain.then(async () => {
          if (settled) return;
          await onPage(message);
          worker.postMessage({ type: "ack", page: message.page });
        });
        chain.catch((error) => finish(error instanceof Error ? error : new Error(String(error))));
      } else if (message.type === "done") {
        drawn = true;
        const empty = new UnreadablePdf("no pages");
        chain.then(
          () => finish(pages > 0 ? null : empty),
          () => {},
        );
      } else finish(new UnreadablePdf(message.message));
    });
    // Out of memory, or a crash inside pdf.js: the PDF is at fault either way.
    worker.on("error", (error) => finish(new UnreadablePdf(error.message)));
    worker.on("exit", (code) => {
      if (!drawn) finish(new UnreadablePdf(`the renderer stopped (${code})`));
    });
  });
}
