// An item's cover, from the site's pictures or the media library: only the pages of the staff's
// content import it (not the first load every page carries, as `pictures.ts` is).
import type { PictureProps } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { PictureRef } from "../content/pictures";
import type { CoverMedia } from "../server/content/covers";
import { picture, pictureSizes } from "./pictures";

/** A media library picture (a cover chosen in the studio) as the design system's Picture. */
export function mediaPicture(
  media: CoverMedia,
  options: { sizes: keyof typeof pictureSizes; priority?: boolean },
): PictureProps {
  const set = (format: "avif" | "webp") =>
    media.widths
      .map((width) => `/media/library/${media.id}-${width}.${format} ${width}w`)
      .join(", ");
  return {
    alt: media.alt,
    src: `/media/library/${media.id}-800.webp`,
    sources: [
      { type: "image/avif", srcSet: set("avif") },
      { type: "image/webp", srcSet: set("webp") },
    ],
    width: media.width,
    height: media.height,
    sizes: pictureSizes[options.sizes],
    priority: options.priority,
  };
}

/** An item's cover, whichever kind it is: one of the site's pictures or the media library's. */
export function coverPicture(
  item: { cover?: PictureRef; coverMedia?: CoverMedia },
  locale: Locale,
  options: { sizes: keyof typeof pictureSizes; priority?: boolean },
): PictureProps | undefined {
  if (item.cover) return picture(item.cover, locale, options);
  return item.coverMedia ? mediaPicture(item.coverMedia, options) : undefined;
}
