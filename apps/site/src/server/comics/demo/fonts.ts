// Cairo, the site's own family (Latin and Arabic in one face), read once: PDFKit embeds subsets
// of it in the chapter PDFs and fontkit shapes the cover titles with it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { create, type Font } from "fontkit";

const require = createRequire(import.meta.url);

export const weights = { bold: "700Bold", black: "900Black" } as const;
export type Weight = keyof typeof weights;

export interface Face {
  /** The TrueType file, as PDFKit registers it. */
  bytes: Buffer;
  /** The same face parsed, for glyph outlines and metrics. */
  font: Font;
}

let faces: Record<Weight, Face> | undefined;

export function cairo(): Record<Weight, Face> {
  if (!faces) {
    const dir = dirname(require.resolve("@expo-google-fonts/cairo/package.json"));
    const load = (weight: Weight): Face => {
      const folder = weights[weight];
      const bytes = readFileSync(join(dir, folder, `Cairo_${folder}.ttf`));
      return { bytes, font: create(bytes) };
    };
    faces = { bold: load("bold"), black: load("black") };
  }
  return faces;
}

/**
 * Whole-run shaping without kerning: a kerned Arabic run is written as several positioned pieces,
 * and pdf.js then reads a word's last letter apart from the word. Arabic joins the same without it.
 */
export const shaping = { kern: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
