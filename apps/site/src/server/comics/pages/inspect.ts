// A PDF opened at upload time by the parser the page pipeline draws with (worker.ts), to refuse at
// once, with a message that names the problem, what the pipeline could not make into pages or a
// reader could not open: markup or any other bytes inside it do not matter (stored PDFs are only
// ever sent as sandboxed attachments), its structure does.
import type { MessageId } from "@rawafed/i18n";
import pLimit from "p-limit";
import { isRangeSource, type PdfSource } from "./source";
import { ownBuffer, type PageLimits, startPdfWorker } from "./worker";

export type PdfProblem = "protected" | "damaged" | "noPages" | "tooManyPages" | "pageTooLong";

/** The PDF's page count, or what is wrong with it (`detail` for the log, in English). */
export type Inspection = { pages: number } | { problem: PdfProblem; detail: string };

/** What the person is told, on the file's own field. */
export const problemMessages: Record<PdfProblem, MessageId> = {
  protected: "validation.pdfProtected",
  damaged: "validation.pdfDamaged",
  noPages: "validation.pdfNoPages",
  tooManyPages: "validation.pdfTooManyPages",
  pageTooLong: "validation.pdfPageTooLong",
};

/**
 * Measured on a shared 2-core machine: opening a PDF and reading its pages' sizes takes 0.2-0.6 s
 * (a 50 MB one, a 500-page one), and 1-1.6 s for a 100 MB one whose cross-reference table is lost
 * (pdf.js rebuilds it by reading every byte). The bound is ten times that, for a loaded server; a
 * PDF that takes longer is refused as unreadable (the pipeline, opening it the same way, would be
 * stuck on it too) while the uploader is still there to hear it.
 */
export const INSPECT_TIMEOUT_MS = 20_000;
/**
 * pdf.js's heap while it opens a PDF (its bytes are outside it): about 15 MB for a sound one, up
 * to 2.5 times the file's size when it rebuilds a lost cross-reference table (250 MB for 100 MB).
 */
const INSPECT_HEAP_MB = 512;
/**
 * One inspection at a time: each holds a heap as above (and a PDF given as bytes, up to 100 MB),
 * and takes a second or two at most; the others wait their turn holding nothing (see `load`).
 */
const inspections = pLimit(1);

type FromWorker =
  | { type: "inspected"; pages: number }
  | { type: "error"; problem?: PdfProblem; message: string };

/**
 * Opens the PDF that `load` gives (when its turn comes, so that a waiting one holds no bytes) and
 * reads its pages; with `limits`, each page is checked against them as the pipeline will draw it.
 * Bytes are handed to the worker (the view `load` gave is empty after); a stored file is read by
 * ranges (source.ts). Rejects only when the server is at fault (the worker could not start, the
 * store could not be read).
 */
export function inspectPdf(
  load: () => Promise<Uint8Array | PdfSource>,
  { limits, timeoutMs = INSPECT_TIMEOUT_MS }: { limits: PageLimits | null; timeoutMs?: number },
): Promise<Inspection> {
  return inspections(async () => {
    const source = await load();
    const worker = startPdfWorker(
      isRangeSource(source) ? source : ownBuffer(source),
      { task: "inspect", limits },
      INSPECT_HEAP_MB,
    );
    return new Promise<Inspection>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: Inspection | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const damaged = (detail: string) => finish({ problem: "damaged", detail });
      const timer = setTimeout(() => damaged(`not opened within ${timeoutMs} ms`), timeoutMs);
      worker.on("message", (message: FromWorker) => {
        if (message.type === "inspected") finish({ pages: message.pages });
        else finish({ problem: message.problem ?? "damaged", detail: message.message });
      });
      worker.on("error", (error: Error & { code?: string }) => {
        // Past its heap: the PDF's doing. Anything else (pdf.js not found) is the server's.
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") damaged(error.message);
        else finish(error);
      });
      worker.on("exit", (code) => damaged(`the inspector stopped (${code})`));
    });
  });
}
