// Comic covers: checked by their bytes, re-encoded by sharp (no metadata survives: EXIF, GPS,
// comments), stored under the hash of the WebP, so a cover's URL can be cached for good.
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { coverKey } from "../files/keys";
import { getFileStore } from "../files/store";

/** What a cover's bytes may be, whatever its name says. */
const coverTypes = ["image/jpeg", "image/png", "image/webp"];
/** A cover is shown at most about 300 CSS px wide: 600 px covers a 2x screen. */
export const COVER_WIDTH = 600;
/** A decompression bomb is refused before it is decoded (about 7000 x 7000). */
const MAX_INPUT_PIXELS = 50_000_000;

export class CoverError extends Error {}

/** Whether the bytes are a JPEG, PNG or WebP (by their magic bytes, whatever the name says). */
export async function isCoverType(bytes: Uint8Array): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return type !== undefined && coverTypes.includes(type.mime);
}

/** The cover as it is stored: upright, at most 600 px wide, WebP, without metadata. */
export async function encodeCover(bytes: Uint8Array): Promise<Buffer> {
  if (!(await isCoverType(bytes))) throw new CoverError("not a JPEG, PNG or WebP");
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: COVER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new CoverError(`unreadable image: ${(error as Error).message}`);
  }
}

/**
 * Stores a cover (JPEG, PNG or WebP by its magic bytes) and returns its file-store key. Throws a
 * CoverError for anything else or an image that cannot be decoded.
 */
export async function storeCover(bytes: Uint8Array): Promise<string> {
  const webp = await encodeCover(bytes);
  const key = coverKey(createHash("sha256").update(webp).digest("hex"));
  await getFileStore().put(key, webp, "image/webp");
  return key;
}
