// One small drawing surface with two backends: PDFKit for the chapter pages (vector, small files)
// and an SVG string for the covers (rasterised by sharp). Scenes and characters draw through it
// once and appear in both.

export type Point = readonly [number, number];

export interface Paint {
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Painter {
  rect(box: Box, paint: Paint, radius?: number): void;
  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint): void;
  polygon(points: readonly Point[], paint: Paint): void;
  /** SVG path data (both PDFKit and SVG read it). */
  path(d: string, paint: Paint): void;
  /** An open stroked line through the points. */
  line(points: readonly Point[], paint: Paint): void;
  /** Draws inside the box only. */
  clipped(box: Box, draw: () => void): void;
}

/** Coordinates with one decimal: shorter files, and the same text whatever the float noise. */
const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export class PdfPainter implements Painter {
  private readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  private paint(paint: Paint) {
    const { doc } = this;
    doc.save();
    if (paint.opacity !== undefined) doc.opacity(paint.opacity);
    doc
      .lineWidth(paint.width ?? 2)
      .lineJoin("round")
      .lineCap("round");
    if (paint.fill && paint.stroke) doc.fillAndStroke(paint.fill, paint.stroke);
    else if (paint.fill) doc.fill(paint.fill);
    else if (paint.stroke) doc.stroke(paint.stroke);
    doc.restore();
  }

  rect(box: Box, paint: Paint, radius = 0) {
    if (radius > 0) this.doc.roundedRect(box.x, box.y, box.w, box.h, radius);
    else this.doc.rect(box.x, box.y, box.w, box.h);
    this.paint(paint);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint) {
    this.doc.ellipse(cx, cy, rx, ry);
    this.paint(paint);
  }

  polygon(points: readonly Point[], paint: Paint) {
    this.doc.polygon(...points.map(([x, y]) => [x, y]));
    this.paint(paint);
  }

  path(d: string, paint: Paint) {
    this.doc.path(d);
    this.paint(paint);
  }

  line(points: readonly Point[], paint: Paint) {
    const [first, ...rest] = points;
    if (!first) return;
    this.doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) this.doc.lineTo(x, y);
    this.paint({ ...paint, fill: undefined });
  }

  clipped(box: Box, draw: () => void) {
    this.doc.save();
    this.doc.rect(box.x, box.y, box.w, box.h).clip();
    draw();
    this.doc.restore();
  }
}

export class SvgPainter implements Painter {
  private readonly parts: string[] = [];
  private clips = 0;

  private attrs(paint: Paint) {
    const fill = `fill="${paint.fill ?? "none"}"`;
    const stroke = paint.stroke
      ? ` stroke="${paint.stroke}" stroke-width="${n(paint.width ?? 2)}" stroke-linejoin="round" stroke-linecap="round"`
      : "";
    const opacity = paint.opacity !== undefined ? ` opacity="${paint.opacity.toFixed(2)}"` : "";
    return fill + stroke + opacity;
  }

  /** Raw SVG, for what only the cover draws (its title's glyph outlines). */
  raw(markup: string) {
    this.parts.push(markup);
  }

  rect(box: Box, paint: Paint, radius = 0) {
    const r = radius > 0 ? ` rx="${n(radius)}"` : "";
    this.parts.push(
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"${r} ${this.attrs(paint)}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint) {
    this.parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${this.attrs(paint)}/>`,
    );
  }

  polygon(points: readonly Point[], paint: Paint) {
    const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
    this.parts.push(`<polygon points="${list}" ${this.attrs(paint)}/>`);
  }

  path(d: string, paint: Paint) {
    this.parts.push(`<path d="${d}" ${this.attrs(paint)}/>`);
  }

  line(points: readonly Point[], paint: Paint) {
    const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
    this.parts.push(`<polyline points="${list}" ${this.attrs({ ...paint, fill: undefined })}/>`);
  }

  clipped(box: Box, draw: () => void) {
    const id = `clip${++this.clips}`;
    this.parts.push(
      `<clipPath id="${id}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath><g clip-path="url(#${id})">`,
    );
    draw();
    this.parts.push("</g>");
  }

  document(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${this.parts.join("")}</svg>`;
  }
}

/** A number for path data built by hand. */
export const num = n;
