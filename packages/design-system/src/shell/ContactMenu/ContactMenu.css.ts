import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const contactMenu = style({
  position: "fixed",
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 25,
  display: "flex",
  // The options follow the toggle in the document and show above it.
  flexDirection: "column-reverse",
  alignItems: "flex-end",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { insetInlineEnd: vars.space.lg, insetBlockEnd: vars.space.lg } },
});

export const options = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  selectors: { "&[hidden]": { display: "none" } },
});

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
});

export const optionIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: "2.25rem",
  blockSize: "2.25rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: "3.5rem",
  blockSize: "3.5rem",
  padding: 0,
  border: `3px solid ${vars.color.gold}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.brandStrong } },
});
