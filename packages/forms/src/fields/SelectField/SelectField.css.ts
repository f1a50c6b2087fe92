import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const wrapper = style({ position: "relative", display: "flex" });

export const select = style({
  appearance: "none",
  paddingInlineEnd: vars.space.xxl,
  cursor: "pointer",
});

export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  insetBlockStart: "50%",
  transform: "translateY(-50%)",
  inlineSize: "1.25rem",
  blockSize: "1.25rem",
  color: vars.color.text,
  pointerEvents: "none",
});
