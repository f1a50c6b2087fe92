import * as styles from "./Picture.css";

/** One encoding of the picture at several widths, e.g. `"…-480.avif 480w, …-800.avif 800w"`. */
export interface PictureSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export type PictureRatio = keyof typeof styles.ratio;

export interface PictureProps {
  /**
   * Required: what the picture shows, in the page's language (already localized).
   * Pass `""` only for a purely decorative picture.
   */
  alt: string;
  /** The fallback `<img src>` (a WebP), for browsers that take none of the sources. */
  src: string;
  /** The encodings, best first (AVIF, then WebP): the browser takes the first it supports. */
  sources: readonly PictureSource[];
  /** Intrinsic width: with `height`, reserves the box before the picture loads (no layout shift). */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** How wide the picture is drawn, for the browser's choice of width. Defaults to `100vw`. */
  sizes?: string;
  /**
   * The page's largest picture above the fold: eager, `fetchpriority="high"`, decoded in sync.
   * Otherwise lazy and decoded off the main thread.
   */
  priority?: boolean;
  radius?: keyof typeof styles.radius;
  /** Crops the picture to a fixed ratio (cards) instead of its intrinsic one. */
  ratio?: PictureRatio;
  /** Classes for the `<img>`, the element that has the box. */
  className?: string;
}

/**
 * A responsive picture: `<source>`s per encoding (with `sizes`), then an `<img>` with its
 * intrinsic size, so its box is reserved and never shifts the layout. Lazy unless `priority`.
 */
export function Picture({
  alt,
  src,
  sources,
  width,
  height,
  sizes = "100vw",
  priority = false,
  radius,
  ratio,
  className,
}: PictureProps) {
  const classes = [styles.image, ratio && styles.ratio[ratio], radius && styles.radius[radius]];
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={[...classes, className].filter(Boolean).join(" ")}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
