import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const pin = style({
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  color: vars.color.goldStrong,
});

export const address = style({
  margin: 0,
  fontStyle: "normal",
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const phone = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  selectors: { "&:hover": { textDecorationLine: "underline" } },
});
