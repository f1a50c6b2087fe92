import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const matches = style({ display: "grid", gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const link = style({ fontWeight: vars.font.weight.bold });

/** The matched line, set off as a quotation at the start side. */
export const line = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.text,
});
