import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  inlineSize: "fit-content",
  maxInlineSize: "100%",
});

export const message = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

export const icon = style({ color: vars.color.critical });

/** The log-in link: a 44 px tall target. */
export const login = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  fontWeight: vars.font.weight.bold,
});
