import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const counts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const tile = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const number = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The export: a button-like link (a download, not a page). */
export const exportLink = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  selectors: { "&:hover": { backgroundColor: vars.color.brandStrong } },
});
