import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFileStore } from "../files/store";
import { CoverError, storeCover } from "./covers";

const previousDataDir = process.env.DATA_DIR;
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "rawafed-covers-"));
});
afterAll(() => {
  process.env.DATA_DIR = previousDataDir;
});

const picture = (format: "png" | "jpeg") =>
  sharp({ create: { width: 1200, height: 1800, channels: 3, background: "#c7ab7b" } })
    .withMetadata({ exif: { IFD0: { ImageDescription: "secret place" } } })
    [format]()
    .toBuffer();

describe("storeCover", () => {
  it("stores a WebP at most 600 px wide without metadata, under its hash", async () => {
    const key = await storeCover(new Uint8Array(await picture("jpeg")));
    expect(key).toMatch(/^covers\/[0-9a-f]{64}\.webp$/);
    const stored = await getFileStore().get(key);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored ?? undefined).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(900);
    expect(meta.exif).toBeUndefined();
    // The same picture is the same key (no second file).
    expect(await storeCover(new Uint8Array(await picture("jpeg")))).toBe(key);
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes, or does not decode", async () => {
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    await expect(storeCover(gif)).rejects.toBeInstanceOf(CoverError);
    await expect(storeCover(new TextEncoder().encode("<svg></svg>"))).rejects.toBeInstanceOf(
      CoverError,
    );
    const png = await picture("png");
    await expect(storeCover(new Uint8Array(png.subarray(0, 100)))).rejects.toBeInstanceOf(
      CoverError,
    );
  });
});
