import type { CSSProperties, SyntheticEvent } from "react";
import * as styles from "./Reader.css";
import type { ReaderPage } from "./types";

export interface PageImageProps {
  page: ReaderPage;
  alt: string;
  /** `paged`: fitted to the stage; `strip`: the strip's full width. */
  fit: "paged" | "strip";
  loading?: "eager" | "lazy";
  /** The page shown first: fetched before anything else. */
  priority?: boolean;
  /** Kept in the document but not shown (a preloaded page). */
  hidden?: boolean;
  /**
   * A page a turn away, painted under the shown one into a square of two pixels it covers: the
   * browser then holds its pixels decoded and scaled to the size it is shown at, and the turn
   * paints at once. Out of the accessibility tree, as a hidden page is.
   */
  under?: boolean;
  /** For the slide of a swiped turn; none with reduced motion (see Reader.css). */
  enter?: "from-left" | "from-right";
  /** Paged: fitted to the whole screen (the default), or wider than it: the large image. */
  wide?: boolean;
  /** The element holding the page's transcript (or saying there is none): its description. */
  describedBy?: string;
}

/** Paged, desktop: the height of the stage; phones: the width (sizes must agree with Reader.css). */
const pagedSizes = (ratio: number) =>
  `(min-width: 768px) calc((100vh - 16rem) * ${ratio.toFixed(3)}), 100vw`;
const stripSizes = "(min-width: 60rem) 60rem, 100vw";

/** A preloaded page is decoded too, so its turn does not wait for that (see PagedView). */
const warm = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.decode().catch(() => undefined);
};

/**
 * A page image: small or large by `srcset`, its box reserved by its ratio (no layout shift) and
 * painted with the placeholder until the image covers it.
 */
export function PageImage({
  page,
  alt,
  fit,
  loading,
  priority,
  hidden,
  enter,
  wide,
  under,
  describedBy,
}: PageImageProps) {
  const kept = hidden || under;
  const ratio = page.width / page.height;
  const style = {
    "--page-ratio": ratio,
    "--page-width": page.width,
    aspectRatio: `${page.width} / ${page.height}`,
    backgroundImage: `url("${page.placeholder}")`,
  } as CSSProperties;
  return (
    <img
      className={fit === "paged" ? styles.pagedImage : styles.stripImage}
      // srcset and sizes before src: a client-made image then fetches one candidate only.
      srcSet={`${page.small} ${page.smallWidth ?? 800}w, ${page.large} ${page.width}w`}
      sizes={fit === "strip" ? stripSizes : wide ? "100vw" : pagedSizes(ratio)}
      src={page.small}
      width={page.width}
      height={page.height}
      alt={under ? "" : alt}
      aria-hidden={under || undefined}
      aria-describedby={kept ? undefined : describedBy}
      loading={loading}
      decoding={kept ? "async" : "sync"}
      fetchPriority={priority ? "high" : kept ? "low" : undefined}
      hidden={hidden && !under}
      draggable={false}
      onLoad={kept ? warm : undefined}
      data-under={under ? "" : undefined}
      data-enter={enter}
      style={style}
    />
  );
}
