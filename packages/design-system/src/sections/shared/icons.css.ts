import { style } from "@vanilla-extract/css";

export const icon = style({
  display: "inline-block",
  flexShrink: 0,
  inlineSize: "1.25em",
  blockSize: "1.25em",
  verticalAlign: "middle",
});

/** Icons that point along the reading direction turn around in right-to-left text. */
export const directional = style({
  selectors: { "&:dir(rtl)": { transform: "scaleX(-1)" } },
});
