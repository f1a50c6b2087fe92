// A small layout layer over PDFKit for the site's documents: tagged PDF (headings, paragraphs,
// lists and tables in the structure tree, page furniture as artifacts), a title and a language,
// and lines laid out in either direction. PDFKit shapes Arabic through fontkit and draws a run of
// Arabic right to left, but it knows no bidi: a line that mixes Arabic with digits or Latin words
// is split here into runs by the Unicode bidi algorithm (bidi-js) and the runs are placed in
// visual order.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import bidiFactory from "bidi-js";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const cairoDir = dirname(require.resolve("@expo-google-fonts/cairo/package.json"));
/** Cairo, the site's own family, as full static TrueType faces (Latin and Arabic in one file). */
const fonts = {
  regular: join(cairoDir, "400Regular", "Cairo_400Regular.ttf"),
  bold: join(cairoDir, "700Bold", "Cairo_700Bold.ttf"),
};

const bidi = bidiFactory();
/**
 * Handing PDFKit a feature list makes it lay out a run as one piece; without one it lays out word
 * by word in logical order, which puts the words of an Arabic run in the wrong order.
 */
const wholeRun = { features: ["kern"] as PDFKit.Mixins.OpenTypeFeatures[] };
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

export type Direction = "ltr" | "rtl";

/** The brand's colours, as on the site. */
export const colors = {
  ink: "#1b2430",
  muted: "#4a5563",
  brand: "#0a3d5c",
  gold: "#c7ab7b",
  rule: "#c9ced6",
  band: "#eef2f6",
};

type StructElement = ReturnType<PDFKit.PDFDocument["struct"]>;

export interface WriterOptions {
  lang: "en" | "ar";
  title: string;
  subject: string;
  author: string;
  /** Running header on every page but the first, e.g. the company's name. */
  runningHead: string;
  /** "Page 2 of 6" in the document's language. */
  pageLabel: (page: number, pages: number) => string;
}

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  /** Figures align to the end of their column whatever the language, as in print. */
  numeric?: boolean;
}

interface BlockStyle {
  size: number;
  bold?: boolean;
  color?: string;
  x?: number;
  width?: number;
}

export interface TableRow {
  cells: string[];
  emphasis?: "total" | "heading";
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 72, bottom: 64, side: 56 };
const FOOTER_Y = PAGE.height - 40;

