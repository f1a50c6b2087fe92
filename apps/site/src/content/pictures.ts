import { type IllustrationId, illustrationIds } from "../../art/ids";

export { type IllustrationId, illustrationIds };

/**
 * The site's pictures: illustrations drawn by the project (art/), rendered at build
 * (build/pictures) to AVIF and WebP at these widths, 16:9. Only names and sizes live here, so
 * pages carry no drawing code.
 */
export const pictureWidths = [480, 800, 1200] as const;
export const pictureSize = { width: 1600, height: 900 } as const;
export type PictureFormat = "avif" | "webp";

/** Where one rendering of a picture is served; `mirrored` is its right-to-left twin. */
export function pictureFile(
  id: IllustrationId,
  width: number,
  format: PictureFormat,
  mirrored = false,
): string {
  return `/images/${id}${mirrored ? "-rtl" : ""}-${width}.${format}`;
}

/** A picture of the copy: which illustration, and what it shows in the page's language. */
export interface PictureRef {
  id: IllustrationId;
  alt: string;
}

/** Each picture's text alternative, in one language. */
export type PictureAlts = Record<IllustrationId, string>;
