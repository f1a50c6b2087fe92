import { describe, expect, it } from "vitest";
import { namedTypes, pageFormat } from "./formats";

// What browsers send for an image, as they send it.
const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const firefox = "image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";
const safari17 =
  "image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";
const safari13 = "image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";

describe("a page image's format by Accept", () => {
  it("gives AVIF to the browsers that name it, once it is made", () => {
    for (const accept of [chrome, firefox, safari17]) {
      expect(pageFormat(accept, true)).toBe("avif");
      expect(pageFormat(accept, false)).toBe("webp");
    }
  });

  it("gives JPEG to a browser that names neither, whatever its wildcards say", () => {
    expect(pageFormat(safari13, true)).toBe("jpeg");
    expect(pageFormat("*/*", true)).toBe("jpeg");
    expect(pageFormat(null, true)).toBe("jpeg");
    expect(pageFormat("", true)).toBe("jpeg");
  });

  it("takes a weight of zero as a refusal, and reads names in any case and spacing", () => {
    expect(pageFormat("image/avif;q=0, image/webp", true)).toBe("webp");
    expect(pageFormat("image/avif ; q=0.0,image/webp;q=0", true)).toBe("jpeg");
    expect(pageFormat(" IMAGE/AVIF ;Q=0.9", true)).toBe("avif");
    expect(namedTypes("image/webp;q=0.5, text/html")).toEqual(new Set(["image/webp", "text/html"]));
  });

  it("reads only the first thousand characters of a long header", () => {
    expect(pageFormat(`${"x/y,".repeat(500)}image/webp`, true)).toBe("jpeg");
  });
});
