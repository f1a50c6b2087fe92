import type { ImgHTMLAttributes } from "react";
import * as styles from "./Image.css";

export type ImageRatio = keyof typeof styles.ratio;

interface ImageBase
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    "alt" | "className" | "style" | "width" | "height" | "src"
  > {
  src: string;
  /**
   * Required: what the image shows, in the page's language (already localized).
   * Pass `""` only for a purely decorative image.
   */
  alt: string;
  fit?: keyof typeof styles.fit;
  radius?: keyof typeof styles.radius;
  /** Defaults to `lazy`; pass `eager` for the largest image above the fold. */
  loading?: "lazy" | "eager";
  className?: string;
}

/** Intrinsic size: the browser reserves `width` × `height` (scaled to the container). */
interface ImageWithSize extends ImageBase {
  width: number;
  height: number;
  ratio?: never;
}

/** Fills its container's width at a fixed aspect ratio. */
interface ImageWithRatio extends ImageBase {
  ratio: ImageRatio;
  width?: number;
  height?: number;
}

export type ImageProps = ImageWithSize | ImageWithRatio;

/**
 * An image whose box is reserved before it loads (no layout shift), lazy by default.
 * Either `width` and `height` or a `ratio` is required; `alt` always is.
 */
export function Image({
  fit = "cover",
  radius,
  ratio,
  loading = "lazy",
  decoding = "async",
  className,
  alt,
  ...rest
}: ImageProps) {
  const classes = [
    styles.image,
    ratio && styles.ratio[ratio],
    styles.fit[fit],
    radius && styles.radius[radius],
    className,
  ];
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={classes.filter(Boolean).join(" ")}
    />
  );
}
