// A chapter's PDF drawn page by page in a worker thread (worker.ts): the server's own thread
// stays free for requests, and a PDF that hangs or eats memory is stopped by ending the thread.
// Pages come back one at a time, and the thread draws at most one page ahead of the caller: memory
// stays bounded whatever the page count.
import type { RangeSource } from "./source";
import { type PageLimits, SourceUnreadable, startPdfWorker } from "./worker";

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
 * Draws every page of `pdf` (bytes, or a stored file read by ranges), calling `onPage` for each in
 * order (awaited before the next is handed over), and resolves with the page count. Rejects with
 * UnreadablePdf when the PDF is at fault, with SourceUnreadable when its store failed, and with
 * `onPage`'s error when that failed.
 */
export function renderPdf(
  pdf: Uint8Array | RangeSource,
  { limits, timeoutMs, signal }: RenderOptions,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<number> {
  // Bytes: a copy is handed over (not copied again), the caller's stay usable. The heap limit is
  // pdf.js's own memory; the canvas's pixels are outside it and bounded by the page size.
  const source = pdf instanceof Uint8Array ? pdf.slice() : pdf;
  const worker = startPdfWorker(source, { task: "render", limits }, RENDER_HEAP_MB);

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
    // Out of memory, or a crash inside pdf.js: the PDF is at fault either way; not so its store.
    worker.on("error", (error) =>
      finish(error instanceof SourceUnreadable ? error : new UnreadablePdf(error.message)),
    );
    worker.on("exit", (code) => {
      if (!drawn) finish(new UnreadablePdf(`the renderer stopped (${code})`));
    });
  });
}
