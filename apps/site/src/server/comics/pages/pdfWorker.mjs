// Runs in a worker thread (see worker.ts): pdf.js opens a PDF and either inspects it (the upload's
// check: it opens, has pages, each within the drawing limit) or draws it one page at a time onto a
// canvas, each page's pixels going to the main thread, which encodes them. Drawing is synchronous
// work of a second or so a page; on its own thread it never holds up the server's requests.
// Loaded from a data: URL, so it imports pdf.js by the absolute URL the main thread resolved.
import { parentPort, workerData } from "node:worker_threads";

const { pdfjsUrl, assets, task, limits } = workerData;
const pdfjs = await import(pdfjsUrl);
/** WebP stops at 16383 px a side: a very tall page (a strip) is drawn narrower than asked. */
const MAX_HEIGHT = 16_000;

/** The PDF's own fault, named for the person who sent it (inspect.ts turns it into a message). */
class Refusal extends Error {
  constructor(problem, message) {
    super(message);
    this.problem = problem;
  }
}

/**
 * The drawing limit, the same for the upload's check and the drawing: the size `page` is drawn at
 * (`limits.width` wide, narrower when that would be taller than MAX_HEIGHT), or a refusal when
 * one side is more than `limits.maxRatio` times the other (such a page would be drawn too narrow,
 * or too flat, to read).
 */
function drawnSize(page, number) {
  const base = page.getViewport({ scale: 1 });
  const long = Math.max(base.width, base.height);
  const short = Math.min(base.width, base.height);
  if (!(short > 0) || long / short > limits.maxRatio) {
    const size = `${Math.round(base.width)} x ${Math.round(base.height)} pt`;
    throw new Refusal("pageTooLong", `page ${number} is past the drawing limit (${size})`);
  }
  const scale = Math.min(limits.width / base.width, MAX_HEIGHT / base.height);
  return page.getViewport({ scale });
}

/** The main thread acknowledges each page; at most one more is drawn meanwhile (memory bound). */
let acknowledged = 0;
const waiters = [];
parentPort.on("message", (message) => {
  if (message?.type !== "ack") return;
  acknowledged = message.page;
  for (const wake of waiters.splice(0)) wake();
});
const ackedThrough = async (page) => {
  while (acknowledged < page) await new Promise((resolve) => waiters.push(resolve));
};

/** Its pages counted and each one's size read, none drawn: what the upload needs to know. */
async function inspect(document) {
  const count = document.numPages;
  if (count === 0) throw new Refusal("noPages", "no pages");
  if (limits && count > limits.maxPages) {
    throw new Refusal("tooManyPages", `too many pages: ${count} > ${limits.maxPages}`);
  }
  for (let number = 1; number <= count; number++) {
    // A page pdf.js cannot find (a file cut short after its page count) is damage.
    const page = await document.getPage(number).catch((error) => {
      throw new Refusal("damaged", `page ${number}: ${error?.message ?? error}`);
    });
    if (limits) drawnSize(page, number);
    page.cleanup();
  }
  parentPort.postMessage({ type: "inspected", pages: count });
}

async function render(document) {
  const count = document.numPages;
  parentPort.postMessage({ type: "count", pages: count });
  if (count > limits.maxPages) throw new Error(`too many pages: ${count} > ${limits.maxPages}`);
  for (let number = 1; number <= count; number++) {
    const page = await document.getPage(number);
    const viewport = drawnSize(page, number);
    const w = Math.round(viewport.width);
    const h = Math.round(viewport.height);
    if (!(w >= 1 && h >= 1)) throw new Error(`page ${number} has no size`);
    const { canvas, context } = document.canvasFactory.create(w, h);
    await page.render({ canvas, canvasContext: context, viewport, background: "#ffffff" }).promise;
    // Copied out of the canvas's native memory into a buffer that can be handed over, not copied.
    const pixels = new Uint8Array(context.getImageData(0, 0, w, h).data);
    page.cleanup();
    document.canvasFactory.destroy({ canvas, context });
    await ackedThrough(number - 2);
    parentPort.postMessage({ type: "page", page: number, width: w, height: h, pixels }, [
      pixels.buffer,
    ]);
  }
  await ackedThrough(count);
  parentPort.postMessage({ type: "done" });
}

/**
 * A stored PDF (no bytes given): pdf.js asks for the ranges it needs, the main thread reads them
 * from the store (source.ts). Nothing is fetched ahead: only what opening or drawing needs.
 */
function rangeSource() {
  const { ranges } = workerData;
  const transport = new pdfjs.PDFDataRangeTransport(workerData.size, null);
  transport.requestDataRange = (begin, end) => ranges.postMessage({ begin, end });
  ranges.on("message", ({ begin, bytes }) => transport.onDataRange(begin, bytes));
  return {
    range: transport,
    length: workerData.size,
    rangeChunkSize: workerData.chunkBytes,
    disableAutoFetch: true,
    disableStream: true,
  };
}

const loading = pdfjs.getDocument({
  ...(workerData.pdf ? { data: workerData.pdf } : rangeSource()),
  standardFontDataUrl: assets.standardFonts,
  cMapUrl: assets.cMaps,
  wasmUrl: assets.wasm,
  iccUrl: assets.iccs,
  // The fonts pdf.js ships, never the system's; errors inside a page draw what they can.
  useSystemFonts: false,
  disableFontFace: true,
  stopAtErrors: false,
  verbosity: 0,
});
try {
  const document = await loading.promise.catch((error) => {
    // A PDF whose user password is empty (an owner password only) opens and draws as any other.
    if (error?.name === "PasswordException") throw new Refusal("protected", error.message);
    throw new Refusal("damaged", error?.message ?? String(error));
  });
  await (task === "inspect" ? inspect(document) : render(document));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  parentPort.postMessage({ type: "error", problem: error?.problem, message });
} finally {
  // The document and everything pdf.js keeps for it (fonts, images, its fake worker) go.
  await loading.destroy().catch(() => {});
  workerData.ranges?.close();
}
