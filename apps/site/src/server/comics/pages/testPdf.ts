// For tests: PDFs made on the spot (PDFKit), with shapes and text on every page; chapters as
// translators' programs make them, and PDFs broken in the ways the upload must name.
import { randomBytes } from "node:crypto";
import PDFDocument from "pdfkit";
import sharp from "sharp";

type Doc = InstanceType<typeof PDFDocument>;

/** The PDF that `draw` writes (no page unless it adds one). */
export function pdfkitPdf(
  draw: (doc: Doc) => void | Promise<void>,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  return Promise.resolve(draw(doc))
    .then(() => doc.end())
    .then(() => ended)
    .then(() => new Uint8Array(Buffer.concat(chunks)));
}

/** Shapes and the page's number on the current page. */
function drawPage(doc: Doc, page: number): void {
  for (let i = 0; i < 30; i++) {
    doc
      .circle(40 + ((i * 97 + page * 31) % 500), 60 + ((i * 53 + page * 17) % 720), 10 + i * 2)
      .fillColor(i % 2 ? "#c7ab7b" : "#1d3557")
      .fill();
  }
  doc.fontSize(32).fillColor("black").text(`Page ${page}`, 60, 400);
}

/** A small PDF of `pages` A4 pages, each with shapes and its number. */
export function makePdf(pages: number, options: PDFKit.PDFDocumentOptions = {}) {
  return pdfkitPdf((doc) => {
    for (let page = 1; page <= pages; page++) {
      doc.addPage({ size: "A4" });
      drawPage(doc, page);
    }
  }, options);
}

/** `pages` blank pages of 100 x 150 pt: a long PDF made quickly. */
export const blankPdf = (pages: number) =>
  pdfkitPdf((doc) => {
    for (let page = 0; page < pages; page++) doc.addPage({ size: [100, 150] });
  });

/** What the bytes of `<img ` and `<body` are inside the chapter below (each reads as HTML). */
export const SPELLED_IMG = "<img src=x onerror=alert(1)>";
export const COMMENT_XHTML =
  '<?xml version="1.0"?><body xmlns="http://www.w3.org/1999/xhtml"><p>note</p></body>';

/** A JPEG with a comment segment (COM, right after its start) holding `comment`. */
async function jpegWithComment(comment: string): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 240, height: 160, channels: 3, background: "#1d3557" },
  })
    .jpeg()
    .toBuffer();
  const text = Buffer.from(comment, "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.byteLength + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

/**
 * A four-page chapter that byte patterns took for a web page or that is awkward to draw: a JPEG
 * whose stored bytes spell `<img `, a CMYK JPEG, a page turned by /Rotate 90, an Acrobat comment
 * whose rich text is XHTML (`<body xmlns=...>`), and pages of three sizes.
 */
export async function awkwardChapterPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const spelled = await jpegWithComment(SPELLED_IMG);
  const cmyk = await sharp({
    create: { width: 300, height: 200, channels: 3, background: "#c7ab7b" },
  })
    .toColourspace("cmyk")
    .jpeg()
    .toBuffer();
  return pdfkitPdf((doc) => {
    doc.addPage({ size: "A4" });
    doc.image(spelled, 60, 60, { width: 400 });
    doc.addPage({ size: [600, 900] });
    doc.image(cmyk, 50, 50, { width: 500 });
    doc.addPage({ size: "A4" });
    // Shown turned a quarter: 842 x 595 pt as it is read.
    (doc.page.dictionary.data as Record<string, unknown>).Rotate = 90;
    drawPage(doc, 3);
    doc.addPage({ size: "A5" });
    drawPage(doc, 4);
    // Its rich text (/RC) as Acrobat writes it. PDFKit writes any key it is given (its types list
    // some), and a String object as a PDF string (a plain string would be a name).
    const richText: PDFKit.Mixins.AnnotationOption & { RC: string } = {
      Name: "Comment",
      RC: new String(COMMENT_XHTML) as string,
    };
    doc.note(40, 40, 24, 24, "note", richText);
  });
}

/** PDFs the page pipeline cannot make into pages, by what is wrong with them. */
export const brokenPdfs = {
  /** Its page tree is empty (PDFKit, asked for no page, writes `/Kids []`). */
  noPages: () => pdfkitPdf(() => {}),
  /** Cut off halfway, as an interrupted copy leaves it. */
  truncated: async () => {
    const whole = await makePdf(2);
    return whole.slice(0, whole.byteLength >> 1);
  },
  /** Opened only with its password. */
  protected: () => makePdf(1, { userPassword: "secret", pdfVersion: "1.7" }),
  /** A page 200 times as tall as it is wide. */
  pageTooLong: () =>
    pdfkitPdf((doc) => {
      doc.addPage({ size: [100, 20_000] });
      doc.fontSize(12).text("A strip too long to draw", 10, 10);
    }),
};

/** Opened by anyone (its user password is empty); its owner password only limits printing. */
export const ownerPasswordPdf = () =>
  makePdf(2, {
    ownerPassword: "owner",
    permissions: { printing: "lowResolution" },
    pdfVersion: "1.7",
  });

/**
 * `pages` drawn A4 pages and `padding` bytes of noise in a stream no page uses (as a translator's
 * program leaves unused images or fonts): a large PDF whose pages need little of it.
 */
export const paddedPdf = (pages: number, padding: number) =>
  pdfkitPdf(
    (doc) => {
      const unused = doc.ref({});
      unused.end(randomBytes(padding));
      for (let page = 1; page <= pages; page++) {
        doc.addPage({ size: "A4" });
        drawPage(doc, page);
      }
    },
    { compress: false },
  );
