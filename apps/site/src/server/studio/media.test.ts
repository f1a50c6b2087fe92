import { paragraphsDocument } from "@rawafed/forms/schemas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaSrc, prepareImage, renditionWidths } from "./media";
import { mediaIdsIn } from "./mediaRefs";

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 120, b: 200, alpha: 0.5 } : { r: 200, g: 80, b: 20 },
    },
  });

const id = "0b7c8a52-3f1e-4c59-9a1d-2e6f0c4b8d11";

describe("the media library's images", () => {
  it("are stored at the widths below the original, the first at or above it, and always 800", () => {
    expect(renditionWidths(3000)).toEqual([400, 800, 1200, 1600]);
    expect(renditionWidths(1201)).toEqual([400, 800, 1200, 1600]);
    expect(renditionWidths(1200)).toEqual([400, 800, 1200]);
    expect(renditionWidths(900)).toEqual([400, 800, 1200]);
    expect(renditionWidths(800)).toEqual([400, 800]);
    expect(renditionWidths(120)).toEqual([400, 800]);
  });

  it("re-encodes a JPEG upright, without its metadata, never larger than it was", async () => {
    // Stored sideways: its EXIF says to turn it a quarter (orientation 6).
    const jpeg = await picture(1000, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const prepared = await prepareImage(jpeg);
    if ("refused" in prepared) throw new Error(prepared.refused);
    expect(prepared).toMatchObject({ width: 600, height: 1000, bytes: jpeg.byteLength });
    expect(
      prepared.renditions.map(({ width, pixelWidth, pixelHeight }) => [
        width,
        pixelWidth,
        pixelHeight,
      ]),
    ).toEqual([
      [400, 400, 667],
      [800, 600, 1000],
    ]);
    for (const rendition of prepared.renditions) {
      const avif = await sharp(rendition.files.avif).metadata();
      const webp = await sharp(rendition.files.webp).metadata();
      expect([avif.format, webp.format]).toEqual(["heif", "webp"]);
      expect(webp.exif).toBeUndefined();
      expect(webp.orientation).toBeUndefined();
      expect([webp.width, webp.height]).toEqual([rendition.pixelWidth, rendition.pixelHeight]);
    }
  });

  it("keeps a PNG's transparency", async () => {
    const png = await picture(2000, 1000, true).png().toBuffer();
    const prepared = await prepareImage(png);
    if ("refused" in prepared) throw new Error(prepared.refused);
    expect(prepared.renditions.map((rendition) => rendition.pixelWidth)).toEqual([
      400, 800, 1200, 1600,
    ]);
    expect((await sharp(prepared.renditions[0]?.files.webp).metadata()).hasAlpha).toBe(true);
  });

  it("refuses what is not a JPEG, PNG, WebP or AVIF by its bytes, or cannot be decoded", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    expect(await prepareImage(pdf)).toEqual({ refused: "studio.media.error.type" });
    const gif = await picture(10, 10).gif().toBuffer();
    expect(await prepareImage(gif)).toEqual({ refused: "studio.media.error.type" });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await prepareImage(svg)).toEqual({ refused: "studio.media.error.type" });
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    expect(await prepareImage(jpeg.subarray(0, 200))).toEqual({
      refused: "studio.media.error.unreadable",
    });
  });

  it("are found in a document's body and cover by their address", () => {
    const other = "5d1c2b3a-0000-4000-8000-000000000001";
    const body = paragraphsDocument(["x"]);
    body.content.push({
      type: "image",
      attrs: { src: mediaSrc(id), alt: "" },
    } as unknown as (typeof body.content)[number]);
    const found = mediaIdsIn({ body, coverImage: mediaSrc(other, 1200, "avif") });
    expect([...found].sort()).toEqual([other, id].sort());
    expect(mediaIdsIn({ body: paragraphsDocument(["/media/covers/x"]), coverImage: "" }).size).toBe(
      0,
    );
  });
});
