import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** A block, so the image inside fills its container's width rather than a line box. */
export const picture = style({ display: "block" });

/**
 * Fills the container's width; the height follows from the `width` and `height` attributes (the
 * browser maps them to `aspect-ratio`), so the box is reserved before a byte of the image arrives.
 */
export const image = style({
  display: "block",
  inlineSize: "100%",
  maxInlineSize: "100%",
  blockSize: "auto",
  objectFit: "cover",
  // The placeholder colour while the image loads; its box is already reserved.
  backgroundColor: vars.color.surfaceMuted,
});

/** A fixed ratio instead of the intrinsic one (cards): the image is cropped to it. */
export const ratio = styleVariants({
  "16/9": { aspectRatio: "16 / 9" },
  "4/3": { aspectRatio: "4 / 3" },
  "3/2": { aspectRatio: "3 / 2" },
  "1/1": { aspectRatio: "1 / 1" },
});

export const radius = styleVariants({
  none: { borderRadius: 0 },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});
