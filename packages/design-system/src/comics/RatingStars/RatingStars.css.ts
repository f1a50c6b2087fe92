import { createVar, style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** How much of one star is filled, as a percentage of its width. */
export const fill = createVar();

export const stars = style({
  display: "inline-flex",
  gap: "0.125rem",
  verticalAlign: "middle",
});

export const star = style({
  position: "relative",
  display: "inline-block",
  inlineSize: "1.25em",
  blockSize: "1.25em",
  flexShrink: 0,
});

const layer = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineStart: 0,
  blockSize: "100%",
  overflow: "hidden",
});

export const empty = style([layer, { inlineSize: "100%" }]);

/** The fill, from the inline start (the right in Arabic): a partial star reads along the line. */
export const filled = style([layer, { inlineSize: fill, color: vars.color.gold }]);

export const svg = style({
  display: "block",
  inlineSize: "1.25em",
  blockSize: "1.25em",
  maxInlineSize: "none",
  // The outline in the darker gold (4.9:1 on white): an empty star keeps a visible shape.
  stroke: vars.color.goldStrong,
});
