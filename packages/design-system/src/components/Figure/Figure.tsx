import { useId } from "react";
import { Picture, type PictureProps } from "../Picture/Picture";
import * as styles from "./Figure.css";

export type FigureProps = PictureProps & {
  /** A caption under the picture, already localized. */
  caption?: string;
};

/**
 * A picture with an optional caption: `<figure>`, the `<Picture>` and a muted `<figcaption>`.
 * `className` goes on the `<figure>`.
 */
export function Figure({ caption, className, ...picture }: FigureProps) {
  const captionId = useId();
  return (
    // Named by its caption explicitly too: not every tool derives a figure's name from it.
    <figure
      className={[styles.figure, className].filter(Boolean).join(" ")}
      aria-labelledby={caption ? captionId : undefined}
    >
      <Picture {...picture} />
      {caption && (
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
