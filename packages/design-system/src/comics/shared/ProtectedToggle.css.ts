import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const root = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  maxInlineSize: "100%",
});
