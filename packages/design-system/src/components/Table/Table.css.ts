import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const scroller = style({
  maxInlineSize: "100%",
  overflowX: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  inlineSize: "100%",
  borderCollapse: "collapse",
  fontSize: vars.font.size.md,
  fontVariantNumeric: "tabular-nums",
});

export const caption = style({
  captionSide: "top",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.brand,
});

const cell = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
} as const;

export const headerCell = style({
  ...cell,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const rowHeader = style({
  ...cell,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const dataCell = style({ ...cell, color: vars.color.text });

export const align = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
  end: { textAlign: "end" },
});
