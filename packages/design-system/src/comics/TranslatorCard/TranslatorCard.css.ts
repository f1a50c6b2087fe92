import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
});

export const photo = style({
  inlineSize: "4rem",
  blockSize: "4rem",
  aspectRatio: "1 / 1",
  flexShrink: 0,
  borderRadius: vars.radius.round,
});

export const identity = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

/** A term and its detail, laid out on the list's two-column grid. */
export const row = style({ display: "contents" });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const detail = style({ margin: 0 });

export const languages = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

export const followers = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
