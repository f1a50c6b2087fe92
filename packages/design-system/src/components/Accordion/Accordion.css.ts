import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const accordion = style({
  display: "flex",
  flexDirection: "column",
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const trigger = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  inlineSize: "100%",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 0,
  background: "none",
  color: vars.color.brand,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.goldStrong,
  transitionProperty: "transform",
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: "rotate(180deg)" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transitionDuration: "0s" } },
});

export const panel = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});
