import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { tone } from "../shared/section.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.tablet]: { gap: vars.space.lg },
  },
});

/** Columns from the tablet up, chosen so that rows come out even. */
export const columns = styleVariants({ 2: 2, 3: 3, 4: 4 }, (count) => ({
  "@media": {
    [media.tablet]: { gridTemplateColumns: `repeat(${Math.min(count, 3)}, minmax(0, 1fr))` },
    [media.desktop]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  },
}));

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.gold}`,
});

export const value = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
  "@media": { [media.tablet]: { fontSize: vars.font.size.xxl } },
  selectors: { [`${tone.brand} &`]: { color: vars.color.gold } },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});
