import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/**
 * Fills its container's width; the height follows from the `width` and `height` attributes (the
 * browser maps them to `aspect-ratio`), so the box is reserved before the poster or the metadata
 * arrive (`preload="none"` fetches neither the video nor its size).
 */
export const video = style({
  display: "block",
  inlineSize: "100%",
  maxInlineSize: "100%",
  blockSize: "auto",
  // Letterboxes a video whose frames are not the box's ratio.
  objectFit: "contain",
  backgroundColor: vars.color.brandStrong,
  // The first Tab stop is the element itself, the next ones its controls, which live in its own
  // shadow tree with a faint ring of their own: the ring goes on the element in both cases (focus
  // within it that is not its own is on a control), inside its box, so no card or rounded frame
  // around it clips the ring.
  outlineOffset: "-3px",
  selectors: {
    "&:focus-visible, &:focus-within:not(:focus)": {
      outline: `3px solid ${vars.color.focus}`,
    },
  },
});

/** Shown only by browsers that cannot play video at all; in the page's direction. */
export const fallback = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textOnBrand,
});

export const fallbackLink = style({
  color: "inherit",
  fontWeight: vars.font.weight.bold,
});
