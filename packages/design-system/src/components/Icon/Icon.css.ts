import { style } from "@vanilla-extract/css";

export const icon = style({
  display: "inline-block",
  flexShrink: 0,
  verticalAlign: "middle",
});

/** Pointing icons (arrows, chevrons) face the reading direction. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
});
