import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
});

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
});

export const stars = style({ display: "flex" });

/** The radio itself is kept for the keyboard and assistive technology; its label is the star. */
export const input = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  margin: 0,
  opacity: 0,
});

export const star = style({
  display: "grid",
  placeItems: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const icon = style({ inlineSize: "1.75rem", blockSize: "1.75rem" });

/** Gold strong keeps 3:1 against white (non-text contrast), as the forms' stars do. */
export const lit = style({ color: vars.color.goldStrong });
