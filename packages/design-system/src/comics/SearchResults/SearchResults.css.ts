import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const results = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The cover's 2:3 box is reserved before it loads. */
export const cover = style({
  flex: "none",
  inlineSize: "clamp(4.5rem, 18vw, 6rem)",
  blockSize: "auto",
  aspectRatio: "2 / 3",
  borderRadius: vars.radius.sm,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const nameLink = style({
  color: "inherit",
  textDecorationLine: "underline",
  textDecorationColor: "transparent",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { textDecorationColor: "currentColor" } },
});

export const otherName = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const latest = style({ fontSize: vars.font.size.sm });

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const emptyTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});
