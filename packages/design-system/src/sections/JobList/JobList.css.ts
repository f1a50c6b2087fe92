import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const metaItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const metaIcon = style({ color: vars.color.goldStrong });

export const apply = style({ marginBlockStart: "auto" });
