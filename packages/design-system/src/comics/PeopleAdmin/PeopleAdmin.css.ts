import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});

export const roleChange = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.xs,
});

export const confirm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const sessions = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
