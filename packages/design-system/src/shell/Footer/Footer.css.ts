import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const footer = style({
  backgroundColor: vars.color.brandStrong,
  color: vars.color.textOnBrand,
});

export const inner = style({
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.sm,
});
