import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  backgroundColor: vars.color.surface,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      paddingInline: vars.space.lg,
    },
  },
});

export const fileIcon = style({
  inlineSize: "2rem",
  blockSize: "2rem",
  color: vars.color.brand,
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  "@media": { [media.tablet]: { fontSize: vars.font.size.lg } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const link = style({
  gridColumn: "1 / -1",
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});
