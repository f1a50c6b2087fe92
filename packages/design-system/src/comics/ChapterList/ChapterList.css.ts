import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({ borderBlockEnd: `1px solid ${vars.color.border}` });

export const link = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: "4px solid transparent",
  color: vars.color.text,
  textDecoration: "none",
  transitionProperty: "background-color",
  transitionDuration: vars.motion.fast,
  "@media": {
    [media.reducedMotion]: { transitionDuration: "0s" },
    [media.tablet]: { flexWrap: "nowrap" },
  },
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    // The chapter being read: a brand bar, a tint and a "Reading now" badge (not colour alone).
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.brand,
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});

export const number = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const title = style({
  flex: "1 1 12rem",
  minInlineSize: 0,
  textDecorationLine: "underline",
  textDecorationColor: "transparent",
  textUnderlineOffset: "0.2em",
  selectors: { [`${link}:hover &`]: { textDecorationColor: "currentColor" } },
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: "nowrap",
});

export const chevron = style({ color: vars.color.brand });
