import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const box = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  minInlineSize: vars.size.target,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
} as const;

export const link = style({
  ...box,
  color: vars.color.brand,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.brand },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
});

export const gap = style({
  ...box,
  color: vars.color.textMuted,
  "::before": { content: '"…"' },
});

/** Previous and next labels show from the tablet up; the arrow and the accessible name stay. */
export const stepLabel = style({
  display: "none",
  "@media": { [media.tablet]: { display: "inline" } },
});
