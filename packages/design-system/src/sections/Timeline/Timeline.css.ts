import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { tone } from "../shared/section.css";

export const list = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxInlineSize: "52rem",
  // The line runs along the inline start edge, so it flips with the direction.
  "::before": {
    content: '""',
    position: "absolute",
    insetBlock: vars.space.xs,
    insetInlineStart: "0.4375rem",
    inlineSize: "2px",
    backgroundColor: vars.color.border,
  },
});

export const item = style({
  position: "relative",
  display: "grid",
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  "::before": {
    content: '""',
    position: "absolute",
    insetBlockStart: "0.35rem",
    insetInlineStart: 0,
    inlineSize: "1rem",
    blockSize: "1rem",
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.gold,
    boxShadow: `0 0 0 4px ${vars.color.surface}`,
  },
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "6rem minmax(0, 1fr)",
      columnGap: vars.space.lg,
    },
  },
});

export const year = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.goldStrong,
  fontVariantNumeric: "tabular-nums",
  "@media": { [media.tablet]: { gridRow: "span 2" } },
  // The strong gold is for light grounds; on the brand band the lighter gold reads.
  selectors: { [`${tone.brand} &`]: { color: vars.color.gold } },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

/** The milestone's title and text sit on the section's own ground: light on the brand band. */
export const onBand = style({
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});