export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly dir: Direction;
  private readonly root: StructElement;
  private readonly options: WriterOptions;
  private y = MARGIN.top;

  constructor(options: WriterOptions) {
    this.options = options;
    this.dir = options.lang === "ar" ? "rtl" : "ltr";
    this.doc = new PDFDocument({
      size: "A4",
      autoFirstPage: false,
      bufferPages: true,
      tagged: true,
      lang: options.lang,
      displayTitle: true,
      pdfVersion: "1.7",
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      info: {
        Title: options.title,
        Subject: options.subject,
        Author: options.author,
        Creator: options.author,
        // A fixed date: the same copy gives the same bytes, so the size the site shows holds.
        CreationDate: new Date("2025-01-01T00:00:00Z"),
        ModDate: new Date("2025-01-01T00:00:00Z"),
      },
    });
    this.doc.registerFont("regular", fonts.regular);
    this.doc.registerFont("bold", fonts.bold);
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
    this.newPage();
  }

  private get width() {
    return PAGE.width - 2 * MARGIN.side;
  }

  newPage() {
    this.doc.addPage({ size: "A4", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.y = MARGIN.top;
    // The brand band at the top: decoration, not content.
    this.doc.markContent("Artifact", { type: "Layout" });
    this.doc.rect(0, 0, PAGE.width, 14).fill(colors.brand);
    this.doc.rect(0, 14, PAGE.width, 4).fill(colors.gold);
    this.doc.endMarkedContent();
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y + height > PAGE.height - MARGIN.bottom) this.newPage();
  }

  space(points: number) {
    this.y += points;
  }

  /** Breaks text into lines that fit `width` at the current font and size (logical order). */
  private lines(text: string, width: number): string[] {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.doc.widthOfString(candidate, wholeRun) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * The runs of one line in visual order (left to right), each as the string PDFKit must be given:
   * an Arabic run in logical order (fontkit reverses it), anything else as it appears.
   */
  private visualRuns(line: string): string[] {
    const levels = bidi.getEmbeddingLevels(line, this.dir);
    // bidi-js works on UTF-16 indices; the copy has no characters outside the BMP.
    const order = bidi.getReorderedIndices(line, levels);
    const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
    const runs: { level: number; indices: number[] }[] = [];
    for (const index of order) {
      const level = levels.levels[index] ?? 0;
      const last = runs.at(-1);
      if (last && last.level === level) last.indices.push(index);
      else runs.push({ level, indices: [index] });
    }
    return runs.map(({ level, indices }) => {
      const visual = indices.map((index) => line[index] ?? "");
      if (level % 2 === 1 && arabicLetter.test(visual.join(""))) {
        // Logical order for fontkit, which shapes and reverses Arabic (mirroring with it).
        return [...visual].reverse().join("");
      }
      return indices.map((index, i) => mirrored.get(index) ?? visual[i]).join("");
    });
  }

  /** Draws one line at `y` inside [x, x + width], aligned to `align`. */
  private drawLine(line: string, x: number, y: number, width: number, align: "start" | "end") {
    const runs = this.visualRuns(line);
    const widths = runs.map((run) => this.doc.widthOfString(run, wholeRun));
    const total = widths.reduce((sum, w) => sum + w, 0);
    const toRight = (align === "start") === (this.dir === "rtl");
    let cursor = toRight ? x + width - total : x;
    runs.forEach((run, index) => {
      this.doc.text(run, cursor, y, { ...wholeRun, lineBreak: false });
      cursor += widths[index] ?? 0;
    });
  }

  /** Sets the font of a block and breaks its text into lines; nothing is drawn yet. */
  private layout(text: string, style: BlockStyle) {
    this.doc.font(style.bold ? "bold" : "regular").fontSize(style.size);
    const lines = this.lines(text, style.width ?? this.width);
    const lineHeight = style.size * 1.6;
    return { lines, lineHeight, height: lines.length * lineHeight };
  }

  /** Draws a laid-out block from the current position (which `ensure` has made room for). */
  private drawBlock(block: ReturnType<DocumentWriter["layout"]>, style: BlockStyle) {
    this.doc.font(style.bold ? "bold" : "regular").fontSize(style.size);
    this.doc.fillColor(style.color ?? colors.ink);
    for (const line of block.lines) {
      this.drawLine(line, style.x ?? MARGIN.side, this.y, style.width ?? this.width, "start");
      this.y += block.lineHeight;
    }
  }

  /** Arabic text is given to assistive technology in logical order (ActualText). */
  private structOptions(text: string) {
    return this.dir === "rtl" ? { actual: text } : {};
  }

  heading(level: 1 | 2 | 3, text: string) {
    const style = {
      size: level === 1 ? 20 : level === 2 ? 15 : 12,
      bold: true,
      color: colors.brand,
    };
    const block = this.layout(text, style);
    if (level > 1) this.space(level === 2 ? 10 : 6);
    // A heading is not left alone at the foot of a page.
    this.ensure(block.height + 60);
    this.root.add(
      this.doc.struct(`H${level}`, this.structOptions(text), () => this.drawBlock(block, style)),
    );
    this.space(level === 1 ? 8 : 4);
  }

  paragraph(text: string, options: { size?: number; color?: string; bold?: boolean } = {}) {
    const style = { size: options.size ?? 10.5, color: options.color, bold: options.bold };
    const block = this.layout(text, style);
    this.ensure(block.height);
    this.root.add(
      this.doc.struct("P", this.structOptions(text), () => this.drawBlock(block, style)),
    );
    this.space(6);
  }

  bullets(items: readonly string[]) {
    const list = this.doc.struct("L");
    this.root.add(list);
    const indent = 16;
    for (const item of items) {
      const style = {
        size: 10.5,
        x: this.dir === "rtl" ? MARGIN.side : MARGIN.side + indent,
        width: this.width - indent,
      };
      const block = this.layout(item, style);
      this.ensure(block.height);
      // The bullet is decoration; the list item is the structure.
      this.doc.markContent("Artifact", { type: "Layout" });
      const bulletX = this.dir === "rtl" ? PAGE.width - MARGIN.side - 6 : MARGIN.side + 4;
      this.doc.circle(bulletX, this.y + 9, 2.2).fill(colors.gold);
      this.doc.endMarkedContent();
      const body = this.doc.struct("LBody", this.structOptions(item), () =>
        this.drawBlock(block, style),
      );
      list.add(this.doc.struct("LI", {}, [body]));
    }
    list.end();
    this.space(6);
  }

  /** A table with a header row; numeric columns align to the end of their cell. */
  table(columns: readonly TableColumn[], rows: readonly TableRow[]) {
    const table = this.doc.struct("Table");
    this.root.add(table);
    const size = 9.5;
    const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
    // Column boxes from the inline start: in rtl the first column is the rightmost.
    let offset = 0;
    const boxes = columns.map((column) => {
      const width = (column.width / totalShare) * this.width;
      const x =
        this.dir === "rtl" ? MARGIN.side + this.width - offset - width : MARGIN.side + offset;
      offset += width;
      return { x: x + 4, width: width - 8 };
    });

    const drawRow = (
      cells: readonly string[],
      type: "TH" | "TD",
      emphasis?: TableRow["emphasis"],
    ) => {
      const font = type === "TH" || emphasis ? "bold" : "regular";
      this.doc.font(font).fontSize(size);
      // A cell wraps rather than loses words; the row is as tall as its tallest cell.
      const cellLines = cells.map((cell, index) =>
        this.lines(cell, boxes[index]?.width ?? this.width),
      );
      const lineHeight = size * 1.6;
      const padding = type === "TH" ? 6 : 4;
      const height =
        Math.max(1, ...cellLines.map((lines) => lines.length)) * lineHeight + 2 * padding;
      this.ensure(height);
      const top = this.y;
      this.doc.markContent("Artifact", { type: "Layout" });
      if (type === "TH") this.doc.rect(MARGIN.side, top, this.width, height).fill(colors.band);
      if (emphasis === "total") {
        this.doc
          .moveTo(MARGIN.side, top)
          .lineTo(MARGIN.side + this.width, top)
          .lineWidth(0.8)
          .stroke(colors.ink);
      } else {
        this.doc
          .moveTo(MARGIN.side, top + height)
          .lineTo(MARGIN.side + this.width, top + height)
          .lineWidth(0.4)
          .stroke(colors.rule);
      }
      this.doc.endMarkedContent();
      const row = this.doc.struct("TR");
      table.add(row);
      cells.forEach((cell, index) => {
        const column = columns[index];
        const box = boxes[index];
        if (!column || !box) return;
        // The first cell of a body row heads its row.
        const cellType = type === "TD" && index === 0 ? "TH" : type;
        row.add(
          this.doc.struct(cellType, this.structOptions(cell), () => {
            this.doc.font(font).fontSize(size);
            this.doc.fillColor(emphasis === "heading" ? colors.brand : colors.ink);
            (cellLines[index] ?? []).forEach((line, lineIndex) => {
              const lineY = top + padding + lineIndex * lineHeight;
              this.drawLine(line, box.x, lineY, box.width, column.numeric ? "end" : "start");
            });
          }),
        );
      });
      row.end();
      this.y = top + height;
    };

    drawRow(
      columns.map((column) => column.header),
      "TH",
    );
    for (const row of rows) drawRow(row.cells, "TD", row.emphasis);
    table.end();
    this.space(12);
  }

  /** A key–value line such as a date or a signature block, aligned to the start. */
  note(text: string) {
    this.paragraph(text, { size: 9, color: colors.muted });
  }

  /** Writes the running heads and page numbers (artifacts) and returns the file's bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      this.doc.markContent("Artifact", { type: "Pagination" });
      this.doc.font("regular").fontSize(8).fillColor(colors.muted);
      const label = this.options.pageLabel(index + 1, range.count);
      this.drawLine(label, MARGIN.side, FOOTER_Y, this.width, "end");
      if (index > range.start)
        this.drawLine(this.options.runningHead, MARGIN.side, FOOTER_Y, this.width, "start");
      this.doc.endMarkedContent();
    }
    this.root.end();
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}
