import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const card = style({ padding: 0, overflow: "hidden", gap: 0 });

/** The cover at 2:3, its box reserved before it loads. */
export const cover = style({
  inlineSize: "100%",
  blockSize: "auto",
  aspectRatio: "2 / 3",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: "1 1 auto",
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const titleLink = style({
  color: "inherit",
  textDecorationLine: "underline",
  textDecorationColor: "transparent",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { textDecorationColor: "currentColor" } },
});

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const stats = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const stat = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
});
