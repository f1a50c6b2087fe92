// A demo series' cover: its main setting and two of its cast, with the title in the original
// language and the translated name under it. The titles are glyph outlines from Cairo (shaped by
// fontkit, Arabic joined and right to left) written into the SVG, so rasterising needs no system
// font; sharp turns the SVG into a 600 x 900 PNG.
import type { Font } from "fontkit";
import sharp from "sharp";
import { drawCharacter } from "./cast.ts";
import { cairo } from "./fonts.ts";
import { num, SvgPainter } from "./painter.ts";
import { random } from "./random.ts";
import { drawSetting } from "./scenes.ts";
import type { Series } from "./story.ts";

export const COVER = { width: 600, height: 900 };

/** One line of text as SVG paths centred on cx, shrunk to fit maxWidth. */
function outlinedText(
  font: Font,
  text: string,
  options: {
    cx: number;
    baseline: number;
    size: number;
    maxWidth: number;
    fill: string;
    outline?: string;
  },
): string {
  const run = font.layout(text, { kern: true });
  const size = Math.min(options.size, (options.maxWidth * font.unitsPerEm) / run.advanceWidth);
  const scale = size / font.unitsPerEm;
  let x = options.cx - (run.advanceWidth * scale) / 2;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const d = glyph.path.toSVG();
    if (d) {
      const gx = x + position.xOffset * scale;
      const gy = options.baseline - position.yOffset * scale;
      paths.push(
        `<path transform="translate(${num(gx)} ${num(gy)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})" d="${d}"/>`,
      );
    }
    x += position.xAdvance * scale;
  });
  const body = paths.join("");
  const outline = options.outline
    ? `<g fill="${options.outline}" stroke="${options.outline}" stroke-width="${num((size * 0.12) / scale)}" stroke-linejoin="round">${body}</g>`
    : "";
  return `${outline}<g fill="${options.fill}">${body}</g>`;
}

export function coverSvg(series: Series): string {
  const { width, height } = COVER;
  const p = new SvgPainter();
  const rng = random(`${series.slug}/cover`);
  const box = { x: 0, y: 0, w: width, h: height };
  const setting = series.chapters[0].settings[0] ?? "room";
  drawSetting(p, box, setting, series.palette, rng);
  // The two leads, large, facing each other; the first one on the reading-start side.
  const rtl = series.direction === "rtl";
  [0, 1].forEach((index) => {
    const character = series.cast[index];
    if (!character) return;
    const left = (index === 0) !== rtl;
    drawCharacter(p, character, {
      x: width * (left ? 0.3 : 0.7),
      ground: height * (index === 0 ? 1.12 : 1.18),
      height: height * (index === 0 ? 0.78 : 0.72),
      facing: left ? 1 : -1,
      mood: index === 0 ? "happy" : "calm",
      ink: series.palette.ink,
    });
  });
  const faces = cairo();
  const original = series.originalLanguage === "arabic" ? series.title.ar : series.title.en;
  const translated = series.translationLanguage === "arabic" ? series.title.ar : series.title.en;
  p.rect(
    { x: 30, y: 40, w: width - 60, h: 190 },
    { fill: series.palette.light, stroke: series.palette.ink, width: 5, opacity: 0.94 },
    18,
  );
  p.raw(
    outlinedText(faces.black.font, original, {
      cx: width / 2,
      baseline: 150,
      size: 78,
      maxWidth: width - 110,
      fill: series.palette.accent,
      outline: series.palette.ink,
    }),
  );
  p.raw(
    outlinedText(faces.bold.font, translated, {
      cx: width / 2,
      baseline: 208,
      size: 34,
      maxWidth: width - 140,
      fill: series.palette.ink,
    }),
  );
  p.rect({ x: 0, y: height - 18, w: width, h: 18 }, { fill: series.palette.accent });
  return p.document(width, height);
}

/** The cover as a 600 x 900 PNG (the same bytes for the same series). */
export async function coverPng(series: Series): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(coverSvg(series)))
    .resize(COVER.width, COVER.height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  return new Uint8Array(png);
}
