import { media, vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

/** The form, and beside it (from the desktop width up) the other language's version. */
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  maxInlineSize: "48rem",
});

export const withOther = style({
  maxInlineSize: "none",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
});

export const column = style({ display: "grid", gap: vars.space.lg, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.normal,
});

export const other = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const otherText = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const otherTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
});

export const otherBody = style({
  overflowWrap: "break-word",
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const cover = style({
  display: "block",
  inlineSize: "100%",
  maxInlineSize: "20rem",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const group = style({ display: "grid", gap: vars.space.lg, maxInlineSize: "36rem" });

export const details = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.sm,
});

export const summary = style({
  cursor: "pointer",
  minBlockSize: vars.size.target,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const detailsBody = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlockStart: vars.space.sm,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
