import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

const base = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: 4,
  borderInlineStartStyle: "solid",
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The edge and icon colours differ per status; the title says it in words. */
export const notice = styleVariants({
  received: [base, { borderInlineStartColor: vars.color.brand }],
  published: [base, { borderInlineStartColor: vars.color.positive }],
  rejected: [base, { borderInlineStartColor: vars.color.critical }],
});

export const icon = styleVariants({
  received: { color: vars.color.brand, marginBlockStart: "0.125rem" },
  published: { color: vars.color.positive, marginBlockStart: "0.125rem" },
  rejected: { color: vars.color.critical, marginBlockStart: "0.125rem" },
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({ margin: 0 });
