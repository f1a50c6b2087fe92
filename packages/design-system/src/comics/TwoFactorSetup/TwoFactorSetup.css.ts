import { style } from "@vanilla-extract/css";
import { monospace as mono } from "../../tokens/monospace";
import { vars } from "../../tokens/theme.css";

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
});

/** Dark modules on white, whatever the theme: what cameras read best. */
export const code = style({
  display: "block",
  inlineSize: "12rem",
  blockSize: "12rem",
  marginBlockStart: vars.space.xs,
  background: "#ffffff",
  border: `1px solid ${vars.color.border}`,
});

export const key = style({
  display: "inline-block",
  marginBlockStart: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontFamily: mono,
  letterSpacing: "0.08em",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  wordBreak: "break-all",
});

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const codeItem = style({
  fontFamily: mono,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  textAlign: "center",
});
