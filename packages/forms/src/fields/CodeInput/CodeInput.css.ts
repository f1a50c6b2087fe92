import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

/** The digits read left to right in both languages. */
export const cells = style({
  display: "flex",
  gap: vars.space.xs,
  direction: "ltr",
  // Sized to the cells, so in rtl the row sits under the label on the start side.
  alignSelf: "flex-start",
});

export const cell = style({
  inlineSize: vars.size.target,
  minInlineSize: vars.size.target,
  paddingInline: 0,
  textAlign: "center",
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});
