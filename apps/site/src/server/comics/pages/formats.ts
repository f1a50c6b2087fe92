/**
 * A page image in the format the browser's `Accept` names: AVIF where it is made and named, else
 * WebP where named, else JPEG. Named outright, as image CDNs do: a browser too old for WebP (an
 * iPhone before iOS 14) asks for `image/*` and `*\/*` too, so a wildcard is not taken as WebP.
 * JPEG is made on request from the WebP (few browsers need it); a few at a time, so a flood of
 * such requests queues instead of taking every core.
 */
import pLimit from "p-limit";
import sharp from "sharp";

export type PageFormat = "avif" | "webp" | "jpeg";

export const formatTypes: Record<PageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The media types `accept` names outright with a weight above zero (`type;q=0` refuses). */
export function namedTypes(accept: string | null): Set<string> {
  const named = new Set<string>();
  for (const part of (accept ?? "").slice(0, 1_000).split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith("q="));
    if (type && !(weight && Number(weight.slice(2)) === 0)) named.add(type);
  }
  return named;
}

/** The format to answer with, given what was asked and whether an AVIF of the page is stored. */
export function pageFormat(accept: string | null, hasAvif: boolean): PageFormat {
  const named = namedTypes(accept);
  if (hasAvif && named.has(formatTypes.avif)) return "avif";
  if (named.has(formatTypes.webp)) return "webp";
  return "jpeg";
}

/** JPEGs made at once, and waiting; past that a request is told to come back. */
const JPEG_AT_ONCE = 2;
const JPEG_WAITING = 32;
const jpegs = pLimit(JPEG_AT_ONCE);

/** The WebP as JPEG, or null when too many are already waiting. */
export function jpegOf(webp: Uint8Array): Promise<Buffer> | null {
  if (jpegs.pendingCount >= JPEG_WAITING) return null;
  return jpegs(() => sharp(webp).jpeg({ quality: 85, mozjpeg: true }).toBuffer());
}
