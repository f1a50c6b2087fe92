import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { tone } from "../shared/section.css";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: vars.space.xl },
  },
});

export const intro = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const body = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});

export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const fact = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.sm,
  alignItems: "start",
  paddingBlock: vars.space.xs,
  selectors: {
    "& + &": { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const factIcon = style({
  gridRow: "span 2",
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  marginBlockStart: vars.space.xxs,
  color: vars.color.goldStrong,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});

export const booth = style({
  fontSize: vars.font.size.xl,
  fontVariantNumeric: "tabular-nums",
});
