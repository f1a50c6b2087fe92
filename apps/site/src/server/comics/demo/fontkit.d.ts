// The part of fontkit (no types of its own) the demo covers use: shaping a title into glyph
// outlines, drawn into the cover's SVG so no system font is needed to rasterise it.
declare module "fontkit" {
  export interface Glyph {
    path: { toSVG(): string };
    /** The characters the glyph stands for (several for a ligature), in logical order. */
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: Record<string, boolean> | string[]): GlyphRun;
  }
  export function create(buffer: Uint8Array): Font;
}
