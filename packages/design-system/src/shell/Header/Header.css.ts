import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const header = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  minBlockSize: "4rem",
});

export const brand = style({
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
});
