import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const part = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});
