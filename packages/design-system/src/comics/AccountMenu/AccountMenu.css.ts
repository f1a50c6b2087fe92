import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

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

/** Log out and delete account sit apart from the pages, after a rule. */
export const separated = style({
  marginBlockStart: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

const itemBase = {
  display: "flex",
  alignItems: "center",
  inlineSize: "100%",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  borderInlineStart: "4px solid transparent",
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: "start",
  textDecoration: "none",
  transitionProperty: "background-color",
  transitionDuration: vars.motion.fast,
  "@media": { [media.reducedMotion]: { transitionDuration: "0s" } },
} as const;

export const link = style({
  ...itemBase,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    // The current page: a brand bar on the start edge and bold text (not colour alone).
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.brand,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const button = style({
  ...itemBase,
  borderBlock: 0,
  borderInlineEnd: 0,
  background: "none",
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
});

/** Delete account: critical red text (6.5:1 on white). */
export const danger = style({ color: vars.color.critical });
