import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const screen = style({ display: "grid", gap: vars.space.md });

export const title = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const chapter = style({ fontSize: vars.font.size.md, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const pages = style({
  display: "grid",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The picture above the form on phones, beside it (at the start side) from tablets up. */
export const page = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(12rem, 2fr) 3fr" } },
});

export const picture = style({
  inlineSize: "100%",
  maxInlineSize: "24rem",
  blockSize: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const form = style({ minInlineSize: 0 });
