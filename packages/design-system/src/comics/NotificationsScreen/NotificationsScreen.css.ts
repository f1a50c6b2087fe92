import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const count = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const comic = style({ margin: 0, fontSize: vars.font.size.lg });

export const comicLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const thumb = style({
  inlineSize: "2.5rem",
  blockSize: "3.75rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
  backgroundColor: vars.color.surfaceMuted,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const itemBase = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** Unread: tinted with a brand bar on the start edge, and a bold link (not colour alone). */
export const item = styleVariants({
  unread: [
    itemBase,
    {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: "transparent",
      borderInlineStart: `4px solid ${vars.color.brand}`,
      fontWeight: vars.font.weight.bold,
    },
  ],
  read: [itemBase, { backgroundColor: vars.color.surface }],
});

export const link = style({
  flex: "1 1 auto",
  color: vars.color.brand,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});

/** A chapter being prepared: the words of the link it will be, then its state. */
export const preparing = style({
  flex: "1 1 auto",
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});
