import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});

/** The destructive confirmation (delete account): white on the critical red, 6.5:1. */
export const destructive = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.critical}`,
  backgroundColor: vars.color.critical,
  color: vars.color.textOnBrand,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  cursor: "pointer",
  transitionProperty: "background-color",
  transitionDuration: vars.motion.fast,
  "@media": { [media.reducedMotion]: { transitionDuration: "0s" } },
  selectors: { "&:hover": { backgroundColor: vars.color.text, borderColor: vars.color.text } },
});
