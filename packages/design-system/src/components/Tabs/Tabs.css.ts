import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  gap: vars.space.xxs,
  overflowX: "auto",
  borderBlockEnd: `1px solid ${vars.color.border}`,
  scrollbarWidth: "thin",
});

export const tab = style({
  flexShrink: 0,
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  marginBlockEnd: "-1px",
  border: 0,
  borderBlockEnd: "3px solid transparent",
  background: "none",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.brand, backgroundColor: vars.color.surfaceMuted },
    // Inside the scrolling list, an outside outline would be clipped.
    "&:focus-visible": { outlineOffset: "-3px" },
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      borderBlockEndColor: vars.color.gold,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
});
