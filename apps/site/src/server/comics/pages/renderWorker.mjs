// Runs in a worker thread (see render.ts): pdf.js parses and draws one page at a time onto a
// canvas, and the page's pixels go to the main thread, which encodes them. Drawing is synchronous
// work of a second or so a page; on its own thread it never holds up the server's requests.
// Loaded from a data: URL, so it imports pdf.js by the absolute URL the main thread resolved.
import { parentPort, workerData } from "node:worker_threads";

const { pdfjsUrl, assets, width, maxPages } = workerData;
const pdfjs = await import(pdfjsUrl);
const MAX_HEIGHT = 16_000;

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

const task = pdfjs.getDocument({
  data: workerData.pdf,
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
  const document = await task.promise;
  const count = document.numPages;
  parentPort.postMessage({ type: "count", pages: count });
  if (count > maxPages) throw new Error(`too many pages: ${count} > ${maxPages}`);
  for (let number = 1; number <= count; number++) {
    const page = await document.getPage(number);
    const base = page.getViewport({ scale: 1 });
    // A very tall page (a strip) is drawn narrower: WebP stops at 16383 px a side.
    const scale = Math.min(width / base.width, MAX_HEIGHT / base.height);
    const viewport = page.getViewport({ scale });
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
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  parentPort.postMessage({ type: "error", message });
} finally {
  // The document and everything pdf.js keeps for it (fonts, images, its fake worker) go.
  await task.destroy().catch(() => {});
}
