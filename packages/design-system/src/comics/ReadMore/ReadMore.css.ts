import { createVar, style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** The number of lines shown while collapsed. */
export const lines = createVar();

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
});

export const content = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: "pre-line",
});

export const clamped = style({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: lines,
  overflow: "hidden",
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.brand,
  font: "inherit",
  fontWeight: vars.font.weight.bold,
  textDecorationLine: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.brandStrong } },
});

export const chevron = style({
  transitionProperty: "transform",
  transitionDuration: vars.motion.fast,
  "@media": { "(prefers-reduced-motion: reduce)": { transitionDuration: "0s" } },
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});
