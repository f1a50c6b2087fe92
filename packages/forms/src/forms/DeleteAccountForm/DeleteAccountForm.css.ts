import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

/** What deletion removes: on a critical edge, so it reads as a warning (not by colour alone). */
export const consequences = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
});

export const text = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});
