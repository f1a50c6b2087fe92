import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const scrollToTop = style({
  position: "fixed",
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 25,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  padding: 0,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
  },
  "@media": { [media.tablet]: { insetInlineStart: vars.space.lg, insetBlockEnd: vars.space.lg } },
});
