// A chapter's PDF drawn page by page in a worker thread (worker.ts): the server's own thread
// stays free for requests, and a PDF that hangs or eats memory is stopped by ending the thread.
// Pages come back one at a time, and the thread draws at most one page ahead of the caller: memory
// stays bounded whatever the page count.
import { type PageLimits, startPdfWorker } from "./worker";

/** A page's pixels: RGBA, `width` x `height`, on white. */
export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface RenderOptions {
  /** The pages' width and limits: a PDF past them is refused (too many pages before any is drawn). */
  limits: PageLimits;
  /** The whole PDF is drawn within this, or refused. */
  timeoutMs: number;
  /** Stops the drawing (the server is shutting down). */
  signal?: AbortSignal;
}

/** pdf.js's own memory while it draws a PDF: a PDF that needs more is refused, not the server. */
export const RENDER_HEAP_MB = 768;

/** The PDF cannot be made into pages: unreadable, too many pages, too slow or too large. */
export class UnreadablePdf extends Error {}

type FromWorker =
  | { type: "count"; pages: number }
  | ({ type: "page" } & RenderedPage)
  | { type: "done" }
  | { type: "error"; message: string };

/**
 * Draws every page of `pdf`, calling `onPage` for each in order (awaited before the next is
 * handed over), and resolves with the page count. Rejects with UnreadablePdf when the PDF is at
 * fault, and with `onPage`'s error when that failed.
 */
export function renderPdf(
  pdf: Uint8Array,
  { limits, timeoutMs, signal }: RenderOptions,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<number> {
  // A copy is handed over (not copied again): the caller's bytes stay usable. The heap limit is
  // pdf.js's own memory; the canvas's pixels are outside it and bounded by the page size.
  const worker = startPdfWorker(pdf.slice(), { task: "render", limits }, RENDER_HEAP_MB);

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
