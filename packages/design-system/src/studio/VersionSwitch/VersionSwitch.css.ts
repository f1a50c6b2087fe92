import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  minBlockSize: vars.size.target,
  alignItems: "center",
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&[aria-current='page']": {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.surfaceMuted,
    },
    "&:hover": { borderColor: vars.color.brand },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
