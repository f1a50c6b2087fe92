import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
});

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
