import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const date = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const titleLink = style({
  color: "inherit",
  textDecorationLine: "underline",
  textDecorationColor: "transparent",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { textDecorationColor: "currentColor" } },
});

export const author = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const more = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  marginBlockStart: "auto",
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});
