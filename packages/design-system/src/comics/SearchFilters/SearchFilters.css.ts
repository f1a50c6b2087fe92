import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const label = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const control = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

/** Status, language, direction and sort: side by side where they fit. */
export const selects = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  gap: vars.space.md,
});

export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${disclosure}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const chosen = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const genres = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.sm,
  paddingBlockStart: 0,
  "@media": { [media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});

export const group = style({ margin: 0, padding: 0, border: "none", minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

export const checks = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const check = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  cursor: "pointer",
});

export const box = style({
  inlineSize: "1.125rem",
  blockSize: "1.125rem",
  margin: 0,
  accentColor: vars.color.brand,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
