// A drawn page made into what readers load: WebP at two widths and a ThumbHash placeholder
// shown while they load. sharp works off the server's thread.
import sharp, { type Sharp } from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import type { RenderedPage } from "./render";

/** Pages are drawn this wide: sharp on a 2x phone or a laptop. */
export const LARGE_WIDTH = 1600;
/** The image a phone loads first. */
export const SMALL_WIDTH = 800;
/** A large page image is at most this big (the reader preloads pages: keep them light). */
export const LARGE_MAX_BYTES = 200 * 1024;
/** WebP qualities tried in turn until the large image fits `LARGE_MAX_BYTES`. */
const QUALITIES = [80, 70, 60, 50, 40, 30];
/** Low effort: a fifth of the time of sharp's default for a few percent more bytes. */
const EFFORT = 2;
/** ThumbHash wants at most 100 x 100 pixels. */
const PLACEHOLDER_SIZE = 100;

export interface EncodedPage {
  width: number;
  height: number;
  /** The small image's width (a page narrower than 800 px is not enlarged). */
  smallWidth: number;
  large: Buffer;
  small: Buffer;
  /** ThumbHash, base64. */
  placeholder: string;
}

export async function encodePage({ width, height, pixels }: RenderedPage): Promise<EncodedPage> {
  const image = () => sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha();
  const smallWidth = Math.min(SMALL_WIDTH, width);
  const [large, small, thumb] = await Promise.all([
    fitted(image, LARGE_MAX_BYTES),
    image().resize({ width: smallWidth }).webp({ quality: 80, effort: EFFORT }).toBuffer(),
    image()
      .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const hash = rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data);
  const placeholder = Buffer.from(hash).toString("base64");
  return { width, height, smallWidth, large, small, placeholder };
}

/** The best quality whose WebP fits `maxBytes` (the lowest tried, if none does). */
async function fitted(image: () => Sharp, maxBytes: number): Promise<Buffer> {
  const [first, ...lower] = QUALITIES;
  let bytes = await image().webp({ quality: first, effort: EFFORT }).toBuffer();
  for (const quality of lower) {
    if (bytes.byteLength <= maxBytes) break;
    bytes = await image().webp({ quality, effort: EFFORT }).toBuffer();
  }
  return bytes;
}
