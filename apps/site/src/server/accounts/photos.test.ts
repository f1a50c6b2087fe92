import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isPhotoName, preparePhoto } from "./photos";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#224466" } });
const blob = (bytes: Uint8Array | string) =>
  new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);

async function prepared(bytes: Uint8Array | string) {
  const result = await preparePhoto(blob(bytes));
  if ("error" in result) throw new Error(result.error);
  return sharp(result.bytes).metadata();
}

describe("preparePhoto", () => {
  it("keeps no metadata, and turns a photo upright by its orientation before dropping it", async () => {
    // A camera's portrait: stored landscape, with "rotate 90°" (orientation 6) and a GPS position.
    const jpeg = await picture(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const stored = await prepared(jpeg);
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("takes PNG, GIF and WebP, and never enlarges a small one", async () => {
    for (const bytes of [
      await picture(100, 80).png().toBuffer(),
      await picture(100, 80).gif().toBuffer(),
      await picture(100, 80).webp().toBuffer(),
    ]) {
      expect(await prepared(bytes)).toMatchObject({ format: "webp", width: 100, height: 80 });
    }
  });

  it("refuses what is not a picture, whatever it is called, and SVG (it can hold script)", async () => {
    for (const bytes of ["just text", "<svg xmlns='http://www.w3.org/2000/svg'/>", "%PDF-1.7"]) {
      expect(await preparePhoto(blob(bytes))).toEqual({ error: "validation.image" });
    }
    // A real JPEG's start, then nothing: its type is right, its picture is not.
    const cut = (await picture(400, 400).jpeg().toBuffer()).subarray(0, 200);
    expect(await preparePhoto(blob(cut))).toEqual({ error: "validation.image" });
  });

  // Makes and decodes pictures of several megabytes: seconds on a busy two-core machine.
  it("refuses a file over 5 MB, and a picture of too many pixels (a decompression bomb)", {
    timeout: 30_000,
  }, async () => {
    expect(await preparePhoto(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))).toEqual({
      error: "validation.fileTooLarge",
    });
    // 10000 x 10000 of one colour: a few KB as PNG, 300 MB once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#000" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect(await preparePhoto(blob(bomb))).toEqual({ error: "validation.image" });
  });

  it("names are 32 hex digits and .webp, nothing else", () => {
    expect(isPhotoName("0123456789abcdef0123456789abcdef.webp")).toBe(true);
    for (const name of ["../auth-secret", "0123456789abcdef0123456789abcdef.png", "", null]) {
      expect(isPhotoName(name)).toBe(false);
    }
  });
});
