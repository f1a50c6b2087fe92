import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { illustration, illustrationIds } from "./index.ts";
import { scenes } from "./scenes.ts";

/** Tags balance, one root <svg>: the document is well-formed enough for any XML parser. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let roots = 0;
  for (const m of svg.matchAll(tag)) {
    const between = svg.slice(last, m.index);
    if (between.includes("<") || between.includes(">")) return false;
    last = m.index + m[0].length;
    const [, close, name, , self] = m;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!self) {
      if (stack.length === 0) roots++;
      stack.push(name as string);
    } else if (stack.length === 0) roots++;
  }
  return stack.length === 0 && roots === 1 && svg.slice(last).trim() === "";
}

describe("illustrations", () => {
  it("has 23 distinct ids", () => {
    expect(new Set(illustrationIds).size).toBe(23);
  });

  for (const id of illustrationIds) {
    it(`${id}: a small, self-contained 16:9 SVG that sharp rasterizes`, async () => {
      const { svg, mirrorInRtl } = illustration(id);
      expect(typeof mirrorInRtl).toBe("boolean");
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(wellFormed(svg)).toBe(true);
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expect(svg).toContain('width="1600"');
      expect(svg).toContain('height="900"');
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).not.toMatch(/<image[\s>]/);
      expect(svg).not.toContain('href="http');
      expect(Buffer.byteLength(svg)).toBeLessThan(80 * 1024);
      // every local reference points at an id of this document, prefixed with its own id
      for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) {
        expect(ref?.startsWith(`${id}-`)).toBe(true);
        expect(svg).toContain(`id="${ref}"`);
      }
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.width).toBe(1600);
      expect(meta.height).toBe(900);
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const raster = await sharp(png).metadata();
      expect(raster.format).toBe("png");
      expect(raster.width).toBe(1600);
    });
  }

  it("draws the same document every time", () => {
    for (const id of ["home-hero", "racking-systems", "blog-ai-warehouse"] as const) {
      expect(scenes[id].draw()).toBe(scenes[id].draw());
      expect(scenes[id].draw()).toBe(illustration(id).svg);
    }
  });
});
