// The words on a page: speech balloons with tails, shouts, caption boxes and sound effects, in
// English (left to right) or Arabic (right to left). PDFKit shapes and joins Arabic through
// fontkit and draws an Arabic run right to left, but knows no bidi: a line is split into runs by
// the Unicode bidi algorithm (bidi-js) and the runs are placed in visual order.
import bidiFactory from "bidi-js";
import { cairo, shaping, type Weight } from "./fonts.ts";
import type { Painter, Point } from "./painter.ts";

const bidi = bidiFactory();
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

export type TextDirection = "ltr" | "rtl";

/** A text broken into lines that fit a width, at one size and weight. */
export interface Lettered {
  lines: string[];
  width: number;
  height: number;
  size: number;
  weight: Weight;
  dir: TextDirection;
}

const LEADING = 1.35;

function setFont(doc: PDFKit.PDFDocument, weight: Weight, size: number) {
  doc.font(weight).fontSize(size);
}

function measure(doc: PDFKit.PDFDocument, text: string) {
  return doc.widthOfString(text, { features: shaping });
}

export function letter(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { size: number; maxWidth: number; weight?: Weight; dir: TextDirection },
): Lettered {
  const weight = options.weight ?? "bold";
  setFont(doc, weight, options.size);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(doc, candidate) > options.maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  const width = Math.max(...lines.map((l) => measure(doc, l)));
  const height = lines.length * options.size * LEADING;
  return { lines, width, height, size: options.size, weight, dir: options.dir };
}

/** The runs of a line in visual order, each as PDFKit must get it (Arabic in logical order). */
function visualRuns(line: string, dir: TextDirection): string[] {
  const levels = bidi.getEmbeddingLevels(line, dir);
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
    // fontkit shapes and reverses an Arabic run itself (mirroring with it).
    if (level % 2 === 1 && arabicLetter.test(visual.join(""))) return visual.reverse().join("");
    return indices.map((index, i) => mirrored.get(index) ?? visual[i]).join("");
  });
}

/**
 * Draws the lines centred on (cx, cy). PDFKit places a line's top at y and its baseline an
 * ascent lower; the glyphs' middle sits about a third of the size above the baseline.
 */
export function drawLettered(
  doc: PDFKit.PDFDocument,
  text: Lettered,
  cx: number,
  cy: number,
  colour: string,
  outline?: { colour: string; width: number },
) {
  const face = cairo()[text.weight].font;
  const ascent = (face.ascent / face.unitsPerEm) * text.size;
  setFont(doc, text.weight, text.size);
  doc.fillColor(colour);
  if (outline) doc.strokeColor(outline.colour).lineWidth(outline.width).lineJoin("round");
  const lineHeight = text.size * LEADING;
  text.lines.forEach((line, index) => {
    const middle = cy - text.height / 2 + lineHeight * (index + 0.5);
    const y = middle + text.size * 0.32 - ascent;
    const runs = visualRuns(line, text.dir);
    const widths = runs.map((run) => measure(doc, run));
    let x = cx - widths.reduce((sum, w) => sum + w, 0) / 2;
    runs.forEach((run, i) => {
      doc.text(run, x, y, {
        features: shaping,
        lineBreak: false,
        ...(outline ? { stroke: true, fill: true } : {}),
      });
      x += widths[i] ?? 0;
    });
  });
}

export interface Balloon {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** The oval a lettered text needs around it. */
export function balloonSize(text: Lettered): { rx: number; ry: number } {
  return { rx: text.width * 0.56 + text.size * 1.1, ry: text.height * 0.6 + text.size * 0.9 };
}

/**
 * A speech balloon: one outline made of the oval and its tail (a gap in the oval where the tail
 * leaves it), so the tail has no line across its base. A shout is jagged and has no tail.
 */
export function balloonOutline(balloon: Balloon, tail: Point | null, shout: boolean): Point[] {
  const { cx, cy, rx, ry } = balloon;
  if (shout) {
    const points: Point[] = [];
    const spikes = 22;
    for (let i = 0; i < spikes * 2; i++) {
      const angle = (i / (spikes * 2)) * Math.PI * 2;
      const reach = i % 2 ? 1.22 : 1.0;
      points.push([cx + Math.cos(angle) * rx * reach, cy + Math.sin(angle) * ry * reach]);
    }
    return points;
  }
  const points: Point[] = [];
  const inside = tail && ((tail[0] - cx) / rx) ** 2 + ((tail[1] - cy) / ry) ** 2 <= 1.1;
  if (!tail || inside) {
    for (let i = 0; i < 48; i++) {
      const angle = (i / 48) * Math.PI * 2;
      points.push([cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry]);
    }
    return points;
  }
  // The angle on the oval (in its own unit circle) that faces the tail's tip.
  const toward = Math.atan2((tail[1] - cy) / ry, (tail[0] - cx) / rx);
  const gap = 0.3;
  for (let i = 0; i <= 44; i++) {
    const angle = toward + gap + (i / 44) * (Math.PI * 2 - 2 * gap);
    points.push([cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry]);
  }
  points.push(tail);
  return points;
}

export function drawBalloon(
  doc: PDFKit.PDFDocument,
  p: Painter,
  text: Lettered,
  balloon: Balloon,
  tail: Point | null,
  shout: boolean,
  ink: string,
) {
  p.polygon(balloonOutline(balloon, tail, shout), {
    fill: shout ? "#fff6c9" : "#ffffff",
    stroke: ink,
    width: Math.max(1.6, text.size * 0.14),
  });
  drawLettered(doc, text, balloon.cx, balloon.cy, ink);
}

/** A narration box in a panel's reading-start corner. */
export function drawCaption(
  doc: PDFKit.PDFDocument,
  p: Painter,
  text: Lettered,
  corner: Point,
  fromRight: boolean,
  ink: string,
) {
  const w = text.width + text.size * 1.4;
  const h = text.height + text.size * 0.6;
  const x = fromRight ? corner[0] - w : corner[0];
  p.rect({ x, y: corner[1], w, h }, { fill: "#fbe9a7", stroke: ink, width: 1.6 });
  drawLettered(doc, text, x + w / 2, corner[1] + h / 2, ink);
}

/** A sound effect: big outlined letters, tilted. */
export function drawSoundEffect(
  doc: PDFKit.PDFDocument,
  text: Lettered,
  at: Point,
  angle: number,
  colour: string,
  ink: string,
) {
  doc.save();
  doc.rotate(angle, { origin: [at[0], at[1]] });
  drawLettered(doc, text, at[0], at[1], colour, { colour: ink, width: text.size * 0.05 });
  doc.restore();
}
