import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const textarea = style({ minBlockSize: "8rem", resize: "vertical" });

export const counter = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const over = style({ color: vars.color.critical, fontWeight: vars.font.weight.bold });
