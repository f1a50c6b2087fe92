import type { PictureProps } from "@rawafed/design-system";
import { dir, type Locale } from "@rawafed/i18n";
import { mirroredInRtl } from "../../art/ids";
import {
  type PictureFormat,
  type PictureRef,
  pictureFile,
  pictureSize,
  pictureWidths,
} from "../content/pictures";

/** How wide a picture is drawn: the hero's half of the container, a card's third, or full width. */
export const pictureSizes = {
  hero: "(min-width: 1024px) 560px, 100vw",
  card: "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw",
  article: "(min-width: 1024px) 760px, 100vw",
} as const;

function srcSet(ref: PictureRef, format: PictureFormat, mirrored: boolean): string {
  return pictureWidths
    .map((width) => `${pictureFile(ref.id, width, format, mirrored)} ${width}w`)
    .join(", ");
}

/** A picture of the copy as the design system's Picture: AVIF, then WebP, at every width. */
export function picture(
  ref: PictureRef,
  locale: Locale,
  options: { sizes: keyof typeof pictureSizes; priority?: boolean },
): PictureProps {
  // A scene with a direction turns with the page where its meaning allows (art/).
  const mirrored = dir(locale) === "rtl" && mirroredInRtl.has(ref.id);
  return {
    alt: ref.alt,
    src: pictureFile(ref.id, 800, "webp", mirrored),
    sources: [
      { type: "image/avif", srcSet: srcSet(ref, "avif", mirrored) },
      { type: "image/webp", srcSet: srcSet(ref, "webp", mirrored) },
    ],
    width: pictureSize.width,
    height: pictureSize.height,
    sizes: pictureSizes[options.sizes],
    priority: options.priority,
  };
}

/** The head's preload of a page's hero picture, so it starts with the HTML. */
export function heroPreload(ref: PictureRef, locale: Locale) {
  const mirrored = dir(locale) === "rtl" && mirroredInRtl.has(ref.id);
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(ref, "avif", mirrored),
    imageSizes: pictureSizes.hero,
    fetchPriority: "high",
  } as const;
}
