import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const summary = style({
  padding: vars.space.md,
  border: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xxs,
});

export const link = style({
  display: "inline-block",
  paddingBlock: vars.space.xxs,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  selectors: {
    "&:hover": { textDecorationThickness: "3px" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const text = style({ color: vars.color.critical, fontWeight: vars.font.weight.bold });
