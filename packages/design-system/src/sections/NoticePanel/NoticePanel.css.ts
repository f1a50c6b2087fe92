import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** The notice of a page reached from an e-mail: a status, what it means, and one action. */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.lg,
});

export const message = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

const iconBase = style({
  inlineSize: "2.5rem",
  blockSize: "2.5rem",
});

/** The icon's colour follows the tone; the title says it in words. */
export const icon = styleVariants({
  success: [iconBase, { color: vars.color.positive }],
  neutral: [iconBase, { color: vars.color.brand }],
  warning: [iconBase, { color: vars.color.critical }],
});

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Focused by script after an action, so that the outcome is where the reader is.
  selectors: { "&:focus": { outline: "none" } },
});

export const body = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const form = style({ margin: 0 });
