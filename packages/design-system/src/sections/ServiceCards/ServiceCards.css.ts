import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const features = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const feature = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const check = style({
  marginBlockStart: "0.1em",
  color: vars.color.positive,
});

export const footer = style({
  display: "flex",
  justifyContent: "flex-start",
  marginBlockStart: vars.space.xl,
});
