import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const status = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px solid ${vars.color.positive}`,
  borderInlineStartWidth: "8px",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const icon = style({
  flexShrink: 0,
  inlineSize: "1.75rem",
  blockSize: "1.75rem",
  color: vars.color.positive,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});
