import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

/** The state in words, with an hourglass on the start edge. */
export const notice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  margin: 0,
  maxInlineSize: "40rem",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: "0.2em",
  color: vars.color.textMuted,
});
