import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

const itemBase = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: "solid",
  listStyle: "none",
  "@media": { [media.tablet]: { flexWrap: "nowrap" } },
});

/** Unread: tinted, with a brand bar on the start edge and a bold message (not colour alone). */
export const item = styleVariants({
  unread: [
    itemBase,
    {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: "transparent",
      borderInlineStartWidth: 4,
      borderInlineStartColor: vars.color.brand,
    },
  ],
  read: [itemBase, { backgroundColor: vars.color.surface, borderColor: vars.color.border }],
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: "1 1 16rem",
  borderRadius: vars.radius.sm,
});

export const message = styleVariants({
  unread: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.bold },
  read: { margin: 0, color: vars.color.text, fontWeight: vars.font.weight.regular },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const when = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
});
