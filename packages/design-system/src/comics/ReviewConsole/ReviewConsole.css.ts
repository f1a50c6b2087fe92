import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** Title across; the sections' menu beside the section from a tablet up, above it on a phone. */
export const frame = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(12rem, 16rem) minmax(0, 1fr)",
      alignItems: "start",
    },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  "@media": { [media.tablet]: { gridColumn: "1 / -1" } },
});

export const nav = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  borderInlineStart: "4px solid transparent",
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    // The current section: a brand bar on the start edge and bold text (not colour alone).
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.brand,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

const countBase = {
  minInlineSize: "1.75rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textAlign: "center",
} as const;

/** Items waiting: a filled badge; none: a quiet one. */
export const count = styleVariants({
  waiting: { ...countBase, backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
  none: { ...countBase, backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
});

export const content = style({ display: "grid", gap: vars.space.xl, minInlineSize: 0 });
