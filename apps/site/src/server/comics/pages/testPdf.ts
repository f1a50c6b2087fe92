// For tests: a PDF made on the spot (PDFKit), with shapes and text on every page.
import PDFDocument from "pdfkit";

/** A small PDF of `pages` A4 pages, each with shapes and its number. */
export function makePdf(pages: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4", autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  for (let page = 1; page <= pages; page++) {
    doc.addPage();
    for (let i = 0; i < 30; i++) {
      doc
        .circle(40 + ((i * 97 + page * 31) % 500), 60 + ((i * 53 + page * 17) % 720), 10 + i * 2)
        .fillColor(i % 2 ? "#c7ab7b" : "#1d3557")
        .fill();
    }
    doc.fontSize(32).fillColor("black").text(`Page ${page}`, 60, 400);
  }
  doc.end();
  return ended.then(() => new Uint8Array(Buffer.concat(chunks)));
}
