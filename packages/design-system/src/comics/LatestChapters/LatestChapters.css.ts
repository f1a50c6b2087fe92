import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** The whole row is the link's target: the link's box covers it (see `link`). */
export const item = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** A thumbnail with its box reserved (2:3) before it loads. */
export const cover = style({
  flex: "none",
  inlineSize: "3rem",
  blockSize: "auto",
  aspectRatio: "2 / 3",
  borderRadius: vars.radius.sm,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const link = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});

export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.brand });

export const chapter = style({ color: vars.color.text });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
