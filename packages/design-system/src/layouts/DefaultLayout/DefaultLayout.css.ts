import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  minBlockSize: "100vh",
});

export const main = style({
  flex: "1 0 auto",
  inlineSize: "100%",
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  outline: "none",
});

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  insetBlockStart: "-100px",
  zIndex: 10,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  selectors: { "&:focus": { insetBlockStart: vars.space.md } },
});
