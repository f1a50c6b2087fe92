import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** Phones first: title, the kinds as a row of links, the content; a side column from a tablet up. */
export const frame = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
  "@media": {
    [media.tablet]: {
      gap: vars.space.lg,
      paddingBlock: vars.space.xl,
      gridTemplateColumns: "minmax(11rem, 14rem) minmax(0, 1fr)",
      alignItems: "start",
    },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  "@media": { [media.tablet]: { gridColumn: "1 / -1", fontSize: vars.font.size.xxl } },
});

export const nav = style({
  minInlineSize: 0,
  "@media": {
    [media.tablet]: {
      padding: vars.space.xs,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { flexDirection: "column", flexWrap: "nowrap", gap: "0.125rem" } },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    // The current kind: a thick brand edge and bold text, not colour alone.
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      borderBlockEndWidth: "4px",
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
  "@media": {
    [media.tablet]: {
      borderWidth: 0,
      borderInlineStart: "4px solid transparent",
      selectors: {
        '&[aria-current="page"]': {
          borderBlockEndWidth: 0,
          borderInlineStartWidth: "4px",
          borderInlineStartColor: vars.color.brand,
        },
      },
    },
  },
});

export const content = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const plus = style({ inlineSize: "1.1em", blockSize: "1.1em", flexShrink: 0 });
