import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

// The indicator travels along the reading direction: from the start edge to the end edge.
const travel = keyframes({
  from: { transform: "translateX(calc(-100% * var(--loading-direction)))" },
  to: { transform: "translateX(calc(250% * var(--loading-direction)))" },
});

export const track = style({
  vars: { "--loading-direction": "1" },
  position: "fixed",
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 60,
  blockSize: "3px",
  overflow: "hidden",
  pointerEvents: "none",
  selectors: { '[dir="rtl"] &': { vars: { "--loading-direction": "-1" } } },
});

export const indicator = style({
  blockSize: "100%",
  inlineSize: "40%",
  backgroundColor: vars.color.gold,
  animation: `${travel} 1.2s ${vars.motion.easing} infinite`,
  "@media": {
    // No movement: a steady full-width bar says the same.
    [media.reducedMotion]: { animation: "none", inlineSize: "100%" },
  },
});
