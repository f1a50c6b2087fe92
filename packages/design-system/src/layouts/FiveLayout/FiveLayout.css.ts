import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** Reading screens: minimal chrome, a slim dark bar, the pages on a quiet surround. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  minBlockSize: "100vh",
  backgroundColor: vars.color.surfaceMuted,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `2px solid ${vars.color.gold}`,
  backgroundColor: vars.color.brandStrong,
  color: vars.color.textOnBrand,
});

export const brand = style({
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
});

export const main = style({
  flex: "1 0 auto",
  inlineSize: "100%",
  maxInlineSize: "60rem",
  marginInline: "auto",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  // A focused landmark (skip link target) needs no ring; this outranks the global :focus-visible.
  selectors: { "&:focus, &:focus-visible": { outline: "none" } },
});
