import { style } from "@vanilla-extract/css";
import { monospace } from "../../tokens/monospace";
import { vars } from "../../tokens/theme.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  maxInlineSize: "40rem",
});

export const code = style({
  margin: 0,
  color: vars.color.goldStrong,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const detail = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const text = style({ margin: 0 });

/** The request's id: kept whole on one line, easy to select and read out. */
export const reference = style({
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: monospace,
  whiteSpace: "nowrap",
  userSelect: "all",
});
