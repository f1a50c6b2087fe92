import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const filter = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const filterLink = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted },
    // The status shown: filled, and bold (not colour alone).
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
